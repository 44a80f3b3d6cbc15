// What an <img> of a cover carries: srcset, width and height come from the variants the image
// pipeline recorded (./image-variants.ts); a URL without them (a cover typed by hand, an external
// image) is used as it is. The app and the render function build the same srcset and sizes from
// the same data, so the browser picks the same file for both (downloaded once).
import { variantsFor } from './image-variants.js';

/** `sizes` of each place a cover appears (the app's layouts: cards 1/2/3 columns at 48em/75em). */
export const IMAGE_SIZES = {
  card: '(min-width: 75em) 33vw, (min-width: 48em) 50vw, 100vw',
  featured: '(min-width: 75em) 1200px, 100vw',
  article: '(min-width: 62em) 900px, 100vw',
} as const;
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** `variants` are used only when they describe `src` (their main version is `src`). */
export function responsiveImage(src: string, variants?: unknown): ResponsiveImage {
  const own = variantsFor(src, variants);
  if (!own) return { src };
  return {
    src,
    srcSet: own.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    width: own.width,
    height: own.height,
  };
}
