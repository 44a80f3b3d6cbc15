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

// ---- News search (issue 14): categories of /admin/trends and the fetchNews contract. ----
// Same block in web/src/lib/model.ts. The two collections are written by functions only
// (no rule matches them, so every client request is denied).
export const NEWS_CATEGORIES = [
  { key: 'all', label: 'Todas as categorias' },
  { key: 'politics', label: 'Política' },
  { key: 'business', label: 'Negócios' },
  { key: 'technology', label: 'Tecnologia' },
  { key: 'health', label: 'Saúde' },
  { key: 'sports', label: 'Esportes' },
  { key: 'entertainment', label: 'Entretenimento' },
  { key: 'science', label: 'Ciência' },
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]['key'];
export const NEWS_PAGE_SIZE = 10;
export const NEWS_TEXT_MAX = 200;
export const NEWS_DEFAULT_QUERY = 'notícias atuais';
export const NEWS_COLLECTIONS = { cache: 'newsCache', callers: 'newsCallers' } as const;
/** settings/news: publishers' feeds per category ({ feeds: { technology: [{ source, url }] } }). */
export const NEWS_SETTINGS_DOC = 'news';

export interface NewsItem {
  title: string;
  url: string;
  source: string;
  /** ISO 8601, or null when the provider gave no usable date. */
  publishedAt: string | null;
}
export interface NewsRequest {
  /** The free text typed by the editor ('' for none); the query is composed on the server (§5). */
  tag: string;
  category: NewsCategory;
  page: number;
  cacheBuster?: number;
  fetchAttempt?: number;
}
export interface NewsResponse {
  news: NewsItem[];
  pagination: { currentPage: number; totalPages: number; totalItems: number };
  error?: string;
}
// ---- end news search ----
