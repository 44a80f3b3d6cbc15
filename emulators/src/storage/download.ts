// Media responses for both APIs, with single-range support and GCS hash headers.
import type { RequestContext } from './request-context.js';
import { header } from './request-context.js';
import type { StoredObject } from './metadata.js';

export function sendMedia(ctx: RequestContext, object: StoredObject): void {
  const m = object.metadata;
  const headers: Record<string, string> = {
    'Content-Type': m.contentType,
    'Accept-Ranges': 'bytes',
    ETag: `"${m.etag}"`,
    'Last-Modified': new Date(m.updated).toUTCString(),
    'X-Goog-Hash': `crc32c=${m.crc32c},md5=${m.md5Hash}`,
    'X-Goog-Generation': m.generation,
    'X-Goog-Metageneration': m.metageneration,
    'X-Goog-Stored-Content-Encoding': m.contentEncoding ?? 'identity',
    'X-Goog-Stored-Content-Length': String(m.size),
  };
  if (m.cacheControl) headers['Cache-Control'] = m.cacheControl;
  if (m.contentDisposition) headers['Content-Disposition'] = m.contentDisposition;
  if (m.contentLanguage) headers['Content-Language'] = m.contentLanguage;
  if (m.contentEncoding && m.contentEncoding !== 'identity') headers['Content-Encoding'] = m.contentEncoding;

  const range = parseRange(header(ctx, 'range'), object.data.length);
  if (range === 'unsatisfiable') {
    ctx.res.writeHead(416, { 'Content-Range': `bytes */${object.data.length}` });
    ctx.res.end();
    return;
  }
  const body = range ? object.data.subarray(range.start, range.end + 1) : object.data;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.data.length}`;
  headers['Content-Length'] = String(body.length);
  ctx.res.writeHead(range ? 206 : 200, headers);
  ctx.res.end(ctx.req.method === 'HEAD' ? undefined : body);
}

function parseRange(value: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return size === 0 ? null : 'unsatisfiable';
  return { start, end };
}
