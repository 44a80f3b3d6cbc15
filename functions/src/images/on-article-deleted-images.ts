// Firestore trigger: deleting an article deletes its image records (each record's own trigger then
// removes its files), so the article editor only deletes the article.
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pauta/model';

export async function deleteArticleImageRecords(articleId: string): Promise<number> {
  const db = getFirestore();
  const records = await db.collection(COLLECTIONS.articleImages).where('articleId', '==', articleId).get();
  const writer = db.bulkWriter();
  for (const record of records.docs) void writer.delete(record.ref);
  await writer.close();
  return records.size;
}

export const onArticleDeletedImages = onDocumentDeleted(`${COLLECTIONS.articles}/{articleId}`, async (event) => {
  const removed = await deleteArticleImageRecords(event.params.articleId);
  logger.info(`onArticleDeletedImages: ${event.params.articleId} → ${removed} imagem(ns) removida(s)`);
});
