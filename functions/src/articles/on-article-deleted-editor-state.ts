// Firestore trigger: deleting an article deletes what the editor kept about it that the deleting
// person cannot reach through the rules: every person's autosaved draft
// (articleDrafts/{articleId}/people/{uid}, readable only by its owner and admins), the shared draft
// of the older model (articleDrafts/{articleId}) and the edit lease (articleLocks/{articleId}).
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, EDITOR_COLLECTIONS } from '@pauta/model';

export async function deleteArticleEditorState(articleId: string): Promise<number> {
  const db = getFirestore();
  const drafts = await db
    .collection(`${EDITOR_COLLECTIONS.articleDrafts}/${articleId}/${EDITOR_COLLECTIONS.draftOwners}`)
    .get();
  const writer = db.bulkWriter();
  for (const draft of drafts.docs) void writer.delete(draft.ref);
  void writer.delete(db.doc(`${EDITOR_COLLECTIONS.articleDrafts}/${articleId}`));
  void writer.delete(db.doc(`${COLLECTIONS.articleLocks}/${articleId}`));
  await writer.close();
  return drafts.size;
}

export const onArticleDeletedEditorState = onDocumentDeleted(`${COLLECTIONS.articles}/{articleId}`, async (event) => {
  const removed = await deleteArticleEditorState(event.params.articleId);
  logger.info(`onArticleDeletedEditorState: ${event.params.articleId} → ${removed} rascunho(s) removido(s)`);
});
