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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
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

// ---------- metadata that must never reach a public object ----------

/** A marker planted in every metadata field the fixtures below carry: found in an output = a leak. */
export const MARKER = 'PAUTA-SEGREDO-7f3a9c';
/** The GPS latitude the fixtures carry, as the EXIF rational numerators (23° 33' 12.34" S). */
const GPS_LATITUDE = '23/1 33/1 1234/100';

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/"
 exif:GPSLatitude="23,33.2S" exif:GPSLongitude="46,38.0W"><dc:rights>${MARKER}</dc:rights></rdf:Description>
</rdf:RDF></x:xmpmeta>`;

const EXIF = {
  IFD0: { Make: 'PautaCam', Artist: MARKER, Copyright: MARKER, ImageDescription: MARKER },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
};

/** A JPEG segment: marker byte, 2-byte length (itself included), payload. */
function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** IPTC (IIM) inside a Photoshop APP13 resource block: copyright notice (2:116) = MARKER. */
function iptcSegment(): Buffer {
  const text = Buffer.from(MARKER, 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x74, 0, text.length]), text]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), size, record]);
  const padded = record.length % 2 ? Buffer.concat([resource, Buffer.alloc(1)]) : resource;
  return jpegSegment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), padded]));
}

/** A phone-like JPEG (sideways, EXIF with GPS and the marker, XMP, IPTC and a comment). */
export async function jpegWithEveryMetadata(width = 1800, height = 900): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge(EXIF)
    .withXmp(XMP)
    .toBuffer();
  // After SOI (FFD8): the IPTC block and a comment, where cameras and editors put them.
  const comment = jpegSegment(0xfe, Buffer.from(`Comentário ${MARKER}`, 'latin1'));
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(), comment, jpeg.subarray(2)]);
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a text comment, an XMP packet (iTXt) and an eXIf chunk, all carrying the marker. */
export async function pngWithEveryMetadata(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#aa3366' } })
    .withExifMerge(EXIF)
    .png()
    .toBuffer();
  const end = png.length - 12; // before IEND
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${MARKER}`, 'latin1'));
  const xmp = pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'utf8'));
  return Buffer.concat([png.subarray(0, end), text, xmp, png.subarray(end)]);
}

/** A WebP with EXIF (GPS, marker) and XMP chunks. */
export function webpWithEveryMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 500, channels: 3, background: '#22aa55' } })
    .webp()
    .withExif(EXIF)
    .withXmp(XMP)
    .toBuffer();
}

/** An animated GIF with a comment extension carrying the marker. */
export async function gifWithComment(): Promise<Buffer> {
  const gif = await animatedGif();
  const packed = gif[10]!;
  const tableSize = packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0;
  const at = 13 + tableSize;
  const text = Buffer.from(MARKER, 'latin1');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
}

/** Every metadata-carrying fixture, by name. */
export const METADATA_FIXTURES: [string, string, () => Promise<Buffer>][] = [
  ['a JPEG with EXIF, GPS, XMP, IPTC and a comment', 'image/jpeg', () => jpegWithEveryMetadata()],
  ['a PNG with tEXt, iTXt (XMP) and eXIf', 'image/png', pngWithEveryMetadata],
  ['a WebP with EXIF and XMP', 'image/webp', webpWithEveryMetadata],
  ['an animated GIF with a comment', 'image/gif', gifWithComment],
];

/** The chunk types of a WebP (RIFF) file. */
export function webpChunks(data: Buffer): string[] {
  const types: string[] = [];
  for (let at = 12; at + 8 <= data.length;) {
    types.push(data.toString('latin1', at, at + 4));
    const size = data.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return types;
}

/** What a public object must not carry: the marker, a GPS tag or value, or any metadata chunk. */
export async function leaksIn(data: Buffer): Promise<string[]> {
  const leaks: string[] = [];
  if (data.includes(Buffer.from(MARKER, 'latin1'))) leaks.push('marker');
  if (data.includes(Buffer.from('GPSLatitude', 'latin1'))) leaks.push('XMP GPS');
  const meta = await sharp(data).metadata();
  if (hasGps(meta.exif)) leaks.push('EXIF GPS');
  for (const key of ['exif', 'xmp', 'iptc', 'icc', 'comments'] as const) if (meta[key] !== undefined) leaks.push(key);
  if (meta.format === 'webp')
    for (const chunk of webpChunks(data)) if (['EXIF', 'XMP ', 'ICCP'].includes(chunk)) leaks.push(`chunk ${chunk}`);
  return leaks;
}
