// What processUploadedImage does for one finalized Storage object: skip anything that is not an
// original image, otherwise write its WebP versions next to it and complete its article_images
// record (created pending by the uploader, whose id travels in the object's custom metadata
// `imageId`; created here when missing). Failures are recorded with a pt-BR reason, never thrown:
// a throwing event function would only be retried into the same failure.
import { FieldValue, getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@pauta/model';
import { publicUrl, storageOrigin } from './downloadUrl';
import { IMAGE_FAILURE } from './failureReasons';
import { isImageContentType, parseOriginalImagePath, IMAGES_ROOT } from './imagePaths';
import { completedFields, failedFields } from './imageRecord';
import { ImageRejected, processImage } from './processImage';
import { storeVariants } from './storeVariants';

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
    const processed = await processImage(input);
    const stored = await storeVariants(bucket, `${IMAGES_ROOT}/${parsed.uid}`, parsed.file, processed);
    await record.update({ ...completedFields(processed, stored), updatedAt: FieldValue.serverTimestamp() });
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
 * otherwise a new pending record, so every upload shows in its owner's library.
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
  const articleId = object.metadata?.articleId;
  const ref = images.doc();
  await ref.set({
    filename: file,
    originalUrl: null,
    storagePath: object.name,
    url: publicUrl(storageOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST), object.bucket, object.name),
    authorId: uid,
    articleId: typeof articleId === 'string' && articleId ? articleId : null,
    isExternal: false,
    processingStatus: 'pending',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref;
}
