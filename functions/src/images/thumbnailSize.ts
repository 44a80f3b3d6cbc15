// The thumbnail's pixel size: at most THUMBNAIL_MAX_WIDTH wide, never enlarged, same aspect ratio.

import { THUMBNAIL_MAX_WIDTH } from '@pauta/model';

export { THUMBNAIL_MAX_WIDTH };

export interface PixelSize {
  width: number;
  height: number;
}

export function thumbnailSize(original: PixelSize, maxWidth = THUMBNAIL_MAX_WIDTH): PixelSize {
  const { width, height } = original;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)))
    throw new Error(`Invalid image size ${width}x${height}`);
  if (width <= maxWidth) return { width, height };
  // Same rounding as sharp's own width-only resize, and never a zero-pixel side.
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
