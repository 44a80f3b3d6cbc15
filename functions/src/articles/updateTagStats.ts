// Applies tag-count changes to stats/tags inside a transaction (concurrent article writes retry).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, TAG_STATS_DOC, type TagStat } from '../model';
import { applyTagCountChanges, type TagCountChange } from './tagCounts';

export async function updateTagStats(db: Firestore, changes: readonly TagCountChange[]): Promise<void> {
  if (changes.length === 0) return;
  const ref = db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.get('tags') as Record<string, TagStat> | undefined;
    tx.set(ref, { tags: applyTagCountChanges(current, changes), updatedAt: FieldValue.serverTimestamp() });
  });
}
