// Where images live in Storage and which uploads storage.rules accepts (docs/data-model.md).
// Originals sit directly under article_images/{uid}/ and are private (staff only); the processed
// versions (./image-variants.ts) one level deeper, so a version can never be mistaken for an
// original (this is what keeps processUploadedImage from triggering itself).
import { type ImageVariants } from './image-variants.js';
import { LIMITS } from './limits.js';

export const IMAGES_ROOT = 'article_images';
export const COVERS_ROOT = 'covers';
/** Where importExternalImage keeps the originals it fetched: private, and out of the upload trigger's reach. */
export const EXTERNAL_FOLDER = 'external';
/** imageImportCallers/{uid}: the times of a caller's recent imports (functions only; no rule matches it). */
export const IMAGE_COLLECTIONS = { importCallers: 'imageImportCallers' } as const;

/** The image types an upload may declare. */
export const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif'] as const;
export const IMAGE_CONTENT_TYPES = IMAGE_TYPES.map((type) => `image/${type}`);
export const IMAGE_UPLOAD_MAX_BYTES = LIMITS.imageUploadMaxBytes;

export const isAcceptedImageType = (contentType: string) => (IMAGE_CONTENT_TYPES as string[]).includes(contentType);

/** The uid and filename of `article_images/{uid}/{file}`, or null for any other object name. */
export function parseOriginalImagePath(name: string): { uid: string; file: string } | null {
  const segments = name.split('/');
  if (segments.length !== 3) return null;
  const [root, uid, file] = segments;
  if (root !== IMAGES_ROOT || !uid || !file) return null;
  return { uid, file };
}

export function isOriginalImagePath(name: string): boolean {
  return parseOriginalImagePath(name) !== null;
}

// ---------- image library: the uploader's defaults (an editor may pass its own) ----------
export const IMAGE_UPLOAD = {
  maxFiles: 5,
  maxSizeBytes: IMAGE_UPLOAD_MAX_BYTES,
  acceptedTypes: IMAGE_CONTENT_TYPES,
  storageRoot: IMAGES_ROOT,
} as const;

/**
 * importExternalImage's failures whose HTTP code the browser's SDK also uses for failures of its own
 * (deadline-exceeded, unavailable): the function names them in its HttpsError details
 * (CallableFailureDetails) and the browser shows the text of that reason.
 */
export const IMAGE_IMPORT_FAILURES = {
  timeout: 'Tempo esgotado ao tentar carregar a imagem',
  failed: 'Erro ao processar imagem externa',
} as const;
export type ImageImportFailure = keyof typeof IMAGE_IMPORT_FAILURES;

/** A callable's HttpsError details naming why it failed (a key of that callable's failure texts). */
export interface CallableFailureDetails<Reason extends string = string> {
  reason: Reason;
}

/** What the importExternalImage callable returns: the stored image and its processed versions. */
export interface ImageImportResult {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  size: number;
  format: string;
  compressionRatio: number;
  filename: string;
  variants: ImageVariants;
}
