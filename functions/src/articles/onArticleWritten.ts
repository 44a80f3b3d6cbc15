// Keeps stats/tags (published articles per tag) in step with every article create, update and delete.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publishedTagsOf, tagCountChanges } from './tagCounts';
import { updateTagStats } from './updateTagStats';

export const onArticleWritten = onDocumentWritten('articles/{id}', async (event) => {
  const before = publishedTagsOf(event.data?.before.data());
  const after = publishedTagsOf(event.data?.after.data());
  await updateTagStats(getFirestore(), tagCountChanges(before, after), event.id);
});
