// The published-article count per tag, maintained by a function in stats/tags (one read).
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { COLLECTIONS, type TagStatsDoc } from '../../../lib/model';
import { toTagCounts, type TagCount } from '../lib/tag-counts';

export async function fetchTagCounts(): Promise<TagCount[]> {
  const snap = await getDoc(doc(getDb(), COLLECTIONS.stats, 'tags'));
  return snap.exists() ? toTagCounts((snap.data() as Partial<TagStatsDoc>).tags) : [];
}
