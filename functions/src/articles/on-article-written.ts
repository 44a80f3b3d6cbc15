// Keeps stats/tags (published articles per tag) and the home snapshot (public/home) in step with
// every article create, update and delete.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publishedTagsOf, tagCountChanges, TRIGGER_DOCUMENTS } from '@pauta/model';
import { updateTagStats } from './update-tag-stats';
import { rebuildHomeSnapshot } from '../home/rebuild-home-snapshot';
import { touchesPublished } from './touches-published';

export const onArticleWritten = onDocumentWritten(TRIGGER_DOCUMENTS.article, async (event) => {
  const beforeData = event.data?.before.data();
  const afterData = event.data?.after.data();
  const db = getFirestore();
  await updateTagStats(db, tagCountChanges(publishedTagsOf(beforeData), publishedTagsOf(afterData)), event.id);
  if (touchesPublished(beforeData, afterData)) await rebuildHomeSnapshot(db);
});
