// The image pipeline's pure parts: path rules, URLs, variant keys, file names, and processImage on
// real fixtures (every metadata field stripped from every version).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isOriginalImagePath, parseOriginalImagePath, VARIANT_KEY_BITS, variantPathsFor } from '@pauta/model';
import { publicUrl, storageOrigin } from '../../src/images/download-url';
import { IMAGE_FAILURE } from '../../src/images/failure-reasons';
import { storedFileName } from '../../src/images/file-names';
import { isImageContentType, isVariantPathIn, originalLocation } from '../../src/images/image-paths';
import { compressionRatio, ImageRejected, processImage } from '../../src/images/process-image';
import { newVariantKey } from '../../src/images/variant-key';
import {
  animatedGif,
  corruptPng,
  hasGps,
  jpegWithExifAndGps,
  leaksIn,
  METADATA_FIXTURES,
  pixelBombPng,
  pngWithAlpha,
} from './fixtures';

describe('image path rules', () => {
  it('accepts originals directly under article_images/{uid}/', () => {
    expect(isOriginalImagePath('article_images/seed-editor/teste.png')).toBe(true);
    expect(parseOriginalImagePath('article_images/u1/a.webp')).toEqual({ uid: 'u1', file: 'a.webp' });
  });

  it('rejects processed versions, external originals, deeper paths and other folders', () => {
    const key = newVariantKey();
    for (const name of [
      ...Object.values(variantPathsFor('article_images/u1', key, { width: 1600, height: 900 })),
      'article_images/u1/external/a.jpg',
      'article_images/u1/',
      'article_images//a.png',
      'article_images/a.png',
      'covers/abc/cover.webp',
      '',
    ])
      expect(isOriginalImagePath(name), name).toBe(false);
  });

  it('locates the original of uploads and imports, and nothing outside article_images', () => {
    expect(originalLocation('article_images/u1/a.png')).toEqual({ dir: 'article_images/u1', file: 'a.png' });
    expect(originalLocation('article_images/u1/external/a.png')).toEqual({ dir: 'article_images/u1', file: 'a.png' });
    expect(originalLocation('covers/x/cover.png')).toBeNull();
    expect(originalLocation('article_images/u1/sizes/a.webp')).toBeNull();
  });

  it('deletes on a record’s say-so only the versions inside its own folder', () => {
    const dir = 'article_images/u1';
    expect(isVariantPathIn(dir, 'article_images/u1/sizes/k_1600x900.webp')).toBe(true);
    expect(isVariantPathIn(dir, 'article_images/u1/thumbnails/thumb_k.webp')).toBe(true);
    for (const path of [
      'article_images/u2/sizes/k_1600x900.webp',
      'article_images/u1/foto.jpg',
      'article_images/u1/external/foto.jpg',
      'article_images/u1/sizes/../../u2/foto.jpg',
      'article_images/u1/sizes/..',
      'article_images/u10/sizes/k.webp',
      'covers/x/sizes/k.webp',
      42,
      null,
    ])
      expect(isVariantPathIn(dir, path), String(path)).toBe(false);
  });

  it('processes only image/* content types', () => {
    expect(isImageContentType('image/png')).toBe(true);
    expect(isImageContentType('IMAGE/WEBP')).toBe(true);
    expect(isImageContentType('application/pdf')).toBe(false);
    expect(isImageContentType('image/')).toBe(false);
    expect(isImageContentType(undefined)).toBe(false);
  });
});

