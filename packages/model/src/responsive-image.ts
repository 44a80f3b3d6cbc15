// Responsive versions of an image processed by the image pipeline (functions/src/images): the main
// WebP is named `{dir}/sizes/{stem}_{w}x{h}.webp`, with `{stem}_800w.webp` beside it (when wider than
// 800 px) and `{dir}/thumbnails/thumb_{stem}.webp` (≤ 300 px). Its URL alone is enough to build
// srcset, width and height; any other URL is used as it is. The app and the render function build
// the same srcset and sizes, so the browser picks the same file for both (downloaded once).

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

const MAIN = /^(.+)\/sizes\/([^/]+)_(\d+)x(\d+)\.webp$/;
const MEDIUM_WIDTH = 800;
const THUMBNAIL_WIDTH = 300;

export function responsiveImage(src: string): ResponsiveImage {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { src };
  }
  const marker = url.pathname.indexOf('/o/');
  if (marker < 0) return { src };
  const path = decodeURIComponent(url.pathname.slice(marker + 3));
  const match = MAIN.exec(path);
  if (!match) return { src };
  const [, dir, stem, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  // Siblings are public-read (storage.rules), so they need no download token.
  const sibling = (siblingPath: string) => {
    const copy = new URL(url);
    copy.pathname = url.pathname.slice(0, marker + 3) + encodeURIComponent(siblingPath);
    copy.search = '?alt=media';
    return copy.href;
  };
  const candidates: string[] = [];
  if (width > THUMBNAIL_WIDTH)
    candidates.push(`${sibling(`${dir}/thumbnails/thumb_${stem}.webp`)} ${THUMBNAIL_WIDTH}w`);
  if (width > MEDIUM_WIDTH)
    candidates.push(`${sibling(`${dir}/sizes/${stem}_${MEDIUM_WIDTH}w.webp`)} ${MEDIUM_WIDTH}w`);
  candidates.push(`${src} ${width}w`);
  return { src, srcSet: candidates.join(', '), width, height };
}
