// The client article shape of the spec, built from Firestore documents. Everything here is plain
// JSON (dates as ISO strings) so it can be persisted by the query cache.
import type { ArticleDoc, ArticleStatus } from './model';
import { categoryPath } from './model';
import { variantsFor, type ImageVariants } from '@pauta/model';
import { formatLongDate, toIsoOrNull } from './dates';
import { DEFAULT_AUTHOR } from './site';

export interface ArticleCardData {
  id: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  /** The cover's recorded versions (srcset); null for a cover without them. */
  imageVariants?: ImageVariants | null;
  category: string;
  categoryPath: string;
  date: string;
  author: string;
  slug: string;
}

export interface ArticleSummary extends ArticleCardData {
  /** ISO publish time (falls back to creation time); null when unknown. */
  rawDate: string | null;
  updatedAt: string | null;
  authorId: string;
  tags: string[];
  featured: boolean;
  status: ArticleStatus;
  /** SEO overrides for the page metadata (absent or '' when unset). */
  metaTitle?: string;
  metaDescription?: string;
}

export function toArticleSummary(id: string, data: Partial<ArticleDoc>): ArticleSummary {
  const published = data.publishedAt ?? data.createdAt ?? null;
  const category = data.category ?? '';
  return {
    id,
    title: data.title ?? '',
    excerpt: data.excerpt ?? '',
    imageUrl: data.imageUrl ?? '',
    imageVariants: variantsFor(data.imageUrl ?? '', data.imageVariants),
    category,
    categoryPath: data.categoryPath || (category ? categoryPath(category) : ''),
    date: formatLongDate(published),
    rawDate: toIsoOrNull(published),
    updatedAt: toIsoOrNull(data.updatedAt ?? null),
    author: data.authorName?.trim() || DEFAULT_AUTHOR,
    authorId: data.authorId ?? '',
    tags: Array.isArray(data.tags) ? data.tags : [],
    featured: data.featured === true,
    status: data.status ?? 'draft',
    slug: data.slug ?? '',
    metaTitle: data.metaTitle ?? '',
    metaDescription: data.metaDescription ?? '',
  };
}

/** Where a card links (the slug URL, or the id fallback), and the author avatar's initials. */
export { articlePath as articleHref, initials } from './model';
