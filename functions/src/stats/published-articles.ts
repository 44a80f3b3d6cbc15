// Whether an article id from a beacon is a published article: checked against Firestore once per
// id and instance, then remembered (10 minutes when published, 1 minute otherwise), so a forged id
// never creates counters and a popular article costs one read per instance every 10 minutes.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pauta/model';

const KNOWN_MS = 10 * 60_000;
const UNKNOWN_MS = 60_000;
const MAX_ENTRIES = 5000;

const cache = new Map<string, { published: boolean; until: number }>();

export async function isPublishedArticle(db: Firestore, id: string, now = Date.now()): Promise<boolean> {
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.published;
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  const published = snap.exists && snap.get('status') === 'published';
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(id, { published, until: now + (published ? KNOWN_MS : UNKNOWN_MS) });
  return published;
}

/** Tests: forget what was looked up. */
export function forgetArticles(): void {
  cache.clear();
}
