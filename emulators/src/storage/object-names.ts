// Decoding and validation of object names and query strings. Names arrive percent-encoded in the
// path or the query; bytes that are not valid UTF-8 must be rejected, not replaced by U+FFFD
// (which URLSearchParams would do silently).
import { HttpError } from './http-util.js';

export const MAX_NAME_BYTES = 1024;

/** Strict percent-decoding: invalid escapes or non-UTF-8 bytes → 400. */
export function decodeComponent(raw: string, plusIsSpace = false): string {
  const text = plusIsSpace ? raw.replace(/\+/g, ' ') : raw;
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'Invalid percent-encoding or non-UTF-8 bytes in the request URL');
  }
}

export function parseQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return params;
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq < 0 ? part : part.slice(0, eq), true);
    const value = eq < 0 ? '' : decodeComponent(part.slice(eq + 1), true);
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

export function validateObjectName(name: string): string {
  if (name.length === 0) throw new HttpError(400, 'Object name must not be empty');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw new HttpError(400, `Object name must be at most ${MAX_NAME_BYTES} bytes of UTF-8`);
  }
  if (/[\r\n\0]/.test(name)) throw new HttpError(400, 'Object name must not contain CR, LF or NUL characters');
  // Lone surrogates cannot be encoded as UTF-8.
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name)) {
    throw new HttpError(400, 'Object name must be valid UTF-8');
  }
  if (name.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new HttpError(400, "Object name must not contain '.' or '..' path segments");
  }
  return name;
}

export function validateBucketName(bucket: string): string {
  if (!bucket || Buffer.byteLength(bucket, 'utf8') > 222 || /[/\s]/.test(bucket)) {
    throw new HttpError(400, 'Invalid bucket name');
  }
  return bucket;
}
