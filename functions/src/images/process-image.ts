// The image pipeline, pure (bytes in, WebP versions out), shared by the storage trigger, the external
// import and the seed's covers: upright by EXIF, then re-encoded from pixels only, so no EXIF
// (camera, GPS position, dates), XMP, IPTC, ICC profile or comment of the original reaches a version
// (sharp writes metadata only when asked to, and this pipeline never asks). The versions' widths and
// qualities are @pauta/model's IMAGE_VARIANT_SPECS: ≤ 1600 px at q80, 800 px, ≤ 300 px at q70.
import type Sharp from 'sharp';
import { hasMediumVariant, IMAGE_VARIANT_SPECS } from '@pauta/model';
import { IMAGE_FAILURE } from './failure-reasons';

const { main: MAIN, medium: MEDIUM, thumbnail: THUMBNAIL } = IMAGE_VARIANT_SPECS;
/** Decompression-bomb guard: 40 megapixels (a 5 MB file can declare billions). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: { width: number; height: number; format: string; sizeBytes: number };
  main: EncodedImage;
  /** Absent when the image is not wider than the 800 px version (hasMediumVariant). */
  medium: EncodedImage | null;
  thumbnail: EncodedImage;
}

/** A refusal with the pt-BR reason stored on the record (and shown to the user). */
export class ImageRejected extends Error {}

/**
 * sharp (libvips) is loaded by the first image, not by the bundle: every function shares one bundle,
 * and most of them never touch an image (≈ 45 ms and 43 modules less at each cold start).
 */
let loadingSharp: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const metadata = await readMetadata(sharp, input);
  const animated = (metadata.pages ?? 1) > 1;
  // An animation's frames are stacked: sharp's limit counts every frame, so does ours.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!metadata.width || !frameHeight) throw new ImageRejected(IMAGE_FAILURE.corrupt);
  if (pixels > MAX_INPUT_PIXELS) throw new ImageRejected(IMAGE_FAILURE.tooManyPixels);

  const upright = animated ? { width: metadata.width, height: frameHeight } : metadata.autoOrient;
  try {
    const encode = async (width: number, quality: number, keepAnimation: boolean): Promise<EncodedImage> => {
      const { data, info } = await sharp(input, { animated: keepAnimation, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: Math.min(width, upright.width), withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      // For an animation info.height is every frame stacked; pageHeight is one frame.
      return {
        data,
        width: info.width,
        height: keepAnimation && animated ? (info.pageHeight ?? info.height) : info.height,
      };
    };
    const main = await encode(MAIN.maxWidth, MAIN.quality, animated);
    const medium = hasMediumVariant(upright.width) ? await encode(MEDIUM.maxWidth, MEDIUM.quality, animated) : null;
    const thumbnail = await encode(THUMBNAIL.maxWidth, THUMBNAIL.quality, false);
    return {
      original: {
        width: upright.width,
        height: upright.height,
        format: metadata.format ?? 'desconhecido',
        sizeBytes: input.length,
      },
      main,
      medium,
      thumbnail,
    };
  } catch (error) {
    throw asRejection(error);
  }
}

async function readMetadata(sharp: typeof Sharp, input: Buffer) {
  try {
    // limitInputPixels is checked on the header, before any pixel is decoded.
    return await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    throw asRejection(error);
  }
}

function asRejection(error: unknown): ImageRejected {
  if (error instanceof ImageRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRejected(IMAGE_FAILURE.tooManyPixels);
  return new ImageRejected(IMAGE_FAILURE.corrupt);
}

/** How much smaller the served version is than the original: 0.62 = 62 % fewer bytes (never negative). */
export function compressionRatio(originalBytes: number, compressedBytes: number): number {
  if (originalBytes <= 0) return 0;
  return Math.max(0, Math.round((1 - compressedBytes / originalBytes) * 100) / 100);
}
