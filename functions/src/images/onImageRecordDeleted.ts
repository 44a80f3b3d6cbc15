// Firestore trigger: when an article_images record goes (the library's delete, or an article's
// delete through onArticleDeletedImages), its original and every processed version go too.
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pauta/model';
import { originalLocation, variantPrefixesFor } from './imagePaths';
import { deleteImageFiles } from './storeVariants';

export async function removeRecordFiles(storagePath: unknown): Promise<number> {
  if (typeof storagePath !== 'string') return 0;
  const location = originalLocation(storagePath);
  if (!location) return 0; // never delete outside article_images on a record's say-so
  return deleteImageFiles(getStorage().bucket(), storagePath, variantPrefixesFor(location.dir, location.file));
}

export const onImageRecordDeleted = onDocumentDeleted(`${COLLECTIONS.articleImages}/{imageId}`, async (event) => {
  const storagePath = event.data?.get('storagePath');
  try {
    const removed = await removeRecordFiles(storagePath);
    logger.info(`onImageRecordDeleted: ${event.params.imageId} → ${removed} objeto(s) removido(s)`);
  } catch (error) {
    logger.error(`onImageRecordDeleted: could not remove the files of ${String(storagePath)}`, error);
  }
});
