// Mirrors profiles/{uid} into publicProfiles/{uid} without the email (public read, no client writes).
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, TRIGGER_DOCUMENTS } from '@pauta/model';
import { publicProfileOf } from './public-profile';

export const syncPublicProfile = onDocumentWritten(TRIGGER_DOCUMENTS.profile, async (event) => {
  const afterData = event.data?.after.data();
  const after = publicProfileOf(afterData);
  const ref = getFirestore().collection(COLLECTIONS.publicProfiles).doc(event.params.uid);

  if (after === null) {
    await ref.delete();
    return;
  }
  // Always rewritten (not only on change) so a missing public copy heals on the next profile write.
  const updatedAt = afterData?.updatedAt instanceof Timestamp ? afterData.updatedAt : FieldValue.serverTimestamp();
  await ref.set({ ...after, updatedAt });
});
