// Small HTTP helpers shared by the Storage routes: bodies, JSON replies, Google-style errors, CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, ClientDisconnectedError, readRequestBody } from '../shared/http-body.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = statusReason(status),
  ) {
    super(message);
  }
}

function statusReason(status: number): string {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 412:
      return 'conditionNotMet';
    case 413:
      return 'uploadTooLarge';
    default:
      return 'backendError';
  }
}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  try {
    return await readRequestBody(req, limitBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new HttpError(413, e.message);
    if (e instanceof ClientDisconnectedError) throw new HttpError(400, e.message);
    throw e;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** The error shape both the Firebase (v0) and the GCS JSON APIs return. */
export function sendError(res: ServerResponse, err: HttpError): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendJson(res, err.status, {
    error: {
      code: err.status,
      message: err.message,
      errors: [{ message: err.message, domain: 'global', reason: err.reason }],
    },
  });
}

const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'Content-Encoding',
  'Cache-Control',
  'ETag',
  'Location',
  'Range',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Hash',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Stored-Content-Encoding',
  'X-Goog-Stored-Content-Length',
].join(', ');

/** Browsers call the emulator cross-origin; echo what they ask for. Returns true for a preflight. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ?? '*');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
  return true;
}
