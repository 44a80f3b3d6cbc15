// Where uploaded images and their processed versions live in Storage (docs/data-model.md, Storage).
// Originals sit directly under article_images/{uid}/; everything the pipeline writes sits one level
// deeper (sizes/, thumbnails/, external/), so processImage's output never triggers it again.
// The shared names and the original-path rule are in @pauta/model.
export {
  IMAGES_ROOT,
  THUMBNAILS_FOLDER,
  THUMBNAIL_PREFIX,
  isOriginalImagePath,
  parseOriginalImagePath,
} from '@pauta/model';
import { IMAGES_ROOT, THUMBNAILS_FOLDER, THUMBNAIL_PREFIX } from '@pauta/model';

export const SIZES_FOLDER = 'sizes';
/** Originals fetched by importExternalImage: kept, but outside the storage trigger's reach. */
export const EXTERNAL_FOLDER = 'external';

/** `foto-123-ab12.jpg` → `foto-123-ab12` (the processed versions are all WebP). */
export function fileStem(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

export interface VariantPaths {
  /** ≤ 1600 px wide; its size is in its name so readers can build srcset from the URL alone. */
  main: string;
  /** 800 px wide, only for images wider than that. */
  medium: string;
  thumbnail: string;
}

/**
 * `{dir}/{stem}.{ext}` (dir = article_images/{uid} or covers/{id}) →
 * `{dir}/sizes/{stem}_{w}x{h}.webp`, `{dir}/sizes/{stem}_800w.webp`, `{dir}/thumbnails/thumb_{stem}.webp`.
 */
export function variantPathsFor(dir: string, file: string, main: { width: number; height: number }): VariantPaths {
  const stem = fileStem(file);
  return {
    main: `${dir}/${SIZES_FOLDER}/${stem}_${main.width}x${main.height}.webp`,
    medium: `${dir}/${SIZES_FOLDER}/${stem}_800w.webp`,
    thumbnail: `${dir}/${THUMBNAILS_FOLDER}/${THUMBNAIL_PREFIX}${stem}.webp`,
  };
}

/** Prefixes under which every processed version of `{dir}/{file}` lives (used to delete them all). */
export function variantPrefixesFor(dir: string, file: string): string[] {
  const stem = fileStem(file);
  return [`${dir}/${SIZES_FOLDER}/${stem}_`, `${dir}/${THUMBNAILS_FOLDER}/${THUMBNAIL_PREFIX}${stem}.`];
}

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
