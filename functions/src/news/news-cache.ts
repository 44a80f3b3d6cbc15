// 15-minute cache of merged searches, in a collection only functions touch (newsCache/{key}).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { NEWS_COLLECTIONS, type NewsCategory, type NewsItem } from '@pauta/model';
import { NEWS_LIMITS } from './news-config';

export interface NewsCacheDoc {
  category: NewsCategory;
  text: string;
  items: NewsItem[];
  fetchedAt: Timestamp;
  expiresAt: Timestamp;
}

export async function readCachedNews(db: Firestore, key: string, now: number): Promise<NewsItem[] | null> {
  const snapshot = await db.collection(NEWS_COLLECTIONS.cache).doc(key).get();
  const doc = snapshot.data() as NewsCacheDoc | undefined;
  if (!doc || !Array.isArray(doc.items) || doc.expiresAt.toMillis() <= now) return null;
  return doc.items;
}

export async function writeCachedNews(
  db: Firestore,
  key: string,
  entry: Pick<NewsCacheDoc, 'category' | 'text' | 'items'>,
  now: number,
): Promise<void> {
  const doc: NewsCacheDoc = {
    ...entry,
    fetchedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + NEWS_LIMITS.cacheTtlMs),
  };
  await db.collection(NEWS_COLLECTIONS.cache).doc(key).set(doc);
}
