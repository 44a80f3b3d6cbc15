// Corrections and updates of published articles (docs/data-model.md, "Notes"): each note is its own
// document, articles/{id}/notes/v{version}, written in the save batch of the article version it came
// with and never changed or deleted by a client afterwards (a later note amends it). Readers see the
// notes under the title, newest first, and 'Atualizado em' in the header only when the story changed
// materially after publication (a note, or a save not marked 'Alteração menor'): `modifiedAt`.
import type { StoredTimestamp } from './time.js';

export const NOTE_KINDS = ['correction', 'update'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const isNoteKind = (value: unknown): value is NoteKind =>
  typeof value === 'string' && (NOTE_KINDS as readonly string[]).includes(value);

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

/**
 * When the story last changed for readers: its material change (`modifiedAt`), else its publication.
 * The page's header, `dateModified` in JSON-LD, the sitemap's `lastmod` and the feeds all use it.
 */
export const dateModifiedOf = <Time>(article: {
  modifiedAt: Time | null;
  publishedAt: Time | null;
  createdAt?: Time | null;
}): Time | null => article.modifiedAt ?? article.publishedAt ?? article.createdAt ?? null;

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
