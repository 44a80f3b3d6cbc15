// Firestore trigger: deleting an article deletes what the editor kept about it that the deleting
// person cannot reach through the rules: every person's autosaved draft
// (articleDrafts/{articleId}/people/{uid}, readable only by its owner and admins), the shared draft
// of the older model (articleDrafts/{articleId}), the edit lease (articleLocks/{articleId}) and its
// preview links (previewLinks, functions only) and its notes (articles/{id}/notes, which no client may
// delete); a pauta it was made from goes back to 'new'.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, EDITOR_COLLECTIONS, NOTES_SUBCOLLECTION, type GeneratedPostDoc } from '@pauta/model';
import { deletePreviewLinks } from '../previews/revoke-preview-links';

export async function deleteArticleEditorState(articleId: string): Promise<number> {
  const db = getFirestore();
  const [drafts, pautas, notes] = await Promise.all([
    db.collection(`${EDITOR_COLLECTIONS.articleDrafts}/${articleId}/${EDITOR_COLLECTIONS.draftOwners}`).get(),
    db.collection(COLLECTIONS.generatedPosts).where('articleId', '==', articleId).get(),
    db.collection(`${COLLECTIONS.articles}/${articleId}/${NOTES_SUBCOLLECTION}`).get(),
  ]);
  const writer = db.bulkWriter();
  for (const draft of drafts.docs) void writer.delete(draft.ref);
  for (const note of notes.docs) void writer.delete(note.ref);
  void writer.delete(db.doc(`${EDITOR_COLLECTIONS.articleDrafts}/${articleId}`));
  void writer.delete(db.doc(`${COLLECTIONS.articleLocks}/${articleId}`));
  // The pauta is free again; a discarded one stays discarded. Its version moves on like any write.
  for (const pauta of pautas.docs) {
    const status: GeneratedPostDoc['status'] = pauta.get('status') === 'discarded' ? 'discarded' : 'new';
    void writer.update(pauta.ref, {
      articleId: null,
      status,
      version: FieldValue.increment(1),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await writer.close();
  await deletePreviewLinks(db, articleId);
  return drafts.size;
}

export const onArticleDeletedEditorState = onDocumentDeleted(`${COLLECTIONS.articles}/{articleId}`, async (event) => {
  const removed = await deleteArticleEditorState(event.params.articleId);
  logger.info(`onArticleDeletedEditorState: ${event.params.articleId} → ${removed} rascunho(s) removido(s)`);
});
