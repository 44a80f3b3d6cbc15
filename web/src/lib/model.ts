// The shapes stored in Firestore (see docs/data-model.md) and the constants around them.
import type { Timestamp } from 'firebase/firestore/lite';

export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  user: 'Usuário',
};
export const ROLE_COLORS: Record<Role, string> = { admin: 'red', editor: 'blue', user: 'gray' };

export type ArticleStatus = 'draft' | 'published';

/** The six categories an editor can choose, in the spec's order. */
export const EDITOR_CATEGORIES = [
  { slug: 'tecnologia', label: 'Tecnologia' },
  { slug: 'esportes', label: 'Esportes' },
  { slug: 'politica', label: 'Política' },
  { slug: 'economia', label: 'Economia' },
  { slug: 'entretenimento', label: 'Entretenimento' },
  { slug: 'saude', label: 'Saúde' },
] as const;

/** Every category a reader page knows (the editor's six plus the sitemap's extra three). */
export const ALL_CATEGORIES = [
  ...EDITOR_CATEGORIES,
  { slug: 'negocios', label: 'Negócios' },
  { slug: 'ciencia', label: 'Ciência' },
  { slug: 'medicina', label: 'Medicina' },
] as const;

export type CategorySlug = (typeof ALL_CATEGORIES)[number]['slug'];

export const categoryPath = (slug: string) => `/categoria/${slug}`;

export interface ProfileDoc {
  name: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PublicProfileDoc {
  name: string;
  role: Role;
  avatarUrl: string | null;
  updatedAt: Timestamp;
}

export interface ArticleDoc {
  title: string;
  excerpt: string;
  imageUrl: string;
  category: string;
  categoryPath: string;
  featured: boolean;
  status: ArticleStatus;
  tags: string[];
  tagKeys: string[];
  slug: string;
  authorId: string;
  authorName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publishedAt: Timestamp | null;
  /** Optional (absent on older articles): page title and description for readers' metadata (issue 11). */
  metaTitle?: string;
  metaDescription?: string;
}

export interface ArticleContentDoc {
  content: string;
  status: ArticleStatus;
  authorId: string;
  updatedAt: Timestamp;
}

export interface TagStatsDoc {
  tags: Record<string, { label: string; count: number }>;
  updatedAt: Timestamp;
}

export interface SiteSettingsDoc {
  siteTitle: string;
  siteDescription: string;
  siteKeywords: string;
  siteUrl: string;
  updatedAt: Timestamp;
}

export const COLLECTIONS = {
  profiles: 'profiles',
  publicProfiles: 'publicProfiles',
  articles: 'articles',
  articleContents: 'articleContents',
  slugs: 'slugs',
  stats: 'stats',
  settings: 'settings',
  articleImages: 'article_images',
} as const;

// ---------- Article editor additions (issue 11): SEO keys, autosaved drafts, revisions, old-slug redirects ----------

/** SEO advice of spec §5/§9 (advisory only) and the stored maxima the rules enforce. */
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
  articleDrafts: 'articleDrafts',
  /** articles/{articleId}/revisions/{revisionId}: one per save, the newest MAX_REVISIONS kept. */
  revisions: 'revisions',
  /** slugRedirects/{oldSlug}: `{ articleId }`, public get; /artigo/{oldSlug} goes to the current slug. */
  slugRedirects: 'slugRedirects',
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
}

export interface ArticleDraftDoc {
  form: ArticleFormFields;
  /** Who started the draft (kept on update) and who wrote it last. */
  authorId: string;
  updatedBy: string;
  updatedAt: Timestamp;
}

export interface ArticleRevisionDoc {
  form: ArticleFormFields;
  savedBy: string;
  savedByName: string;
  savedAt: Timestamp;
}

export interface SlugRedirectDoc {
  articleId: string;
}
