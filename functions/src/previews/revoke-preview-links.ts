// An article's preview links end with the draft they show: publication revokes them (the links
// then 301 to the article, and stay dead if it is unpublished again), deletion removes them.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { PREVIEW_COLLECTIONS, type PreviewRevokeReason } from '@pauta/model';

const linksOf = (db: Firestore, articleId: string) =>
  db.collection(PREVIEW_COLLECTIONS.links).where('articleId', '==', articleId);

/** Marks every live link of the article revoked; returns how many it revoked. */
export async function revokePreviewLinks(
  db: Firestore,
  articleId: string,
  reason: PreviewRevokeReason,
): Promise<number> {
  const snap = await linksOf(db, articleId).where('revokedAt', '==', null).get();
  if (snap.empty) return 0;
  const writer = db.bulkWriter();
  for (const link of snap.docs)
    void writer.update(link.ref, { revokedAt: FieldValue.serverTimestamp(), revokedBy: null, revokedReason: reason });
  await writer.close();
  return snap.size;
}

/** Deletes every link of a deleted article. */
export async function deletePreviewLinks(db: Firestore, articleId: string): Promise<number> {
  const snap = await linksOf(db, articleId).get();
  if (snap.empty) return 0;
  const writer = db.bulkWriter();
  for (const link of snap.docs) void writer.delete(link.ref);
  await writer.close();
  return snap.size;
}

/** Whether this write is the article's publication (from any other status). */
export function isPublication(before: unknown, after: unknown): boolean {
  const statusOf = (data: unknown) => (data as { status?: unknown } | undefined)?.status;
  return statusOf(after) === 'published' && statusOf(before) !== 'published';
}
