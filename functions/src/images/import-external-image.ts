// Callable `importExternalImage({ url, articleId })`: the newsroom only (role read from the caller's
// profile; a contributor only for their own articles, as the rules hold their records), at most IMPORT_LIMIT imports per caller, downloads the image through the SSRF guard,
// runs the same pipeline as uploads and stores the original, privately, under
// article_images/{uid}/external/ with an article_images record (isExternal, originalUrl). Every
// refusal is a client error in pt-BR and stores nothing.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  EXTERNAL_FOLDER,
  IMAGE_COLLECTIONS,
  IMAGE_IMPORT_FAILURES,
  IMAGES_ROOT,
  isNewsroom,
  isStaff,
  LIMITS,
  type CallableFailureDetails,
  type ImageImportFailure,
  type ImageImportResult,
} from '@pauta/model';
import { takeWindowSlot, type CallerLimit } from '../guards/caller-window';
import { devAllowlist, devFetchFixtures } from './dev-allowlist';
import { IMAGE_FAILURE } from './failure-reasons';
import { extensionFor, remoteFileName, storedFileName } from './file-names';
import { FetchRefused, fetchExternalImage, type FetchPolicy, type RefusalKind } from './guarded-fetch';
import { completedFields } from './image-record';
import { ImageRejected, processImage } from './process-image';
import { revokeDownloadTokens, storeVariants } from './store-variants';
import { verifiedCaller } from '../auth/verified-caller';

export const IMPORT_TEXT = {
  unauthenticated: 'Usuário não autenticado',
  notStaff: 'Apenas administradores, editores e colaboradores podem importar imagens',
  notOwnArticle: 'Você só pode importar imagens para os seus próprios artigos',
  urlRequired: 'URL necessário',
  invalidUrl: 'URL de imagem inválido',
  rateLimited: 'Muitas importações em pouco tempo. Tente novamente em alguns minutos.',
  notImage: 'A resposta do servidor não é uma imagem válida',
  failed: IMAGE_IMPORT_FAILURES.failed,
} as const;

/** Each import downloads and decodes up to 5 MB on a 1 GiB function: 30 per caller per 10 minutes. */
export const IMPORT_LIMIT: CallerLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 };

const REFUSAL_CODE: Record<RefusalKind, FunctionsErrorCode> = {
  'invalid-url': 'invalid-argument',
  'forbidden-address': 'permission-denied',
  timeout: 'deadline-exceeded',
  'too-large': 'invalid-argument',
  'not-image': 'invalid-argument',
  unreachable: 'invalid-argument',
};

export function importPolicy(): FetchPolicy {
  return {
    timeoutMs: 5000,
    maxBytes: LIMITS.imageUploadMaxBytes,
    maxRedirects: 3,
    allowlist: devAllowlist(),
    fixtures: devFetchFixtures(),
  };
}

export interface ImportOptions {
  policy?: FetchPolicy;
  limit?: CallerLimit;
  now?: () => number;
}

export async function handleImport(
  uid: string | undefined,
  data: unknown,
  { policy = importPolicy(), limit = IMPORT_LIMIT, now = Date.now }: ImportOptions = {},
): Promise<ImageImportResult> {
  if (!uid) throw new HttpsError('unauthenticated', IMPORT_TEXT.unauthenticated);
  const db = getFirestore();
  const role: unknown = (await db.collection(COLLECTIONS.profiles).doc(uid).get()).get('role');
  if (!isNewsroom(role)) throw new HttpsError('permission-denied', IMPORT_TEXT.notStaff);

  const { url, articleId } = (data ?? {}) as { url?: unknown; articleId?: unknown };
  if (typeof url !== 'string' || !url.trim()) throw new HttpsError('invalid-argument', IMPORT_TEXT.urlRequired);
  if (url.length > LIMITS.imageUrlMax) throw new HttpsError('invalid-argument', IMPORT_TEXT.invalidUrl);
  const article = typeof articleId === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(articleId) ? articleId : null;
  if (article && !isStaff(role)) {
    const stored = await db.collection(COLLECTIONS.articles).doc(article).get();
    if (stored.exists && stored.get('authorId') !== uid)
      throw new HttpsError('permission-denied', IMPORT_TEXT.notOwnArticle);
  }
  const callers = db.collection(IMAGE_COLLECTIONS.importCallers);
  if (!(await takeWindowSlot(db, callers.doc(uid), 'imports', now(), limit)))
    throw new HttpsError('resource-exhausted', IMPORT_TEXT.rateLimited);

  try {
    const fetched = await fetchExternalImage(url, policy);
    const processed = await processImage(fetched.data);
    const file = storedFileName(
      remoteFileName(fetched.finalUrl),
      extensionFor(fetched.contentType, processed.original.format),
    );
    const dir = `${IMAGES_ROOT}/${uid}`;
    const originalPath = `${dir}/${EXTERNAL_FOLDER}/${file}`;
    const bucket = getStorage().bucket();
    await bucket.file(originalPath).save(fetched.data, {
      resumable: false,
      metadata: { contentType: fetched.contentType, cacheControl: 'private, max-age=0' },
    });
    await revokeDownloadTokens(bucket, originalPath);
    const stored = await storeVariants(bucket, dir, processed);
    const record = completedFields(processed, stored);
    const ref = db.collection(COLLECTIONS.articleImages).doc();
    await ref.set({
      ...record,
      filename: file,
      originalUrl: url.trim(),
      storagePath: originalPath,
      authorId: uid,
      articleId: article,
      isExternal: true,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return {
      id: ref.id,
      url: record.url,
      thumbnailUrl: record.thumbnailUrl,
      width: record.width,
      height: record.height,
      size: record.compressedSizeBytes,
      format: record.format,
      compressionRatio: record.compressionRatio,
      filename: file,
      variants: record.variants,
    };
  } catch (error) {
    throw importError(error);
  }
}

/** A failure whose code the SDK also uses on its own names its reason (see IMAGE_IMPORT_FAILURES). */
const withReason = (code: FunctionsErrorCode, reason: ImageImportFailure) =>
  new HttpsError(code, IMAGE_IMPORT_FAILURES[reason], { reason } satisfies CallableFailureDetails<ImageImportFailure>);

/** What the caller is told when the download, the pipeline or the storing failed. */
export function importError(error: unknown): HttpsError {
  if (error instanceof FetchRefused) {
    if (error.kind === 'timeout') return withReason(REFUSAL_CODE.timeout, 'timeout');
    return new HttpsError(REFUSAL_CODE[error.kind], error.message);
  }
  if (error instanceof ImageRejected) {
    const message = error.message === IMAGE_FAILURE.tooManyPixels ? error.message : IMPORT_TEXT.notImage;
    return new HttpsError('invalid-argument', message);
  }
  logger.error('importExternalImage: could not store the image', error);
  return withReason('unavailable', 'failed');
}

export const importExternalImage = onCall({ memory: '1GiB', timeoutSeconds: 60, maxInstances: 10 }, (request) =>
  handleImport(verifiedCaller(request.auth) ?? undefined, request.data),
);
