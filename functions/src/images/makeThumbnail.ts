// Decodes an image with sharp and encodes its WebP thumbnail. Throws when the bytes are not a
// decodable image (corrupt, truncated or an unsupported format).
import sharp from 'sharp';
import { thumbnailSize, type PixelSize } from './thumbnailSize';

export const THUMBNAIL_QUALITY = 70;

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
  /** The original as stored, after EXIF orientation: what the article_images record describes. */
  original: PixelSize & { format: string };
}

export async function makeThumbnail(image: Buffer): Promise<Thumbnail> {
  const metadata = await sharp(image).metadata();
  // Phone photos are often stored sideways with an EXIF orientation; measure them as displayed.
  const upright = metadata.autoOrient;
  const target = thumbnailSize(upright);
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: target.width, height: target.height, fit: 'fill' })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    original: { width: upright.width, height: upright.height, format: metadata.format },
  };
}
