// Writes the processed versions of one original beside it, under a fresh random key (WebP, cached
// for a year, public URLs), and removes stored objects by name.
import type { getStorage } from 'firebase-admin/storage';
import {
  imageVariantsOf,
  VARIANT_CACHE_CONTROL,
  VARIANT_CONTENT_TYPE,
  variantPathsFor,
  type ImageVariants,
} from '@pauta/model';
import { publicUrl } from './download-url';
import type { EncodedImage, ProcessedImage } from './process-image';
import { newVariantKey } from './variant-key';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface StoredVariants {
  mainPath: string;
  url: string;
  thumbnailPath: string;
  thumbnailUrl: string;
  /** Every object written (what deleting the image removes). */
  paths: string[];
  variants: ImageVariants;
}

/** `dir` is the original's folder (article_images/{uid} or covers/{articleId}). */
export async function storeVariants(
  bucket: Bucket,
  dir: string,
  processed: ProcessedImage,
  key: string = newVariantKey(),
): Promise<StoredVariants> {
  const paths = variantPathsFor(dir, key, processed.main);
  const written: [string, EncodedImage][] = [
    [paths.main, processed.main],
    [paths.thumbnail, processed.thumbnail],
  ];
  if (processed.medium) written.push([paths.medium, processed.medium]);
  await Promise.all(
    written.map(([path, image]) =>
      bucket.file(path).save(image.data, {
        resumable: false,
        metadata: { contentType: VARIANT_CONTENT_TYPE, cacheControl: VARIANT_CACHE_CONTROL },
      }),
    ),
  );
  const url = publicUrl(bucket.name, paths.main);
  const thumbnailUrl = publicUrl(bucket.name, paths.thumbnail);
  return {
    mainPath: paths.main,
    url,
    thumbnailPath: paths.thumbnail,
    thumbnailUrl,
    paths: written.map(([path]) => path),
    variants: imageVariantsOf(
      { url, width: processed.main.width, height: processed.main.height },
      processed.medium ? { url: publicUrl(bucket.name, paths.medium), width: processed.medium.width } : null,
      { url: thumbnailUrl, width: processed.thumbnail.width },
    ),
  };
}

/**
 * Makes an original reachable only through rule-checked requests: the download token an upload
 * through the Firebase SDK receives (a URL carrying it would be readable by anyone) is revoked.
 */
export async function revokeDownloadTokens(bucket: Bucket, path: string): Promise<void> {
  await bucket.file(path).setMetadata({ metadata: { firebaseStorageDownloadTokens: null } });
}

/** Removes the named objects; objects already gone are ignored. Returns how many names were given. */
export async function deleteObjects(bucket: Bucket, names: Iterable<string>): Promise<number> {
  const unique = [...new Set(names)];
  await Promise.all(unique.map((name) => bucket.file(name).delete({ ignoreNotFound: true })));
  return unique.length;
}
