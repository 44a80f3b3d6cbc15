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

// ---------- image library (issue 12): article_images records and uploader limits ----------
export type ImageProcessingStatus = 'pending' | 'completed' | 'failed';

export interface ArticleImageDoc {
  filename: string;
  originalUrl?: string | null;
  storagePath: string;
  thumbnailPath?: string | null;
  url: string;
  thumbnailUrl?: string | null;
  sizeBytes?: number | null;
  width?: number | null;
  height?: number | null;
  format?: string | null;
  compressedSizeBytes?: number | null;
  compressionRatio?: number | null;
  authorId: string;
  articleId?: string | null;
  isExternal?: boolean;
  processingStatus: ImageProcessingStatus;
  /** pt-BR reason when processingStatus is 'failed'. */
  processingError?: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Spec section 9: the uploader's defaults (the editor may pass its own) and accepted types. */
export const IMAGE_UPLOAD = {
  maxFiles: 5,
  maxSizeBytes: 5 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  storageRoot: 'article_images',
} as const;
