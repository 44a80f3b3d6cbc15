// What generateThumbnail does for one finalized Storage object: skip anything that is not an
// original image, otherwise write its WebP thumbnail next to it and record the result on the
// object's article_images record(s). Failures are logged and recorded, never thrown: a throwing
// event function would only be retried into the same failure.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { downloadUrl, storageOrigin } from './downloadUrl';
import { findImageRecords, markCompleted, markFailed, type RecordLookup } from './imageRecords';
import { isImageContentType, isOriginalImagePath, thumbnailPathFor } from './imagePaths';
import { makeThumbnail } from './makeThumbnail';

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
export const THUMBNAIL_CACHE_CONTROL = 'public, max-age=31536000';

/** The fields of the event's object resource this job reads. */
export interface FinalizedObject {
  bucket: string;
  name: string;
  contentType?: string;
}

export type ThumbnailJobResult =
  | { status: 'skipped'; reason: 'not-original-image-path' | 'not-image' | 'object-gone' }
  | { status: 'failed'; recordsUpdated: number }
  | {
      status: 'completed';
      thumbnailPath: string;
      thumbnailUrl: string;
      width: number;
      height: number;
      recordsUpdated: number;
    };

export const DEFAULT_RECORD_LOOKUP: RecordLookup = { retryDelaysMs: [1000, 2000] };

export async function runThumbnailJob(
  object: FinalizedObject,
  lookup: RecordLookup = DEFAULT_RECORD_LOOKUP,
): Promise<ThumbnailJobResult> {
  // The thumbnail itself lands in .../thumbnails/, which this check rejects: no recursion.
  if (!isOriginalImagePath(object.name)) return { status: 'skipped', reason: 'not-original-image-path' };
  if (!isImageContentType(object.contentType)) return { status: 'skipped', reason: 'not-image' };

  const where = `gs://${object.bucket}/${object.name}`;
  const bucket = getStorage().bucket(object.bucket);
  const db = getFirestore();
  try {
    const [image] = await bucket.file(object.name).download();
    const thumbnail = await makeThumbnail(image);
    const thumbnailPath = thumbnailPathFor(object.name);
    const token = randomUUID();
    await bucket.file(thumbnailPath).save(thumbnail.data, {
      resumable: false,
      metadata: {
        contentType: THUMBNAIL_CONTENT_TYPE,
        cacheControl: THUMBNAIL_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    const origin = storageOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
    const thumbnailUrl = downloadUrl(origin, object.bucket, thumbnailPath, token);
    const records = await findImageRecords(db, object.name, lookup);
    const recordsUpdated = await markCompleted(records, {
      thumbnailPath,
      thumbnailUrl,
      width: thumbnail.original.width,
      height: thumbnail.original.height,
      format: thumbnail.original.format,
    });
    logger.info(`generateThumbnail: ${where} → ${thumbnailPath}`, {
      width: thumbnail.width,
      height: thumbnail.height,
      bytes: thumbnail.data.length,
      recordsUpdated,
    });
    return {
      status: 'completed',
      thumbnailPath,
      thumbnailUrl,
      width: thumbnail.width,
      height: thumbnail.height,
      recordsUpdated,
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) {
      logger.warn(`generateThumbnail: ${where} was removed before it could be processed`);
      return { status: 'skipped', reason: 'object-gone' };
    }
    logger.error(`generateThumbnail: could not make a thumbnail of ${where}`, error);
    return { status: 'failed', recordsUpdated: await recordFailure(db, object.name, lookup) };
  }
}

async function recordFailure(db: ReturnType<typeof getFirestore>, storagePath: string, lookup: RecordLookup) {
  try {
    return await markFailed(await findImageRecords(db, storagePath, lookup));
  } catch (error) {
    logger.error(`generateThumbnail: could not mark the record of ${storagePath} as failed`, error);
    return 0;
  }
}
