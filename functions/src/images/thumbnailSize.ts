// The thumbnail's pixel size: at most THUMBNAIL_MAX_WIDTH wide, never enlarged, same aspect ratio.

export const THUMBNAIL_MAX_WIDTH = 300;

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
