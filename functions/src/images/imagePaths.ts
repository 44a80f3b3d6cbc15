// Where uploaded images and their thumbnails live in Storage (docs/data-model.md, section Storage).
// Originals sit directly under article_images/{uid}/; thumbnails one level deeper, so a thumbnail can
// never be mistaken for an original (this is what keeps generateThumbnail from triggering itself).

export const IMAGES_ROOT = 'article_images';
export const THUMBNAILS_FOLDER = 'thumbnails';
export const THUMBNAIL_PREFIX = 'thumb_';

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

/** `article_images/{uid}/{file}` → `article_images/{uid}/thumbnails/thumb_{file}` (the name keeps its extension). */
export function thumbnailPathFor(originalPath: string): string {
  const parsed = parseOriginalImagePath(originalPath);
  if (!parsed) throw new Error(`Not an original image path: ${originalPath}`);
  return `${IMAGES_ROOT}/${parsed.uid}/${THUMBNAILS_FOLDER}/${THUMBNAIL_PREFIX}${parsed.file}`;
}

/** Only declared images are processed; anything else under article_images is left alone. */
export function isImageContentType(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^image\/[^\s/]+/i.test(contentType.trim());
}
