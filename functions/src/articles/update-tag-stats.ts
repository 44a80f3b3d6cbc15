// Applies tag-count changes to stats/tags inside a transaction (concurrent article writes retry).
// Events are delivered at least once: each event id is recorded in the same transaction, so a
// redelivered event changes nothing.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  applyTagCountChanges,
  COLLECTIONS,
  TAG_STATS_DOC,
  TAG_STATS_EVENTS,
  type TagCountChange,
  type TagStat,
} from '@pauta/model';

/** `expireAt` lets a Firestore TTL policy drop old markers; redeliveries happen within minutes. */
const MARKER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function updateTagStats(
  db: Firestore,
  changes: readonly TagCountChange[],
  eventId?: string,
): Promise<void> {
  if (changes.length === 0) return;
  const ref = db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC);
  const marker = eventId ? ref.collection(TAG_STATS_EVENTS).doc(eventId) : null;
  await db.runTransaction(async (tx) => {
    const [snapshot, seen] = await Promise.all([tx.get(ref), marker ? tx.get(marker) : null]);
    if (seen?.exists) return;
    const current = snapshot.get('tags') as Record<string, TagStat> | undefined;
    tx.set(ref, { tags: applyTagCountChanges(current, changes), updatedAt: FieldValue.serverTimestamp() });
    if (marker) tx.set(marker, { expireAt: Timestamp.fromMillis(Date.now() + MARKER_TTL_MS) });
  });
}
