// The processed versions of an image, written once by the image pipeline (functions/src/images) and
// read by every page through what the pipeline recorded (ImageVariants), never by taking a URL
// apart. All are WebP: a main version at most 1600 px wide, an 800 px one when the image is wider
// than that, and a thumbnail at most 300 px wide. They sit beside the original, in `sizes/` and
// `thumbnails/`, named after a random key of 128 bits drawn for each processing (never after the
// file name or the time), so the address of an image nobody published cannot be guessed.

export const IMAGE_VARIANT_SPECS = {
  main: { folder: 'sizes', maxWidth: 1600, quality: 80 },
  medium: { folder: 'sizes', maxWidth: 800, quality: 80 },
  thumbnail: { folder: 'thumbnails', maxWidth: 300, quality: 70 },
} as const;

export type ImageVariantName = keyof typeof IMAGE_VARIANT_SPECS;

/**
 * How many versions a recorded image may list: one per spec above (a test holds them equal). A
 * number, not Object.keys(IMAGE_VARIANT_SPECS), so reader pages, which only read variants, do not
 * carry the specs.
 */
export const MAX_IMAGE_SOURCES = 3;

/** The folders, beside an original, that hold processed versions (storage.rules lets anyone get them). */
export const IMAGE_VARIANT_FOLDERS = ['sizes', 'thumbnails'] as const;
export const THUMBNAIL_PREFIX = 'thumb_';
export const VARIANT_CONTENT_TYPE = 'image/webp';
/** Variants never change under their name (a new processing draws a new key): cached for a year. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000';

/** 32 lower-case hexadecimal digits: 128 random bits. */
export const VARIANT_KEY_PATTERN = /^[0-9a-f]{32}$/;
export const VARIANT_KEY_BITS = 128;

export const isVariantKey = (key: string) => VARIANT_KEY_PATTERN.test(key);

/** Whether an image this wide (upright) gets the 800 px version. */
export const hasMediumVariant = (width: number) => width > IMAGE_VARIANT_SPECS.medium.maxWidth;

export interface VariantPaths {
  /** Its size is in its name: two processings of one original never share a name. */
  main: string;
  /** Written only when hasMediumVariant(width). */
  medium: string;
  thumbnail: string;
}

/**
 * The object names of the versions of an original stored in `dir` (article_images/{uid} or
 * covers/{articleId}), processed under `key`, whose main version measures `main`.
 */
export function variantPathsFor(dir: string, key: string, main: { width: number; height: number }): VariantPaths {
  if (!isVariantKey(key)) throw new Error('variantPathsFor: the key must be 32 hexadecimal digits');
  const { main: big, medium, thumbnail } = IMAGE_VARIANT_SPECS;
  return {
    main: `${dir}/${big.folder}/${key}_${main.width}x${main.height}.webp`,
    medium: `${dir}/${medium.folder}/${key}_${medium.maxWidth}w.webp`,
    thumbnail: `${dir}/${thumbnail.folder}/${THUMBNAIL_PREFIX}${key}.webp`,
  };
}

/** One stored version: its public URL and its width in pixels. */
export interface ImageSource {
  url: string;
  width: number;
}

/**
 * What the pipeline records about a processed image (on its article_images record, and on an
 * article whose cover it is): the main version's size and every version a browser may choose,
 * narrowest first, the main one last.
 */
export interface ImageVariants {
  width: number;
  height: number;
  sources: ImageSource[];
}

/** The versions worth offering: only those narrower than the main one, then the main one. */
export function imageVariantsOf(
  main: ImageSource & { height: number },
  medium: ImageSource | null,
  thumbnail: ImageSource,
): ImageVariants {
  const sources = [thumbnail, medium].filter((s): s is ImageSource => s !== null && s.width < main.width);
  return { width: main.width, height: main.height, sources: [...sources, { url: main.url, width: main.width }] };
}

const positiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A stored value read back (from Firestore, a payload, the search index) that has the shape above. */
export function isImageVariants(value: unknown): value is ImageVariants {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ImageVariants>;
  return (
    positiveInteger(v.width) &&
    positiveInteger(v.height) &&
    Array.isArray(v.sources) &&
    v.sources.length >= 1 &&
    v.sources.length <= MAX_IMAGE_SOURCES &&
    v.sources.every((s) => !!s && typeof s.url === 'string' && s.url !== '' && positiveInteger(s.width))
  );
}

/** The main version's URL (what `imageUrl` / `url` hold when these variants belong to them). */
export const mainSourceUrl = (variants: ImageVariants) => variants.sources[variants.sources.length - 1]!.url;

/** `variants` when they describe the image at `src`, else null (a cover typed by hand has none). */
export function variantsFor(src: string, variants: unknown): ImageVariants | null {
  return isImageVariants(variants) && src !== '' && mainSourceUrl(variants) === src ? variants : null;
}

/** The URL Firebase Storage serves a publicly readable object at (no download token). */
export function storageObjectUrl(origin: string, bucket: string, path: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}
