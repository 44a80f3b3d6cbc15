// Corrections and updates of published articles (docs/data-model.md, "Notes"): each note is its own
// document, articles/{id}/notes/v{version}, written in the save batch of the article version it came
// with and never changed or deleted by a client afterwards (a later note amends it). Readers see the
// notes under the title, newest first, and 'Atualizado em' in the header only when the story changed
// materially after publication (a note, or a save not marked 'Alteração menor'): `modifiedAt`.
import { formatBrasiliaAt } from './brasilia-time.js';
import type { StoredTimestamp } from './time.js';

export const NOTE_KINDS = ['correction', 'update'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const isNoteKind = (value: unknown): value is NoteKind =>
  typeof value === 'string' && (NOTE_KINDS as readonly string[]).includes(value);

/** The editor's 'Tipo' options. */
export const NOTE_KIND_LABELS: Record<NoteKind, string> = { correction: 'Correção', update: 'Atualização' };

/** articles/{id}/notes/{noteId}. */
export const NOTES_SUBCOLLECTION = 'notes';

/** A note's text, as typed (plain text). */
export const NOTE_TEXT_MAX = 1000;

/** One note per save: its id names the article version that published it. */
export const noteIdFor = (version: number) => `v${version}`;

export const ARTICLE_NOTE_FIELDS = ['kind', 'text', 'authorId', 'authorName', 'createdAt', 'version'] as const;

export interface ArticleNoteDoc<Time = StoredTimestamp> {
  kind: NoteKind;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Time;
  /** The article version whose save published it. */
  version: number;
}

/** 'Correção em 10/03/2030 às 07:00:' or 'Atualizado em 10/03/2030 às 07:00:' (Brasília time). */
export const noteHeading = (kind: NoteKind, ms: number) =>
  `${kind === 'correction' ? 'Correção' : 'Atualizado'} em ${formatBrasiliaAt(ms)}:`;

/** The header's line once the story changed materially: 'Atualizado em 10/03/2030 às 07:00'. */
export const updatedLine = (ms: number) => `Atualizado em ${formatBrasiliaAt(ms)}`;

/**
 * When the story last changed for readers: its material change (`modifiedAt`), else its publication.
 * The page's header, `dateModified` in JSON-LD, the sitemap's `lastmod` and the feeds all use it.
 */
export const dateModifiedOf = <Time>(article: {
  modifiedAt: Time | null;
  publishedAt: Time | null;
  createdAt?: Time | null;
}): Time | null => article.modifiedAt ?? article.publishedAt ?? article.createdAt ?? null;

/** /correcoes: every correction, newest first. */
export const CORRECTIONS_PATH = '/correcoes';
/** Corrections per page of /correcoes (and per 'Carregar mais correções'). */
export const CORRECTIONS_PAGE_SIZE = 20;

/**
 * corrections/{articleId}_{noteId}: one per correction note of a published article, kept by the
 * functions (created with the note, renamed with the article, removed when it is unpublished or
 * deleted). /correcoes lists them; nobody writes them through the client SDKs.
 */
export interface CorrectionDoc<Time = StoredTimestamp> {
  articleId: string;
  articleTitle: string;
  articleSlug: string;
  text: string;
  createdAt: Time;
}

export const correctionIdFor = (articleId: string, noteId: string) => `${articleId}_${noteId}`;

/** The notes' box under the title (the React component and the rendered page carry the same). */
export const ARTICLE_NOTES_STYLES =
  '.article-notes{border-left:4px solid #5f3dc4;background:#f8f9fa;border-radius:4px;padding:10px 16px}' +
  '.article-notes ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}' +
  '.article-notes li[data-kind=correction] strong{color:#862e9c}';

/** An article's corrections as schema.org's `correction` (CorrectionComment), for its JSON-LD. */
export const correctionsJsonLd = (corrections: readonly { text: string; at: string }[]) =>
  corrections.map((c) => ({ '@type': 'CorrectionComment', text: c.text, datePublished: c.at }));
