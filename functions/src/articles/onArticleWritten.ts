// Keeps stats/tags (published articles per tag) and the home snapshot (public/home) in step with
// every article create, update and delete.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publishedTagsOf, tagCountChanges } from './tagCounts';
import { updateTagStats } from './updateTagStats';
import { rebuildHomeSnapshot } from '../home/rebuildHomeSnapshot';
import { touchesPublished } from './touchesPublished';

export const onArticleWritten = onDocumentWritten('articles/{id}', async (event) => {
  const beforeData = event.data?.before.data();
  const afterData = event.data?.after.data();
  const db = getFirestore();
  await updateTagStats(db, tagCountChanges(publishedTagsOf(beforeData), publishedTagsOf(afterData)), event.id);
  if (touchesPublished(beforeData, afterData)) await rebuildHomeSnapshot(db);
});
