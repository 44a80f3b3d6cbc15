// Published articles for the local fallback sitemap and the URL analysis: metadata documents only
// (bodies live in articleContents), newest update first, read in pages.
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { toArticleCard, type ArticleCard } from '@pauta/model';
import { asDate } from '../../../lib/article-shape';
import { getDb } from '../../../lib/firebase';
import { publishedArticles } from '../../../lib/published-articles';

const PAGE = 500;

/** A published article as the sitemap and the URL analysis read it (SEO overrides null when unset). */
export type PublishedMeta = Pick<
  ArticleCard<Date>,
  'id' | 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'updatedAt' | 'createdAt'
> &
  Partial<Pick<ArticleCard<Date>, 'publishedAt' | 'modifiedAt'>> & {
    metaTitle: string | null;
    metaDescription: string | null;
  };

const fs = { query, collection, where };
const publishedByUpdate = () => publishedArticles(fs, getDb(), orderBy('updatedAt', 'desc'));

function toMeta(snap: QueryDocumentSnapshot): PublishedMeta {
  const card = toArticleCard(snap.id, snap.data(), asDate);
  return { ...card, metaTitle: card.metaTitle || null, metaDescription: card.metaDescription || null };
}

/** Up to `max` published articles, most recently updated first. */
export async function fetchPublishedMeta(max: number): Promise<PublishedMeta[]> {
  const out: PublishedMeta[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  while (out.length < max) {
    const size = Math.min(PAGE, max - out.length);
    const snap = await getDocs(query(publishedByUpdate(), ...(cursor ? [startAfter(cursor)] : []), limit(size)));
    out.push(...snap.docs.map(toMeta));
    if (snap.size < size) break;
    cursor = snap.docs[snap.docs.length - 1];
  }
  return out;
}

/** The spec's connectivity test before the local fallback: a count over articles. */
export async function databaseReachable(): Promise<boolean> {
  try {
    await getCount(publishedArticles(fs, getDb(), limit(1)));
    return true;
  } catch {
    return false;
  }
}
