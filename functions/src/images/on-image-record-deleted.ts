// Firestore trigger: when an article_images record goes (the library's delete, or an article's
// delete through onArticleDeletedImages), its original and every processed version it names go
// too. Only objects of the record's own folder are deleted, whatever the record says: a record
// naming another person's files deletes nothing of theirs.
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@pauta/model';
import { isVariantPathIn, originalLocation } from './image-paths';
import { deleteObjects } from './store-variants';

/** The objects a deleted record owned: its original, its recorded versions and its thumbnail. */
export function recordFiles(record: Record<string, unknown> | undefined): string[] {
  const storagePath = record?.storagePath;
  if (typeof storagePath !== 'string') return [];
  const location = originalLocation(storagePath);
  if (!location) return []; // never delete outside article_images on a record's say-so
  const named = [...(Array.isArray(record?.variantPaths) ? record.variantPaths : []), record?.thumbnailPath];
  return [storagePath, ...named.filter((path) => isVariantPathIn(location.dir, path))];
}

export async function removeRecordFiles(record: Record<string, unknown> | undefined): Promise<number> {
  const files = recordFiles(record);
  return files.length ? deleteObjects(getStorage().bucket(), files) : 0;
}

export const onImageRecordDeleted = onDocumentDeleted(`${COLLECTIONS.articleImages}/{imageId}`, async (event) => {
  const record = event.data?.data();
  try {
    const removed = await removeRecordFiles(record);
    logger.info(`onImageRecordDeleted: ${event.params.imageId} → ${removed} objeto(s) removido(s)`);
  } catch (error) {
    logger.error(`onImageRecordDeleted: could not remove the files of ${String(record?.storagePath)}`, error);
  }
});
