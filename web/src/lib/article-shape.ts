// The client article shape: the model's article card as reader pages show it. Plain
// JSON (dates as ISO strings and formatted text) so the query cache can persist it.
import {
  cardAuthor,
  toArticleCard,
  type ArticleFieldsLike,
  type ArticleStatus,
  type ImageVariants,
} from '@pauta/model';
import type { Timestamp } from 'firebase/firestore/lite';
import { formatLongDate, toIsoOrNull } from './dates';

export interface ArticleCardData {
  id: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  /** The cover's recorded versions (srcset); null for a cover without them. */
  imageVariants?: ImageVariants | null;
  /** The cover's own text alternative ('' when decorative or never described; never the title). */
  imageAlt?: string;
  category: string;
  categoryPath: string;
  date: string;
  author: string;
  slug: string;
  /** Its live coverage is running: the card says 'AO VIVO' (the home's cards carry it). */
  live?: boolean;
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
  /** ISO time of the story's last material change ('Atualizado em'); null until then. */
  modifiedAt?: string | null;
  /** Its corrections and updates (0 without): the page reads them only when there are some. */
  noteCount?: number;
  /** The cover's caption and credit (the card's; absent or '' when unset). */
  imageCaption?: string;
  imageCredit?: string;
}

/**
 * A stored timestamp as the web reads it: the SDK's Timestamp, or the { seconds, nanoseconds,
 * toDate } a rendered page's data is revived into (app/server-data.ts).
 */
export const asTimestamp = (value: unknown): Timestamp | null =>
  value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as Timestamp)
    : null;

/** A stored timestamp as a Date (admin screens), or null. */
export const asDate = (value: unknown): Date | null => asTimestamp(value)?.toDate() ?? null;

export function toArticleSummary(id: string, data: ArticleFieldsLike): ArticleSummary {
  // The card's timestamps become text (the cache persists JSON); its author name, the shown name.
  const { createdAt, publishedAt, updatedAt, modifiedAt, authorName, ...card } = toArticleCard(id, data, asTimestamp);
  const published = publishedAt ?? createdAt;
  return {
    ...card,
    date: formatLongDate(published),
    rawDate: toIsoOrNull(published),
    updatedAt: toIsoOrNull(updatedAt),
    modifiedAt: toIsoOrNull(modifiedAt),
    author: cardAuthor({ authorName }),
  };
}
