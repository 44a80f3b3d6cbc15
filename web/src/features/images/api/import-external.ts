// The importExternalImage callable (functions/src/images/import-external-image.ts).
import { loadFunctions } from '../../../lib/firebase';
import type { ImageImportResult } from '@pauta/model';

export type ImageResult = ImageImportResult;

export async function importExternalImage(url: string, articleId?: string | null): Promise<ImageResult> {
  const [{ httpsCallable }, functions] = await Promise.all([import('firebase/functions'), loadFunctions()]);
  // Longer than the function may run (60 s), so the answer is never given up while it can still come.
  const call = httpsCallable<{ url: string; articleId: string | null }, ImageResult>(functions, 'importExternalImage', {
    timeout: 70_000,
  });
  return (await call({ url, articleId: articleId ?? null })).data;
}

/** Client-side form check, same texts as the server's. Returns the pt-BR problem or null. */
export function checkExternalUrl(url: string): 'required' | 'invalid' | null {
  const trimmed = url.trim();
  if (!trimmed) return 'required';
  return /^https?:\/\/\S+$/i.test(trimmed) ? null : 'invalid';
}
