// multipart/related parsing for metadata + media uploads (both APIs). Truncated or malformed
// bodies are a 400, never a crash.
import { HttpError } from './http-util.js';

export interface MultipartPart {
  headers: Record<string, string>;
  body: Buffer;
}

export function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, 'Multipart upload needs a Content-Type with a boundary');
  return boundary;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new HttpError(400, 'Malformed multipart body: boundary not found');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (body.subarray(position, position + 2).toString() !== '\r\n')
      throw new HttpError(400, 'Malformed multipart body: bad boundary line');
    position += 2;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), position);
    if (next < 0) throw new HttpError(400, 'Malformed multipart body: truncated (no closing boundary)');
    const part = body.subarray(position, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new HttpError(400, 'Malformed multipart body: part without headers');
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: Buffer.from(part.subarray(headerEnd + 4)) });
    position = next + 2;
  }
}

/** Splits a metadata + media upload into its JSON metadata and its bytes. */
export function metadataAndMedia(
  body: Buffer,
  contentType: string | undefined,
): { metadata: Buffer; media: Buffer; mediaType?: string } {
  const parts = parseMultipart(body, boundaryOf(contentType));
  if (parts.length !== 2)
    throw new HttpError(400, `Multipart upload must have exactly 2 parts (metadata, media), got ${parts.length}`);
  return { metadata: parts[0].body, media: parts[1].body, mediaType: parts[1].headers['content-type'] };
}
