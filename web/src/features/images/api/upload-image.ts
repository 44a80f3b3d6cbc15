// One upload: a pending article_images record first, then the original with a resumable upload
// naming that record (custom metadata imageId), then waiting for processUploadedImage to complete
// or fail it. The original stays private (staff only); the record gets its public URLs (the
// processed versions) from the pipeline. firebase/storage is loaded here, inside the admin area only.
import { collection, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb, loadStorage } from '../../../lib/firebase';
import { COLLECTIONS, IMAGE_UPLOAD, emptyImageMetadata, type ImageMetadata } from '@pauta/model';
import { ServiceWriteError } from '../../../lib/service-error';
import { storedFileName } from '../lib/file-names';
import { fetchImage, type LibraryImage } from './image-records';

export interface UploadTarget {
  uid: string;
  articleId?: string | null;
}

/**
 * Creates the record and uploads; resolves with the record id once the bytes are stored. A failed
 * write is a ServiceWriteError ('Houve um erro ao salvar metadados da imagem' / '... fazer upload da imagem').
 */
export async function uploadOriginal(
  file: File,
  { uid, articleId }: UploadTarget,
  onProgress: (percent: number) => void,
  meta: ImageMetadata = emptyImageMetadata(),
): Promise<string> {
  const filename = storedFileName(file.name);
  const storagePath = `${IMAGE_UPLOAD.storageRoot}/${uid}/${filename}`;
  const record = doc(collection(getDb(), COLLECTIONS.articleImages));
  try {
    await setDoc(record, {
      filename,
      originalUrl: null,
      storagePath,
      url: '',
      authorId: uid,
      articleId: articleId ?? null,
      isExternal: false,
      processingStatus: 'pending',
      ...meta,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    throw new ServiceWriteError(error, 'salvar metadados da imagem');
  }
  const [{ ref, uploadBytesResumable }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  const task = uploadBytesResumable(ref(storage, storagePath), file, {
    contentType: file.type,
    customMetadata: { imageId: record.id, ...(articleId ? { articleId } : {}) },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) =>
          onProgress(snapshot.totalBytes ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0),
        reject,
        () => resolve(),
      );
    });
  } catch (error) {
    // Nothing was stored: the pending record would otherwise stay in the library forever.
    await deleteDoc(record).catch(() => {});
    throw new ServiceWriteError(error, 'fazer upload da imagem');
  }
  return record.id;
}

/** Polls the record until the pipeline completes or fails it (or gives up after `timeoutMs`). */
export async function waitForProcessing(
  id: string,
  { intervalMs = 700, timeoutMs = 90_000 } = {},
): Promise<LibraryImage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const image = await fetchImage(id);
    if (image && image.processingStatus !== 'pending') return image;
    if (Date.now() > deadline) throw new Error('Tempo esgotado ao processar a imagem');
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
