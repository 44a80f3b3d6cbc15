// The shapes stored in Firestore, mirroring docs/data-model.md and web/src/lib/model.ts
// (the functions workspace cannot import the web's copy, so this one uses the admin SDK's types).
import type { Timestamp } from 'firebase-admin/firestore';

export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export type ArticleStatus = 'draft' | 'published';

export const EDITOR_CATEGORY_SLUGS = [
  'tecnologia',
  'esportes',
  'politica',
  'economia',
  'entretenimento',
  'saude',
] as const;
export const ALL_CATEGORY_SLUGS = [...EDITOR_CATEGORY_SLUGS, 'negocios', 'ciencia', 'medicina'] as const;
export type CategorySlug = (typeof ALL_CATEGORY_SLUGS)[number];

export const categoryPath = (slug: string) => `/categoria/${slug}`;

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

/** Document ids of the singleton documents. */
export const TAG_STATS_DOC = 'tags';
export const SITE_SETTINGS_DOC = 'site';

export const LIMITS = {
  nameMax: 100,
  titleMax: 200,
  excerptMax: 500,
  imageUrlMax: 2048,
  contentMaxChars: 900 * 1024,
  tagsMax: 20,
  tagMaxChars: 40,
  slugMax: 120,
  imageUploadMaxBytes: 5 * 1024 * 1024,
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

export interface SlugDoc {
  articleId: string;
}

export interface TagStat {
  label: string;
  count: number;
}

export interface TagStatsDoc {
  tags: Record<string, TagStat>;
  updatedAt: Timestamp;
}

export interface SiteSettingsDoc {
  siteTitle: string;
  siteDescription: string;
  siteKeywords: string;
  siteUrl: string;
  updatedAt: Timestamp;
}

export type ImageProcessingStatus = 'pending' | 'completed' | 'failed';

export interface ArticleImageDoc {
  filename: string;
  originalUrl: string | null;
  storagePath: string;
  thumbnailPath: string | null;
  url: string;
  thumbnailUrl: string | null;
  sizeBytes: number;
  width: number;
  height: number;
  format: string;
  compressedSizeBytes: number;
  compressionRatio: number;
  authorId: string;
  articleId: string | null;
  isExternal: boolean;
  processingStatus: ImageProcessingStatus;
  // --- image pipeline (issue 12) ---
  /** pt-BR reason when processingStatus is 'failed', else null. */
  processingError?: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
