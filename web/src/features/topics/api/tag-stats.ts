// The published-article count per tag, maintained by a function in stats/tags (one read).
import { loadFirestore } from '../../../lib/firestore';
import { COLLECTIONS, TAG_STATS_DOC, type TagStatsDoc } from '@pauta/model';
import { toTagCounts, type TagCount } from '../lib/tag-counts';

export async function fetchTagCounts(): Promise<TagCount[]> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.stats, TAG_STATS_DOC));
  return snap.exists() ? toTagCounts((snap.data() as Partial<TagStatsDoc>).tags) : [];
}
