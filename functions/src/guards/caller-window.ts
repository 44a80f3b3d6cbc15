// A per-caller sliding window kept in one Firestore document per caller (functions only; no rule
// matches these collections, so clients can neither read nor reset them): the times of the
// caller's recent calls, read and extended in one transaction, so concurrent calls cannot both
// take the last slot.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export interface CallerLimit {
  perWindow: number;
  windowMs: number;
}

/** Records a call at `now` and returns true, or false (recording nothing) when the caller is over the limit. */
export async function takeWindowSlot(
  db: Firestore,
  ref: DocumentReference,
  field: string,
  now: number,
  limit: CallerLimit,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get(field);
    // Calls that raced this one may carry a slightly later clock: they count too (dropping them would
    // let a retried transaction take their slots).
    const recent = (Array.isArray(stored) ? stored : []).filter(
      (t): t is number => typeof t === 'number' && t > now - limit.windowMs,
    );
    if (recent.length >= limit.perWindow) return false;
    tx.set(ref, { [field]: [...recent, now] });
    return true;
  });
}
