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

// ---------- Home snapshot (issue 15): public/home, rebuilt by onArticleWritten ----------

/** Collection of documents anyone may read, written only by Cloud Functions. */
export const PUBLIC_COLLECTION = 'public';
export const HOME_SNAPSHOT_DOC = 'home';

/** An article as a card needs it: the article document's fields, with its id, never its body. */
export type HomeCard = Omit<ArticleDoc, 'createdAt'> & { id: string };

export interface HomeSnapshotDoc {
  featured: HomeCard | null;
  latest: HomeCard[];
  /** One entry per editor category, keyed by slug; hasMore: more articles beyond `items`. */
  showcase: Record<string, { items: HomeCard[]; hasMore: boolean }>;
  /** 'Leitura Recomendada': the featured article's first words as plain text. */
  recommendedPreview: string;
  updatedAt: Timestamp;
}
