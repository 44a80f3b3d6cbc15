// Per-caller limit on searches that miss the cache (each one costs outbound calls and GDELT's
// shared rate): newsCallers/{uid} keeps the times of the caller's recent uncached searches.
import type { Firestore } from 'firebase-admin/firestore';
import { NEWS_COLLECTIONS } from '@pauta/model';

export interface CallerLimit {
  perWindow: number;
  windowMs: number;
}

/** Records an uncached search for the caller and returns true, or false when over the limit. */
export async function takeUncachedSlot(db: Firestore, uid: string, now: number, limit: CallerLimit): Promise<boolean> {
  const ref = db.collection(NEWS_COLLECTIONS.callers).doc(uid);
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('uncached');
    const recent = (Array.isArray(stored) ? stored : []).filter(
      (t): t is number => typeof t === 'number' && t > now - limit.windowMs && t <= now,
    );
    if (recent.length >= limit.perWindow) return false;
    tx.set(ref, { uncached: [...recent, now] });
    return true;
  });
}
