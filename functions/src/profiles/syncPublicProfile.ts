// Mirrors profiles/{uid} into publicProfiles/{uid} without the email (public read, no client writes).
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../model';
import { publicProfileOf, samePublicProfile } from './publicProfile';

export const syncPublicProfile = onDocumentWritten('profiles/{uid}', async (event) => {
  const beforeData = event.data?.before.data();
  const afterData = event.data?.after.data();
  const before = publicProfileOf(beforeData);
  const after = publicProfileOf(afterData);
  const ref = getFirestore().collection(COLLECTIONS.publicProfiles).doc(event.params.uid);

  if (after === null) {
    await ref.delete();
    return;
  }
  // Writes that touch only private fields (email, timestamps) need no public write.
  if (beforeData !== undefined && samePublicProfile(before, after)) return;

  const updatedAt = afterData?.updatedAt instanceof Timestamp ? afterData.updatedAt : FieldValue.serverTimestamp();
  await ref.set({ ...after, updatedAt });
});
