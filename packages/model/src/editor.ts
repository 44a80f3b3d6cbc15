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
  /** articleDrafts/{articleId}: the editor's server autosave (staff only). */
  articleDrafts: COLLECTIONS.articleDrafts,
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
}

export interface ArticleDraftDoc<Time = StoredTimestamp> {
  form: ArticleFormFields;
  /** Who started the draft (kept on update) and who wrote it last. */
  authorId: string;
  updatedBy: string;
  updatedAt: Time;
}

export interface ArticleRevisionDoc<Time = StoredTimestamp> {
  form: ArticleFormFields;
  savedBy: string;
  savedByName: string;
  savedAt: Time;
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

/** The navigation state the editor receives from 'Criar Artigo'. */
export interface ArticlePrefillState {
  prefill: ArticlePrefill;
}
