// Per-caller limit on searches that miss the cache (each one costs outbound calls and GDELT's
// shared rate): newsCallers/{uid} keeps the times of the caller's recent uncached searches.
import type { Firestore } from 'firebase-admin/firestore';
import { NEWS_COLLECTIONS } from '@pauta/model';
import { takeWindowSlot, type CallerLimit } from '../guards/caller-window';

export type { CallerLimit };

/** Records an uncached search for the caller and returns true, or false when over the limit. */
export function takeUncachedSlot(db: Firestore, uid: string, now: number, limit: CallerLimit): Promise<boolean> {
  return takeWindowSlot(db, db.collection(NEWS_COLLECTIONS.callers).doc(uid), 'uncached', now, limit);
}
