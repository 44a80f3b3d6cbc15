// Where an image's files live in Storage (docs/data-model.md, Storage). Originals sit directly under
// article_images/{uid}/ (uploads) or article_images/{uid}/external/ (imports); the processed
// versions one level deeper (sizes/, thumbnails/, named by @pauta/model's variantPathsFor), so the
// pipeline's output never triggers it again.
import { EXTERNAL_FOLDER, IMAGE_VARIANT_FOLDERS, IMAGES_ROOT } from '@pauta/model';

/** Only declared images are processed; anything else under article_images is left alone. */
export function isImageContentType(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^image\/[^\s/]+/i.test(contentType.trim());
}

/** The folder and file name of a record's original: uploads and external imports alike. */
export function originalLocation(storagePath: string): { dir: string; file: string } | null {
  const segments = storagePath.split('/');
  if (segments[0] !== IMAGES_ROOT || !segments[1]) return null;
  if (segments.length === 3 && segments[2]) return { dir: segments.slice(0, 2).join('/'), file: segments[2] };
  if (segments.length === 4 && segments[2] === EXTERNAL_FOLDER && segments[3])
    return { dir: segments.slice(0, 2).join('/'), file: segments[3] };
  return null;
}

/** True for a processed version directly inside `dir`'s sizes/ or thumbnails/ (nothing else may be deleted for it). */
export function isVariantPathIn(dir: string, path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith(`${dir}/`)) return false;
  const rest = path.slice(dir.length + 1).split('/');
  return (
    rest.length === 2 &&
    (IMAGE_VARIANT_FOLDERS as readonly string[]).includes(rest[0]!) &&
    !!rest[1] &&
    rest[1] !== '.' &&
    rest[1] !== '..'
  );
}
