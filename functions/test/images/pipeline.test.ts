// The image pipeline's pure parts: path rules, URLs, file names, and processImage on real fixtures.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downloadUrl, publicUrl, storageOrigin } from '../../src/images/downloadUrl';
import { IMAGE_FAILURE } from '../../src/images/failureReasons';
import { storedFileName } from '../../src/images/fileNames';
import {
  isImageContentType,
  isOriginalImagePath,
  originalLocation,
  parseOriginalImagePath,
  variantPathsFor,
  variantPrefixesFor,
} from '../../src/images/imagePaths';
import { compressionRatio, ImageRejected, processImage } from '../../src/images/processImage';
import { animatedGif, corruptPng, hasGps, jpegWithExifAndGps, pixelBombPng, pngWithAlpha } from './fixtures';

describe('image path rules', () => {
  it('accepts originals directly under article_images/{uid}/', () => {
    expect(isOriginalImagePath('article_images/seed-editor/teste.png')).toBe(true);
    expect(parseOriginalImagePath('article_images/u1/a.webp')).toEqual({ uid: 'u1', file: 'a.webp' });
  });

  it('rejects processed versions, external originals, deeper paths and other folders', () => {
    for (const name of [
      'article_images/u1/thumbnails/thumb_a.webp',
      'article_images/u1/sizes/a_1600x900.webp',
      'article_images/u1/external/a.jpg',
      'article_images/u1/',
      'article_images//a.png',
      'article_images/a.png',
      'covers/abc/cover.webp',
      '',
    ])
      expect(isOriginalImagePath(name), name).toBe(false);
  });

  it('names every version after the original, WebP, the main one with its size', () => {
    const paths = variantPathsFor('article_images/u1', 'foto-1-ab12.jpg', { width: 1600, height: 900 });
    expect(paths).toEqual({
      main: 'article_images/u1/sizes/foto-1-ab12_1600x900.webp',
      medium: 'article_images/u1/sizes/foto-1-ab12_800w.webp',
      thumbnail: 'article_images/u1/thumbnails/thumb_foto-1-ab12.webp',
    });
    for (const path of Object.values(paths)) expect(isOriginalImagePath(path)).toBe(false);
    expect(variantPrefixesFor('article_images/u1', 'foto-1-ab12.jpg')).toEqual([
      'article_images/u1/sizes/foto-1-ab12_',
      'article_images/u1/thumbnails/thumb_foto-1-ab12.',
    ]);
  });

  it('locates the original of uploads and imports, and nothing outside article_images', () => {
    expect(originalLocation('article_images/u1/a.png')).toEqual({ dir: 'article_images/u1', file: 'a.png' });
    expect(originalLocation('article_images/u1/external/a.png')).toEqual({ dir: 'article_images/u1', file: 'a.png' });
    expect(originalLocation('covers/x/cover.png')).toBeNull();
    expect(originalLocation('article_images/u1/sizes/a.webp')).toBeNull();
  });

  it('processes only image/* content types', () => {
    expect(isImageContentType('image/png')).toBe(true);
    expect(isImageContentType('IMAGE/WEBP')).toBe(true);
    expect(isImageContentType('application/pdf')).toBe(false);
    expect(isImageContentType('image/')).toBe(false);
    expect(isImageContentType(undefined)).toBe(false);
  });
});

describe('download URLs', () => {
  it('uses the emulator host when set, else production', () => {
    expect(storageOrigin('127.0.0.1:9199')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin('http://127.0.0.1:9199/')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin(undefined)).toBe('https://firebasestorage.googleapis.com');
  });

  it('encodes the whole object path as one segment, with or without a token', () => {
    const path = 'article_images/u1/thumbnails/thumb_a b.webp';
    expect(publicUrl('http://h:1', 'b', path)).toBe(
      'http://h:1/v0/b/b/o/article_images%2Fu1%2Fthumbnails%2Fthumb_a%20b.webp?alt=media',
    );
    expect(downloadUrl('http://h:1', 'b', path, 't-1')).toBe(`${publicUrl('http://h:1', 'b', path)}&token=t-1`);
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
