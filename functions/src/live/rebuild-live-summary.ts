// liveSummaries/{articleId}: a live coverage as its readers see it (the article page is rendered
// from it, the readers' polling is answered from it: one read, whatever the audience). Rebuilt
// whole in one transaction from the coverage, its newest entries and the article, so two rebuilds
// racing (two staff members posting at once) cannot leave an older summary; idempotent. Gone when
// the article is not published (a takedown takes its coverage along) or the coverage is gone. The
// first summary marks its article (`liveCoverage: true`): only such an article's page reads it.
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  isEmbedData,
  LIVE_ENTRIES_SUBCOLLECTION,
  LIVE_SUMMARY_COLLECTION,
  LIVE_SUMMARY_ENTRIES,
  type LiveCoverageDoc,
  type LiveEntryDoc,
  type LiveSummaryDoc,
  type LiveSummaryEntry,
} from '@pauta/model';

export const liveSummaryRef = (db: Firestore, articleId: string) =>
  db.collection(LIVE_SUMMARY_COLLECTION).doc(articleId);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function entryOf(id: string, data: Partial<LiveEntryDoc<Timestamp>>): LiveSummaryEntry<Timestamp> | null {
  if (!data.createdAt) return null;
  return {
    id,
    text: text(data.text),
    imageUrl: text(data.imageUrl),
    imageAlt: text(data.imageAlt),
    // Rule-checked when written; checked again here, since readers are shown it.
    embed: isEmbedData(data.embed) ? data.embed : null,
    authorName: text(data.authorName),
    createdAt: data.createdAt,
    editedAt: data.editedAt ?? null,
  };
}

/** Rebuilds the summary; returns whether one now exists. */
export async function rebuildLiveSummary(db: Firestore, articleId: string): Promise<boolean> {
  const coverageRef = db.collection(COLLECTIONS.liveCoverage).doc(articleId);
  const target = liveSummaryRef(db, articleId);
  return db.runTransaction(async (tx) => {
    const [article, coverage, newest] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.articles).doc(articleId)),
      tx.get(coverageRef),
      // Two more than kept: the pinned one is listed apart, and one more tells there are older ones.
      tx.get(
        coverageRef
          .collection(LIVE_ENTRIES_SUBCOLLECTION)
          .orderBy('createdAt', 'desc')
          .limit(LIVE_SUMMARY_ENTRIES + 2),
      ),
    ]);
    const data = coverage.data() as Partial<LiveCoverageDoc<Timestamp>> | undefined;
    if (article.get('status') !== 'published' || !data?.startedAt) {
      tx.delete(target);
      return false;
    }
    const entries = newest.docs.flatMap((d) => entryOf(d.id, d.data()) ?? []);
    const pinnedId = data.pinnedEntryId ?? null;
    let pinned = entries.find((e) => e.id === pinnedId) ?? null;
    if (pinnedId && !pinned) {
      // Pinned, but older than the newest kept: read it on its own.
      const snap = await tx.get(coverageRef.collection(LIVE_ENTRIES_SUBCOLLECTION).doc(pinnedId));
      pinned = snap.exists ? entryOf(snap.id, snap.data() ?? {}) : null;
    }
    const listed = entries.filter((e) => e.id !== pinned?.id);
    const summary: Omit<LiveSummaryDoc<Timestamp>, 'updatedAt'> = {
      status: data.status === 'ended' ? 'ended' : 'live',
      startedAt: data.startedAt,
      endedAt: data.endedAt ?? null,
      pinned,
      entries: listed.slice(0, LIVE_SUMMARY_ENTRIES),
      more: listed.length > LIVE_SUMMARY_ENTRIES,
    };
    tx.set(target, { ...summary, updatedAt: FieldValue.serverTimestamp() });
    // The article page reads the summary only for an article marked so (in this transaction: a
    // render that sees the mark finds the summary).
    if (article.get('liveCoverage') !== true) tx.update(article.ref, { liveCoverage: true });
    return true;
  });
}
