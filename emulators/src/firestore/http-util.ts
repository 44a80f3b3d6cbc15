// Small HTTP helpers for the REST surface: JSON bodies, JSON errors, CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, ClientDisconnectedError, readRequestBody } from '../shared/http-body.js';
import { asFirestoreError, FirestoreError, HTTP_STATUS } from './errors.js';

export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  try {
    return await readRequestBody(req, MAX_BODY_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new FirestoreError('INVALID_ARGUMENT', 'Request body too large');
    if (e instanceof ClientDisconnectedError) throw new FirestoreError('CANCELLED', e.message);
    throw e;
  }
}

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': typeof origin === 'string' ? origin : '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  };
  if (typeof origin === 'string') headers['Access-Control-Allow-Credentials'] = 'true';
  const requested = req.headers['access-control-request-headers'];
  headers['Access-Control-Allow-Headers'] =
    typeof requested === 'string' && requested
      ? requested
      : 'Authorization, Content-Type, X-Goog-Api-Client, X-Firebase-GMPID, google-cloud-resource-prefix, x-goog-request-params';
  return headers;
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(req: IncomingMessage, res: ServerResponse, err: unknown): FirestoreError {
  const e = asFirestoreError(err);
  const code = HTTP_STATUS[e.status];
  if (res.headersSent) res.end();
  else sendJson(req, res, code, { error: { code, message: e.message, status: e.status } });
  return e;
}

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid JSON payload received. ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new FirestoreError('INVALID_ARGUMENT', 'Invalid JSON payload received. Expected an object.');
  }
  return parsed as Record<string, unknown>;
}