describe('variant keys: nothing in a version’s address can be guessed', () => {
  const keys = Array.from({ length: 2000 }, () => newVariantKey());

  it('are 128 bits in hexadecimal, every one different', () => {
    expect(VARIANT_KEY_BITS).toBe(128);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are not sequential: consecutive keys differ in about half their bits', () => {
    const bits = (hex: string) => BigInt(`0x${hex}`);
    const distances = keys.slice(1).map((key, i) => {
      let x = bits(key) ^ bits(keys[i]!);
      let count = 0;
      for (; x; x >>= 1n) count += Number(x & 1n);
      return count;
    });
    const mean = distances.reduce((a, b) => a + b, 0) / distances.length;
    // Independent random keys differ in 64 bits on average (standard deviation 8 for one pair).
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(68);
    expect(Math.min(...distances)).toBeGreaterThan(20);
    // No key is its neighbour plus a small step (a counter, a clock).
    for (let i = 1; i < keys.length; i += 1) {
      const step = bits(keys[i]!) - bits(keys[i - 1]!);
      expect(step > 1n << 64n || step < -(1n << 64n)).toBe(true);
    }
  });

  it('are spread evenly over every hexadecimal digit', () => {
    const counts = new Map<string, number>();
    for (const digit of keys.join('')) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    const expected = (keys.length * 32) / 16;
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  it('name versions after the key only: not the file name, not the time', () => {
    const main = { width: 1600, height: 900 };
    const key = newVariantKey();
    const paths = Object.values(variantPathsFor('article_images/u1', key, main));
    for (const path of paths) {
      const name = path.split('/').pop()!;
      expect(name).toMatch(new RegExp(`^(thumb_)?${key}(_1600x900|_800w)?\\.webp$`));
    }
  });
});

describe('public URLs', () => {
  it('uses the emulator host when set, else production', () => {
    expect(storageOrigin('127.0.0.1:9199')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin('http://127.0.0.1:9199/')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin(undefined)).toBe('https://firebasestorage.googleapis.com');
  });

  it('carries no download token (the versions are public by rule)', () => {
    expect(publicUrl('b', 'article_images/u1/thumbnails/thumb_a.webp')).toMatch(
      /\/v0\/b\/b\/o\/article_images%2Fu1%2Fthumbnails%2Fthumb_a\.webp\?alt=media$/,
    );
  });
});

describe('storedFileName (spec section 5)', () => {
  it('lower-cases, hyphenates non-word characters, collapses and trims hyphens, adds time and 4 characters', () => {
    expect(storedFileName('  Minha Foto  (Final)!!.JPG', 'jpg', 1700000000000)).toMatch(
      /^minha-foto-final-1700000000000-[a-z0-9]{4}\.jpg$/,
    );
    expect(storedFileName('Ação_é.png', 'png', 1)).toMatch(/^acao_e-1-[a-z0-9]{4}\.png$/);
    expect(storedFileName('!!!.gif', 'gif', 1)).toMatch(/^imagem-1-[a-z0-9]{4}\.gif$/);
  });
  it('gives two uploads of the same file different names', () => {
    expect(storedFileName('a.png', 'png', 1)).not.toBe(storedFileName('a.png', 'png', 1));
  });
});

describe('compressionRatio', () => {
  it('is the share of bytes saved, never negative', () => {
    expect(compressionRatio(1000, 380)).toBe(0.62);
    expect(compressionRatio(1000, 1200)).toBe(0);
    expect(compressionRatio(0, 10)).toBe(0);
  });
});

describe('processImage on fixtures (sharp)', () => {
  it('turns a sideways phone JPEG upright, strips EXIF and GPS, and makes 1600/800/300 WebPs', async () => {
    const input = await jpegWithExifAndGps();
    expect(hasGps((await sharp(input).metadata()).exif)).toBe(true);

    const result = await processImage(input);

    expect(result.original).toMatchObject({ width: 900, height: 1800, format: 'jpeg', sizeBytes: input.length });
    // 900 px wide (never enlarged to 1600), portrait as displayed.
    expect([result.main.width, result.main.height]).toEqual([900, 1800]);
    expect([result.medium?.width, result.medium?.height]).toEqual([800, 1600]);
    expect([result.thumbnail.width, result.thumbnail.height]).toEqual([300, 600]);
    for (const version of [result.main, result.medium!, result.thumbnail]) {
      const meta = await sharp(version.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([version.width, version.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it.each(METADATA_FIXTURES)('strips every metadata field of %s from every version', async (_name, _type, make) => {
    const input = await make();
    // The fixture does carry what must go (else this test could not fail).
    expect((await leaksIn(input)).length).toBeGreaterThan(0);
    const result = await processImage(input);
    for (const version of [result.main, result.medium, result.thumbnail].filter((v) => v !== null))
      expect(await leaksIn(version.data)).toEqual([]);
  });

  it('caps wide images at 1600 px and keeps the aspect ratio', async () => {
    const wide = await sharp({ create: { width: 4000, height: 2250, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const result = await processImage(wide);
    expect([result.main.width, result.main.height]).toEqual([1600, 900]);
    expect([result.medium?.width, result.medium?.height]).toEqual([800, 450]);
    expect([result.thumbnail.width, result.thumbnail.height]).toEqual([300, 169]);
  });

  it('keeps the alpha channel of a PNG and makes no 800 px version of a narrower image', async () => {
    const result = await processImage(await pngWithAlpha());
    expect(result.original.format).toBe('png');
    expect(result.medium).toBeNull();
    const meta = await sharp(result.main.data).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([640, 480, true]);
    const corner = await sharp(result.main.data).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0); // still transparent
  });

  it('keeps a GIF animated, measuring one frame', async () => {
    const result = await processImage(await animatedGif());
    expect(result.original).toMatchObject({ width: 400, height: 200, format: 'gif' });
    expect([result.main.width, result.main.height]).toEqual([400, 200]);
    const meta = await sharp(result.main.data, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.pageHeight]).toEqual(['webp', 3, 200]);
    expect([result.thumbnail.width, result.thumbnail.height]).toEqual([300, 150]);
  });

  it('rejects a corrupt file and plain text with the pt-BR reason', async () => {
    for (const input of [await corruptPng(), Buffer.from('definitivamente não é uma imagem')]) {
      const error = await processImage(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageRejected);
      expect((error as Error).message).toBe(IMAGE_FAILURE.corrupt);
    }
  });

  it('refuses a pixel bomb from its header, before decoding', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(1000);
    expect((await sharp(bomb).metadata()).width).toBe(12_000);
    const error = await processImage(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    expect((error as Error).message).toBe(IMAGE_FAILURE.tooManyPixels);
  });
});
