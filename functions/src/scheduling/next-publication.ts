// When the next scheduled article goes public: what the cache lifetime of everything that lists
// articles (rendered pages, feeds, sitemaps, the search index) is cut to. One indexed read of one
// document per function run (a CDN hit costs nothing).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@pauta/model';
import { cacheControlUntil, type CachePolicy } from '../render/cache-control';

/** If the read fails, pages are cached this long, not the usual: a publication may be close. */
const UNKNOWN_NEXT_MS = 60_000;

export async function nextScheduledPublication(db: Firestore): Promise<number | null> {
  const next = await db
    .collection(COLLECTIONS.articles)
    .where('status', '==', 'scheduled')
    .orderBy('scheduledFor', 'asc')
    .limit(1)
    .select('scheduledFor')
    .get();
  const at = next.docs[0]?.get('scheduledFor');
  return at instanceof Timestamp ? at.toMillis() : null;
}

/** The Cache-Control of a response that lists published articles. */
export async function cacheControlBeforeNextPublication(
  db: Firestore,
  policy: CachePolicy,
  now = Date.now(),
): Promise<string> {
  try {
    return cacheControlUntil(policy, await nextScheduledPublication(db), now);
  } catch (error) {
    logger.warn('não foi possível ler o próximo agendamento: cache curto', error);
    return cacheControlUntil(policy, now + UNKNOWN_NEXT_MS, now);
  }
}
