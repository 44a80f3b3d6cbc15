// Callable `importExternalImage({ url, articleId })`: staff only (role read from the caller's
// profile), downloads the image through the SSRF guard, runs the same pipeline as uploads and
// stores the original under article_images/{uid}/external/ with an article_images record
// (isExternal, originalUrl). Every refusal is a client error and stores nothing.
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { COLLECTIONS, LIMITS, isRole, type ImageImportResult } from '@pauta/model';
import { devAllowlist } from './devAllowlist';
import { IMAGE_FAILURE } from './failureReasons';
import { extensionFor, storedFileName } from './fileNames';
import { FetchRefused, fetchExternalImage, type FetchPolicy, type RefusalKind } from './guardedFetch';
import { EXTERNAL_FOLDER, IMAGES_ROOT } from './imagePaths';
import { completedFields } from './imageRecord';
import { ImageRejected, processImage } from './processImage';
import { storeVariants } from './storeVariants';

export const IMPORT_TEXT = {
  unauthenticated: 'Usuário não autenticado',
  notStaff: 'Apenas administradores e editores podem importar imagens',
  urlRequired: 'URL necessário',
} as const;

type ImportResult = ImageImportResult;

const REFUSAL_CODE: Record<RefusalKind, FunctionsErrorCode> = {
  'invalid-url': 'invalid-argument',
  'forbidden-address': 'permission-denied',
  timeout: 'deadline-exceeded',
  'too-large': 'invalid-argument',
  'not-image': 'invalid-argument',
  unreachable: 'invalid-argument',
};

export function importPolicy(): FetchPolicy {
  return { timeoutMs: 5000, maxBytes: LIMITS.imageUploadMaxBytes, maxRedirects: 3, allowlist: devAllowlist() };
}

export async function handleImport(
  uid: string | undefined,
  data: unknown,
  policy = importPolicy(),
): Promise<ImportResult> {
  if (!uid) throw new HttpsError('unauthenticated', IMPORT_TEXT.unauthenticated);
  const db = getFirestore();
  const role = (await db.collection(COLLECTIONS.profiles).doc(uid).get()).get('role');
  if (!isRole(role) || role === 'user') throw new HttpsError('permission-denied', IMPORT_TEXT.notStaff);

  const { url, articleId } = (data ?? {}) as { url?: unknown; articleId?: unknown };
  if (typeof url !== 'string' || !url.trim()) throw new HttpsError('invalid-argument', IMPORT_TEXT.urlRequired);
  if (url.length > LIMITS.imageUrlMax) throw new HttpsError('invalid-argument', 'URL de imagem inválido');
  const article = typeof articleId === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(articleId) ? articleId : null;

  try {
    const fetched = await fetchExternalImage(url, policy);
    const processed = await processImage(fetched.data);
    const remoteName = decodeURIComponent(new URL(fetched.finalUrl).pathname.split('/').pop() ?? '') || 'imagem';
    const file = storedFileName(remoteName, extensionFor(fetched.contentType, processed.original.format));
    const dir = `${IMAGES_ROOT}/${uid}`;
    const bucket = getStorage().bucket();
    await bucket.file(`${dir}/${EXTERNAL_FOLDER}/${file}`).save(fetched.data, {
      resumable: false,
      metadata: { contentType: fetched.contentType, cacheControl: 'public, max-age=31536000' },
    });
    const stored = await storeVariants(bucket, dir, file, processed);
    const record = completedFields(processed, stored);
    const ref = db.collection(COLLECTIONS.articleImages).doc();
    await ref.set({
      ...record,
      filename: file,
      originalUrl: url.trim(),
      storagePath: `${dir}/${EXTERNAL_FOLDER}/${file}`,
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
    };
  } catch (error) {
    if (error instanceof FetchRefused) throw new HttpsError(REFUSAL_CODE[error.kind], error.message);
    if (error instanceof ImageRejected) {
      const message =
        error.message === IMAGE_FAILURE.tooManyPixels
          ? error.message
          : 'A resposta do servidor não é uma imagem válida';
      throw new HttpsError('invalid-argument', message);
    }
    logger.error('importExternalImage: could not store the image', error);
    throw new HttpsError('unavailable', 'Erro ao processar imagem externa');
  }
}

export const importExternalImage = onCall({ memory: '1GiB', timeoutSeconds: 60 }, (request) =>
  handleImport(request.auth?.uid, request.data),
);
