// Whether an upload's metadata may link its new record to an article: the same allowance the rules
// give a client writing the record (firestore.rules mayLinkImage): staff link anywhere; a
// contributor only to their own article, or one not created yet. The upload's metadata is the
// uploader's to write, so the trigger checks it as the rules would.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, isStaff } from '@pauta/model';

const ARTICLE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The article id to record for an upload by `uid`, or null when the uploader may not link there. */
export async function linkableArticleId(db: Firestore, uid: string, claimed: unknown): Promise<string | null> {
  if (typeof claimed !== 'string' || !ARTICLE_ID.test(claimed)) return null;
  const [profile, article] = await Promise.all([
    db.collection(COLLECTIONS.profiles).doc(uid).get(),
    db.collection(COLLECTIONS.articles).doc(claimed).get(),
  ]);
  if (isStaff(profile.get('role'))) return claimed;
  return !article.exists || article.get('authorId') === uid ? claimed : null;
}
