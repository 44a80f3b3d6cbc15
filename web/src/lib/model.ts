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
  /** Role of new sign-ups (see SIGNUP_ROLES); absent means 'user'. */
  signupRole?: 'user' | 'editor';
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

// ---- Sign-up role (issue 13): settings/site.signupRole, set by an admin in /admin/settings. ----
/** The roles a new account may receive at sign-up ('admin' never). */
export const SIGNUP_ROLES = ['user', 'editor'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'user';
export const isSignupRole = (value: unknown): value is SignupRole =>
  typeof value === 'string' && (SIGNUP_ROLES as readonly string[]).includes(value);
