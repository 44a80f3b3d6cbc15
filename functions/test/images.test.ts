// The pure parts of generateThumbnail (path rules, sizes, URLs) and the sharp step on real images.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downloadUrl, storageOrigin } from '../src/images/downloadUrl';
import {
  isImageContentType,
  isOriginalImagePath,
  parseOriginalImagePath,
  thumbnailPathFor,
} from '../src/images/imagePaths';
import { makeThumbnail } from '../src/images/makeThumbnail';
import { thumbnailSize } from '../src/images/thumbnailSize';

describe('image path rules', () => {
  it('accepts originals directly under article_images/{uid}/', () => {
    expect(isOriginalImagePath('article_images/seed-editor/teste.png')).toBe(true);
    expect(isOriginalImagePath('article_images/u1/foto com espaço.JPG')).toBe(true);
    expect(parseOriginalImagePath('article_images/u1/a.webp')).toEqual({ uid: 'u1', file: 'a.webp' });
  });

  it('rejects thumbnails, deeper paths, other folders and empty segments', () => {
    for (const name of [
      'article_images/u1/thumbnails/thumb_a.png',
      'article_images/u1/thumbnails/thumb_thumb_a.png',
      'article_images/u1/sub/a.png',
      'article_images/u1/',
      'article_images//a.png',
      'article_images/a.png',
      'covers/abc/cover.webp',
      'other/article_images/u1/a.png',
      '',
    ])
      expect(isOriginalImagePath(name), name).toBe(false);
  });

  it('puts the thumbnail in thumbnails/ with thumb_ before the filename', () => {
    expect(thumbnailPathFor('article_images/seed-editor/teste.png')).toBe(
      'article_images/seed-editor/thumbnails/thumb_teste.png',
    );
  });

  it('never derives a path that would itself be processed (no recursion)', () => {
    const thumbnail = thumbnailPathFor('article_images/u1/a.png');
    expect(isOriginalImagePath(thumbnail)).toBe(false);
    expect(() => thumbnailPathFor(thumbnail)).toThrow();
  });

  it('processes only image/* content types', () => {
    expect(isImageContentType('image/png')).toBe(true);
    expect(isImageContentType('image/jpeg')).toBe(true);
    expect(isImageContentType('IMAGE/WEBP')).toBe(true);
    expect(isImageContentType('application/pdf')).toBe(false);
    expect(isImageContentType('text/plain')).toBe(false);
    expect(isImageContentType('image/')).toBe(false);
    expect(isImageContentType('application/octet-stream')).toBe(false);
    expect(isImageContentType(undefined)).toBe(false);
  });
});

describe('thumbnailSize', () => {
  it('scales wide images down to 300 px, keeping the aspect ratio', () => {
    expect(thumbnailSize({ width: 1200, height: 675 })).toEqual({ width: 300, height: 169 });
    expect(thumbnailSize({ width: 4000, height: 3000 })).toEqual({ width: 300, height: 225 });
    expect(thumbnailSize({ width: 600, height: 2000 })).toEqual({ width: 300, height: 1000 });
  });

  it('never enlarges', () => {
    expect(thumbnailSize({ width: 300, height: 10 })).toEqual({ width: 300, height: 10 });
    expect(thumbnailSize({ width: 120, height: 80 })).toEqual({ width: 120, height: 80 });
  });

  it('keeps at least one pixel of height', () => {
    expect(thumbnailSize({ width: 5000, height: 1 })).toEqual({ width: 300, height: 1 });
  });

  it('rejects sizes that are not positive', () => {
    expect(() => thumbnailSize({ width: 0, height: 10 })).toThrow();
    expect(() => thumbnailSize({ width: 10, height: Number.NaN })).toThrow();
  });
});

describe('download URLs', () => {
  it('uses the emulator host when set, else production', () => {
    expect(storageOrigin('127.0.0.1:9199')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin('http://127.0.0.1:9199/')).toBe('http://127.0.0.1:9199');
    expect(storageOrigin(undefined)).toBe('https://firebasestorage.googleapis.com');
    expect(storageOrigin('')).toBe('https://firebasestorage.googleapis.com');
  });

  it('encodes the whole object path as one segment', () => {
    expect(
      downloadUrl(
        'http://127.0.0.1:9199',
        'demo-pauta.appspot.com',
        'article_images/u1/thumbnails/thumb_a b.png',
        't-1',
      ),
    ).toBe(
      'http://127.0.0.1:9199/v0/b/demo-pauta.appspot.com/o/article_images%2Fu1%2Fthumbnails%2Fthumb_a%20b.png?alt=media&token=t-1',
    );
  });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 200 } } });

describe('makeThumbnail (sharp)', () => {
  it('makes a WebP at most 300 px wide with the original aspect ratio', async () => {
    const thumbnail = await makeThumbnail(await solid(1200, 675).png().toBuffer());
    const meta = await sharp(thumbnail.data).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([300, 169]);
    expect([thumbnail.width, thumbnail.height]).toEqual([300, 169]);
    expect(thumbnail.original).toEqual({ width: 1200, height: 675, format: 'png' });
  });

  it('matches the size sharp itself picks for a width-only resize', async () => {
    for (const [width, height] of [
      [1000, 333],
      [301, 1000],
      [4000, 3001],
      [999, 1],
    ]) {
      const input = await solid(width, height).png().toBuffer();
      const own = await sharp(input).resize({ width: 300 }).toBuffer({ resolveWithObject: true });
      const thumbnail = await makeThumbnail(input);
      expect([thumbnail.width, thumbnail.height]).toEqual([own.info.width, own.info.height]);
    }
  });

  it('does not upscale small images', async () => {
    const thumbnail = await makeThumbnail(await solid(120, 80).jpeg().toBuffer());
    expect([thumbnail.width, thumbnail.height]).toEqual([120, 80]);
    expect(thumbnail.original.format).toBe('jpeg');
  });

  it('measures EXIF-rotated photos as displayed', async () => {
    // Stored 800×400 but tagged "rotate 90°": shown as 400×800.
    const photo = await solid(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const thumbnail = await makeThumbnail(photo);
    expect(thumbnail.original).toEqual({ width: 400, height: 800, format: 'jpeg' });
    expect([thumbnail.width, thumbnail.height]).toEqual([300, 600]);
  });

  it('throws on bytes that are not an image, and on a truncated one', async () => {
    await expect(makeThumbnail(Buffer.from('definitely not an image'))).rejects.toThrow();
    const png = await solid(800, 600).png().toBuffer();
    await expect(makeThumbnail(png.subarray(0, 200))).rejects.toThrow();
  });
});
