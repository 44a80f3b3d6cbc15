// One published article as the search index holds it (the fields its result card shows).
import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { SearchDocument } from '@pauta/model/search';
import { categoryLabel, DEFAULT_AUTHOR, variantsFor } from '../model';

/** The article fields the index reads (a projection: bodies and SEO fields never leave Firestore). */
export const SEARCH_SOURCE_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'tags',
  'category',
  'authorName',
  'publishedAt',
  'createdAt',
  'imageUrl',
  'imageVariants',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toSearchDocument(id: string, data: DocumentData): SearchDocument {
  const published = data.publishedAt instanceof Timestamp ? data.publishedAt : data.createdAt;
  const category = text(data.category);
  return {
    id,
    slug: text(data.slug),
    title: text(data.title),
    excerpt: text(data.excerpt),
    tags: Array.isArray(data.tags) ? data.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
    category,
    categoryLabel: category ? categoryLabel(category) : '',
    author: text(data.authorName).trim() || DEFAULT_AUTHOR,
    publishedAt: published instanceof Timestamp ? published.toDate().toISOString() : null,
    imageUrl: text(data.imageUrl),
    imageVariants: variantsFor(text(data.imageUrl), data.imageVariants),
  };
}
