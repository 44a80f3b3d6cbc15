// What processUploadedImage does for one finalized Storage object: skip anything that is not an
// original image, otherwise write its WebP versions beside it under a fresh random key, complete
// its article_images record (created pending by the uploader, whose id travels in the object's
// custom metadata `imageId`; created here when missing) and revoke the original's download token.
// Replacing an original processes it again: the record then names only the new versions and the
// previous ones are deleted. Failures are recorded with a pt-BR reason, never thrown: a throwing
// event function would only be retried into the same failure.
import { FieldValue, getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, IMAGES_ROOT, parseOriginalImagePath } from '@pauta/model';
import { IMAGE_FAILURE } from './failure-reasons';
import { isImageContentType, isVariantPathIn } from './image-paths';
import { completedFields, failedFields } from './image-record';
import { linkableArticleId } from './link-permission';
import { ImageRejected, processImage } from './process-image';
import { deleteObjects, revokeDownloadTokens, storeVariants } from './store-variants';

/** The fields of the event's object resource this job reads. */
export interface FinalizedObject {
  bucket: string;
  name: string;
  contentType?: string;
  metadata?: Record<string, string> | null;
}

export type UploadJobResult =
  | { status: 'skipped'; reason: 'not-original-image-path' | 'not-image' | 'object-gone' }
  | { status: 'failed'; recordId: string; reason: string }
  | { status: 'completed'; recordId: string; millis: number };

export async function runUploadJob(object: FinalizedObject): Promise<UploadJobResult> {
  const parsed = parseOriginalImagePath(object.name);
  if (!parsed) return { status: 'skipped', reason: 'not-original-image-path' };
  if (!isImageContentType(object.contentType)) return { status: 'skipped', reason: 'not-image' };

  const where = `gs://${object.bucket}/${object.name}`;
  const bucket = getStorage().bucket(object.bucket);
  const dir = `${IMAGES_ROOT}/${parsed.uid}`;
  const started = Date.now();
  let input: Buffer;
  try {
    [input] = await bucket.file(object.name).download();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 404) throw error; // retried by the platform
    logger.warn(`processUploadedImage: ${where} was removed before it could be processed`);
    return { status: 'skipped', reason: 'object-gone' };
  }
  const record = await recordFor(object, parsed.uid, parsed.file);
  try {
    await revokeDownloadTokens(bucket, object.name);
    const processed = await processImage(input);
    const stored = await storeVariants(bucket, dir, processed);
    // The versions the record named before (a replaced original): read and replaced in one transaction,
    // so two processings racing each delete the other's versions only once they are unnamed.
    const previous = await getFirestore().runTransaction(async (tx) => {
      const before = (await tx.get(record)).get('variantPaths');
      tx.update(record, { ...completedFields(processed, stored), updatedAt: FieldValue.serverTimestamp() });
      return Array.isArray(before) ? before : [];
    });
    const stale = previous.filter((path) => isVariantPathIn(dir, path) && !stored.paths.includes(path));
    if (stale.length) await deleteObjects(bucket, stale);
    const millis = Date.now() - started;
    logger.info(`processUploadedImage: ${where} → ${stored.mainPath}`, { millis, bytes: processed.main.data.length });
    return { status: 'completed', recordId: record.id, millis };
  } catch (error) {
    const reason = error instanceof ImageRejected ? error.message : IMAGE_FAILURE.storage;
    logger.error(`processUploadedImage: could not process ${where}`, error);
    await record
      .update({ ...failedFields(reason), updatedAt: FieldValue.serverTimestamp() })
      .catch((e: unknown) => logger.error(`processUploadedImage: could not mark ${record.path} as failed`, e));
    return { status: 'failed', recordId: record.id, reason };
  }
}

/**
 * The uploader's pending record when the metadata names one that describes this very object;
 * otherwise a new pending record, so every upload shows in its owner's library, linked to the
 * metadata's article only where the uploader may link (link-permission.ts).
 */
async function recordFor(object: FinalizedObject, uid: string, file: string): Promise<DocumentReference> {
  const db = getFirestore();
  const images = db.collection(COLLECTIONS.articleImages);
  const claimed = object.metadata?.imageId;
  if (claimed && /^[A-Za-z0-9_-]{1,128}$/.test(claimed)) {
    const snapshot = await images.doc(claimed).get();
    const data = snapshot.data();
    if (data && data.storagePath === object.name && data.authorId === uid) return snapshot.ref;
  }
  const existing = await images.where('storagePath', '==', object.name).limit(1).get();
  if (!existing.empty) return existing.docs[0].ref;
  const articleId = await linkableArticleId(db, uid, object.metadata?.articleId);
  const ref = images.doc();
  await ref.set({
    filename: file,
    originalUrl: null,
    storagePath: object.name,
    // No public version exists until processing completes (the original itself is private).
    url: '',
    authorId: uid,
    articleId,
    isExternal: false,
    processingStatus: 'pending',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref;
}
