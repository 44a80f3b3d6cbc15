// The published-article count per tag, maintained by a function in stats/tags (one read).
import { loadFirestore } from '../../../lib/firestore';
import { COLLECTIONS, type TagStatsDoc } from '../../../lib/model';
import { toTagCounts, type TagCount } from '../lib/tag-counts';

export async function fetchTagCounts(): Promise<TagCount[]> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.stats, 'tags'));
  return snap.exists() ? toTagCounts((snap.data() as Partial<TagStatsDoc>).tags) : [];
}
