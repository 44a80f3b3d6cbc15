// The article editor's data: optional SEO keys on articles, autosaved drafts, revisions and
// old-slug redirects (docs/data-model.md, "Article editor additions").
import { COLLECTIONS } from './collections.js';
import type { ArticleStatus } from './documents.js';
import type { ImageVariants } from './image-variants.js';
import type { StoredTimestamp } from './time.js';

/**
 * SEO advice (advisory only: a title of 30–60 characters, a description of 120–160) and the stored
 * maxima the rules enforce.
 */
export const SEO_LIMITS = {
  titleMin: 30,
  titleMax: 60,
  descriptionMin: 120,
  descriptionMax: 160,
  /** The preview cuts a description over descriptionMax to this many characters plus '...'. */
  previewCut: 157,
  storedTitleMax: 200,
  storedDescriptionMax: 500,
} as const;

export const EDITOR_COLLECTIONS = {
  /** articleDrafts/{articleId}/people/{uid}: the editor's server autosave, one per article and person. */
  articleDrafts: COLLECTIONS.articleDrafts,
  /** The per-person subcollection of articleDrafts/{articleId}. */
  draftOwners: 'people',
  /** articles/{articleId}/revisions/{revisionId}: one per save, the newest MAX_REVISIONS kept. */
  revisions: 'revisions',
  /** slugRedirects/{oldSlug}: `{ articleId }`, public get; /artigo/{oldSlug} goes to the current slug. */
  slugRedirects: COLLECTIONS.slugRedirects,
} as const;

export const MAX_REVISIONS = 25;

/** The editable part of an article, as the editor form and drafts/revisions store it. */
export interface ArticleFormFields {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  tags: string[];
  featured: boolean;
  status: ArticleStatus;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  /** The picked cover's recorded versions (absent on forms stored before the field existed). */
  imageVariants?: ImageVariants | null;
  /** The cover's metadata, copied from the library and editable here (absent on older forms). */
  imageAlt?: string;
  imageDecorative?: boolean;
  imageCaption?: string;
  imageCredit?: string;
  /**
   * 'Publicar em' as typed, 'DD/MM/AAAA HH:mm' in Brasília time ('' when not scheduled; absent on
   * forms stored before scheduling existed). The article stores the instant, `scheduledFor`.
   */
  publishAt?: string;
}

/** articleDrafts/{articleId}/people/{uid}: one person's autosaved form (the owner is the path's uid). */
export interface ArticleDraftDoc<Time = StoredTimestamp> {
  form: ArticleFormFields;
  /** The article version the text was based on (0 for an article not created yet). */
  baseVersion: number;
  updatedAt: Time;
}

/**
 * The kinds of revision a client records: a save ('save', also when absent on older revisions), a
 * copy of text the editor could not save: 'conflict' (the save was refused because a colleague saved
 * first) and 'takeover' (the unsaved text of an editor whose lease a colleague took); a review
 * transition saved with the text it was made on (./review.ts: requested, approved, changes asked);
 * 'schedule' and 'unschedule' (/admin/schedules: 'Reagendar', 'Cancelar agendamento').
 */
export const CLIENT_REVISION_KINDS = [
  'save',
  'conflict',
  'takeover',
  'review-requested',
  'review-approved',
  'review-changes',
  'schedule',
  'unschedule',
] as const;

/** Every kind: the clients' and 'publish' (the server's publish step, the only writer of that kind). */
export const REVISION_KINDS = [...CLIENT_REVISION_KINDS, 'publish'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Copies of text that could not be saved: they wrote no version of the article. */
export const COPY_REVISION_KINDS = ['conflict', 'takeover'] as const satisfies readonly RevisionKind[];

/** 'Publicar em' is at most 'DD/MM/AAAA HH:mm' long in a stored form. */
export const PUBLISH_AT_MAX_CHARS = 16;

export interface ArticleRevisionDoc<Time = StoredTimestamp> {
  form: ArticleFormFields;
  savedBy: string;
  savedByName: string;
  savedAt: Time;
  /** The version a save wrote, or the version a copy was based on (absent on older revisions). */
  version?: number;
  kind?: RevisionKind;
  /** A review transition's note ('' or absent for none). */
  note?: string;
}

export interface SlugRedirectDoc {
  articleId: string;
}

/**
 * What 'Criar Artigo' (/admin/trends) hands to the article editor, as the navigation state
 * `{ prefill }` of ADMIN_PATHS.newArticle. `content` is HTML (the outline plus the source link);
 * every other value is plain text.
 */
export interface ArticlePrefill {
  title: string;
  excerpt: string;
  content: string;
}

/**
 * The navigation state the editor receives from 'Criar Artigo'; from a pauta (Posts Gerados) it
 * names it too, and the article's first save links the two.
 */
export interface ArticlePrefillState {
  prefill: ArticlePrefill;
  generatedPostId?: string;
}
