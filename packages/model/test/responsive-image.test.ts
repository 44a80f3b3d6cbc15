import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_SPECS,
  MAX_IMAGE_SOURCES,
  imageVariantsOf,
  isImageVariants,
  mainSourceUrl,
  storageObjectUrl,
  variantPathsFor,
  variantsFor,
} from '../src/image-variants.js';
import { responsiveImage } from '../src/responsive-image.js';

const KEY = '0123456789abcdef0123456789abcdef';
const origin = 'http://127.0.0.1:9199';
const url = (path: string) => storageObjectUrl(origin, 'demo-pauta.appspot.com', path);

describe('variantPathsFor', () => {
  it('names every version after the key, WebP, the main one with its size', () => {
    expect(variantPathsFor('covers/a1', KEY, { width: 1200, height: 675 })).toEqual({
      main: `covers/a1/sizes/${KEY}_1200x675.webp`,
      medium: `covers/a1/sizes/${KEY}_800w.webp`,
      thumbnail: `covers/a1/thumbnails/thumb_${KEY}.webp`,
    });
  });

  it('refuses a key that is not 128 random bits in hexadecimal', () => {
    for (const key of ['', 'foto-1-ab12', KEY.slice(1), KEY.toUpperCase(), `${KEY}0`, '../../x'])
      expect(() => variantPathsFor('covers/a1', key, { width: 10, height: 10 }), key).toThrow();
  });
});

describe('MAX_IMAGE_SOURCES', () => {
  it('is one source per variant the pipeline writes, and bounds what isImageVariants accepts', () => {
    expect(MAX_IMAGE_SOURCES).toBe(Object.keys(IMAGE_VARIANT_SPECS).length);
    const source = { url: 'https://x/a.webp', width: 10 };
    const of = (n: number) => ({ width: 10, height: 10, sources: Array.from({ length: n }, () => source) });
    expect(isImageVariants(of(MAX_IMAGE_SOURCES))).toBe(true);
    expect(isImageVariants(of(MAX_IMAGE_SOURCES + 1))).toBe(false);
  });
});

describe('storageObjectUrl', () => {
  it('encodes the whole object path as one segment, without a token', () => {
    expect(storageObjectUrl('http://h:1', 'b', 'article_images/u1/thumbnails/thumb_a b.webp')).toBe(
      'http://h:1/v0/b/b/o/article_images%2Fu1%2Fthumbnails%2Fthumb_a%20b.webp?alt=media',
    );
  });
});

describe('imageVariantsOf', () => {
  const paths = variantPathsFor('covers/a1', KEY, { width: 1200, height: 675 });
  const main = { url: url(paths.main), width: 1200, height: 675 };

  it('offers the thumbnail, the 800 px version and the main one, narrowest first', () => {
    const variants = imageVariantsOf(
      main,
      { url: url(paths.medium), width: 800 },
      { url: url(paths.thumbnail), width: 300 },
    );
    expect(variants).toEqual({
      width: 1200,
      height: 675,
      sources: [
        { url: url(paths.thumbnail), width: 300 },
        { url: url(paths.medium), width: 800 },
        { url: main.url, width: 1200 },
      ],
    });
    expect(mainSourceUrl(variants)).toBe(main.url);
  });

  it('leaves out versions no narrower than the main one', () => {
    const small = { url: main.url, width: 280, height: 200 };
    expect(imageVariantsOf(small, null, { url: url(paths.thumbnail), width: 280 }).sources).toEqual([
      { url: main.url, width: 280 },
    ]);
  });
});

describe('responsiveImage', () => {
  const paths = variantPathsFor('covers/a1', KEY, { width: 1200, height: 675 });
  const src = url(paths.main);
  const variants = imageVariantsOf(
    { url: src, width: 1200, height: 675 },
    { url: url(paths.medium), width: 800 },
    { url: url(paths.thumbnail), width: 300 },
  );

  it('builds srcset, width and height from the recorded variants', () => {
    expect(responsiveImage(src, variants)).toEqual({
      src,
      srcSet: `${url(paths.thumbnail)} 300w, ${url(paths.medium)} 800w, ${src} 1200w`,
      width: 1200,
      height: 675,
    });
  });

  it('ignores variants of another image (a cover URL typed over a picked one)', () => {
    expect(responsiveImage('https://exemplo.com/a.jpg', variants)).toEqual({ src: 'https://exemplo.com/a.jpg' });
    expect(variantsFor('https://exemplo.com/a.jpg', variants)).toBeNull();
  });

  it('uses any URL without variants as it is, whatever its name looks like', () => {
    for (const plain of ['https://exemplo.com/a.jpg', src, '', '/local.png'])
      expect(responsiveImage(plain)).toEqual({ src: plain });
  });

  it.each([
    null,
    'texto',
    { width: 1200, height: 675 },
    { width: 1200, height: 675, sources: [] },
    { width: '1200', height: 675, sources: [{ url: src, width: 1200 }] },
    { width: 1200, height: 675, sources: [{ url: src }] },
    { width: 1200, height: 675, sources: [{ url: src, width: -1 }] },
    { width: 1200, height: 675, sources: Array.from({ length: 4 }, () => ({ url: src, width: 1200 })) },
  ])('ignores malformed variants (%j)', (bad) => {
    expect(isImageVariants(bad)).toBe(false);
    expect(responsiveImage(src, bad)).toEqual({ src });
  });
});
