// Writes the processed versions of one original next to it (WebP, cached for a year, public URLs).
import type { getStorage } from 'firebase-admin/storage';
import { publicUrl, storageOrigin } from './downloadUrl';
import { variantPathsFor } from './imagePaths';
import type { EncodedImage, ProcessedImage } from './processImage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export const VARIANT_CONTENT_TYPE = 'image/webp';
export const VARIANT_CACHE_CONTROL = 'public, max-age=31536000';

export interface StoredVariants {
  mainPath: string;
  url: string;
  thumbnailPath: string;
  thumbnailUrl: string;
  mediumPath: string | null;
}

export async function storeVariants(
  bucket: Bucket,
  dir: string,
  file: string,
  processed: ProcessedImage,
): Promise<StoredVariants> {
  const paths = variantPathsFor(dir, file, processed.main);
  const save = (path: string, image: EncodedImage) =>
    bucket.file(path).save(image.data, {
      resumable: false,
      metadata: { contentType: VARIANT_CONTENT_TYPE, cacheControl: VARIANT_CACHE_CONTROL },
    });
  await Promise.all([
    save(paths.main, processed.main),
    save(paths.thumbnail, processed.thumbnail),
    processed.medium ? save(paths.medium, processed.medium) : Promise.resolve(),
  ]);
  const origin = storageOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
  return {
    mainPath: paths.main,
    url: publicUrl(origin, bucket.name, paths.main),
    thumbnailPath: paths.thumbnail,
    thumbnailUrl: publicUrl(origin, bucket.name, paths.thumbnail),
    mediumPath: processed.medium ? paths.medium : null,
  };
}

/** Removes an original and every processed version of it; objects already gone are ignored. */
export async function deleteImageFiles(bucket: Bucket, originalPath: string, prefixes: string[]): Promise<number> {
  const names = new Set([originalPath]);
  for (const prefix of prefixes) {
    const [files] = await bucket.getFiles({ prefix });
    for (const f of files) names.add(f.name);
  }
  await Promise.all([...names].map((name) => bucket.file(name).delete({ ignoreNotFound: true })));
  return names.size;
}
