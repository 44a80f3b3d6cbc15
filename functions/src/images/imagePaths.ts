// Where uploaded images and their thumbnails live in Storage: the names and path rules are in
// @pauta/model (docs/data-model.md, section Storage).
export {
  IMAGES_ROOT,
  THUMBNAILS_FOLDER,
  THUMBNAIL_PREFIX,
  isOriginalImagePath,
  parseOriginalImagePath,
  thumbnailPathFor,
} from '@pauta/model';

/** Only declared images are processed; anything else under article_images is left alone. */
export function isImageContentType(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^image\/[^\s/]+/i.test(contentType.trim());
}
