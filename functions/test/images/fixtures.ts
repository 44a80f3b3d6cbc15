// Image fixtures generated with sharp (no binary files in the repository): a phone-like JPEG with
// EXIF rotation and GPS, a PNG with alpha, an animated GIF, a corrupt file and a pixel bomb.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Stored 1800×900 but tagged "rotate 90°" (shown 900×1800), with a GPS position and a camera make. */
export function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PautaCam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

/** 640×480, transparent background with an opaque square. */
export function pngWithAlpha(): Promise<Buffer> {
  const square = {
    input: { create: { width: 200, height: 200, channels: 4 as const, background: '#ff8800ff' } },
    left: 220,
    top: 140,
  };
  return sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([square])
    .png()
    .toBuffer();
}

/** Three 400×200 frames. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 400, height: 200, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 100 })
    .toBuffer();
}

/** A valid PNG signature and header followed by garbage. */
export async function corruptPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  return Buffer.concat([png.subarray(0, 60), Buffer.from('isto não é uma imagem'.repeat(20))]);
}

/** A 300-byte PNG declaring 12000×12000 pixels (144 megapixels): a decompression bomb by header. */
export function pixelBombPng(side = 12_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The GPS IFD pointer tag (0x8825) in either byte order, or a GPS latitude value, inside EXIF bytes. */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}
