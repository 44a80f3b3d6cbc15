// The Firebase Storage REST API (`/v0/b/{bucket}/o`) used by firebase/storage.
import { HttpError, sendJson } from './http-util.js';
import { sendMedia } from './download.js';
import { parseJsonBody, parseUploadMetadata, toFirebaseResource, type UploadMetadataInput } from './metadata.js';
import { metadataAndMedia } from './multipart.js';
import { decodeComponent, validateBucketName, validateObjectName } from './object-names.js';
import { header, type RequestContext } from './request-context.js';
import type { StorageService } from './storage-service.js';
import type { UploadSession, UploadSessions } from './uploads.js';

const BUCKET_ROUTE = /^\/v0\/b\/([^/]+)\/o\/?$/;
const OBJECT_ROUTE = /^\/v0\/b\/([^/]+)\/o\/(.+)$/;
const MAX_LIST_RESULTS = 1000;

export function handleFirebaseApi(ctx: RequestContext, service: StorageService, uploads: UploadSessions): boolean {
  const bucketMatch = BUCKET_ROUTE.exec(ctx.path);
  if (bucketMatch) {
    const bucket = validateBucketName(decodeComponent(bucketMatch[1]));
    if (ctx.req.method === 'GET') listObjects(ctx, service, bucket);
    else if (ctx.req.method === 'POST') upload(ctx, service, uploads, bucket);
    else throw new HttpError(405, `Method ${ctx.req.method} not allowed on ${ctx.path}`);
    return true;
  }
  const objectMatch = OBJECT_ROUTE.exec(ctx.path);
  if (!objectMatch) return false;
  const bucket = validateBucketName(decodeComponent(objectMatch[1]));
  const name = validateObjectName(decodeComponent(objectMatch[2]));
  switch (ctx.req.method) {
    case 'GET':
    case 'HEAD': {
      const object = service.read(ctx.caller(), bucket, name, ctx.query.get('token'));
      if (ctx.query.get('alt') === 'media') sendMedia(ctx, object);
      else sendJson(ctx.res, 200, toFirebaseResource(object.metadata));
      return true;
    }
    case 'PATCH':
    case 'PUT': {
      const updated = service.patch(ctx.caller(), bucket, name, parseJsonBody(ctx.body, 'Metadata'));
      sendJson(ctx.res, 200, toFirebaseResource(updated.metadata));
      return true;
    }
    case 'DELETE':
      service.remove(ctx.caller(), bucket, name);
      ctx.res.writeHead(204);
      ctx.res.end();
      return true;
    default:
      throw new HttpError(405, `Method ${ctx.req.method} not allowed on ${ctx.path}`);
  }
}

function listObjects(ctx: RequestContext, service: StorageService, bucket: string): void {
  const maxParam = ctx.query.get('maxResults');
  const maxResults = maxParam === undefined ? MAX_LIST_RESULTS : Number(maxParam);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_LIST_RESULTS) {
    throw new HttpError(400, `maxResults must be an integer between 1 and ${MAX_LIST_RESULTS}`);
  }
  const result = service.list(ctx.caller(), bucket, {
    prefix: ctx.query.get('prefix') ?? '',
    delimiter: ctx.query.get('delimiter') || undefined,
    maxResults,
    pageToken: ctx.query.get('pageToken') || undefined,
  });
  sendJson(ctx.res, 200, {
    prefixes: result.prefixes,
    items: result.items.map((item) => ({ name: item.metadata.name, bucket: item.metadata.bucket })),
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
  });
}

function objectNameFrom(ctx: RequestContext, metadata: Record<string, unknown>): string {
  const fromQuery = ctx.query.get('name');
  const fromBody = typeof metadata.name === 'string' ? metadata.name : undefined;
  const name = fromQuery ?? fromBody;
  if (name === undefined) throw new HttpError(400, 'Upload needs an object name (?name=)');
  return validateObjectName(name);
}

function upload(ctx: RequestContext, service: StorageService, uploads: UploadSessions, bucket: string): void {
  const uploadId = ctx.query.get('upload_id');
  if (uploadId !== undefined) return resumableCommand(ctx, service, uploads, uploads.get(uploadId));
  const protocol = (header(ctx, 'x-goog-upload-protocol') ?? ctx.query.get('uploadType') ?? 'media').toLowerCase();
  if (protocol === 'multipart') {
    const { metadata, media, mediaType } = metadataAndMedia(ctx.body, header(ctx, 'content-type'));
    const body = parseJsonBody(metadata, 'Upload metadata');
    const name = objectNameFrom(ctx, body);
    const input = parseUploadMetadata(body);
    input.contentType ??= mediaType;
    const stored = service.write(ctx.caller(), bucket, name, media, input);
    sendJson(ctx.res, 200, toFirebaseResource(stored.metadata));
    return;
  }
  if (protocol === 'resumable') {
    const command = (header(ctx, 'x-goog-upload-command') ?? '').toLowerCase();
    if (command !== 'start')
      throw new HttpError(400, 'A resumable upload must begin with X-Goog-Upload-Command: start');
    const body = parseJsonBody(ctx.body, 'Upload metadata');
    const name = objectNameFrom(ctx, body);
    const input: UploadMetadataInput = parseUploadMetadata(body);
    input.contentType ??= header(ctx, 'x-goog-upload-header-content-type');
    const declared = header(ctx, 'x-goog-upload-header-content-length');
    const expectedSize = declared === undefined || declared === '' ? undefined : Number(declared);
    if (expectedSize !== undefined && (!Number.isSafeInteger(expectedSize) || expectedSize < 0)) {
      throw new HttpError(400, 'X-Goog-Upload-Header-Content-Length must be a non-negative integer');
    }
    service.checkUpload(ctx.caller(), bucket, name, expectedSize ?? 0, input);
    const session = uploads.create(bucket, name, input, expectedSize);
    const url = `${ctx.origin}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&uploadType=resumable&upload_id=${session.id}&upload_protocol=resumable`;
    ctx.res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': url,
      'X-Goog-Upload-Control-URL': url,
      'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
      'Content-Type': 'text/plain; charset=utf-8',
    });
    ctx.res.end();
    return;
  }
  if (protocol === 'media' || protocol === 'raw') {
    const name = objectNameFrom(ctx, {});
    const stored = service.write(ctx.caller(), bucket, name, ctx.body, {
      customMetadata: {},
      contentType: header(ctx, 'content-type'),
    });
    sendJson(ctx.res, 200, toFirebaseResource(stored.metadata));
    return;
  }
  throw new HttpError(400, `Unsupported upload protocol ${JSON.stringify(protocol)}`);
}

function resumableCommand(
  ctx: RequestContext,
  service: StorageService,
  uploads: UploadSessions,
  session: UploadSession,
): void {
  const commands = (header(ctx, 'x-goog-upload-command') ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  if (commands.length === 0) throw new HttpError(400, 'Missing X-Goog-Upload-Command');
  const unknown = commands.filter((c) => !['upload', 'finalize', 'query', 'cancel'].includes(c));
  if (unknown.length) throw new HttpError(400, `Unknown X-Goog-Upload-Command ${unknown.join(', ')}`);

  if (commands.includes('cancel')) {
    uploads.cancel(session);
    ctx.res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled' });
    ctx.res.end();
    return;
  }
  if (commands.includes('query')) {
    ctx.res.writeHead(200, {
      'X-Goog-Upload-Status': session.state,
      'X-Goog-Upload-Size-Received': String(session.received),
    });
    ctx.res.end();
    return;
  }
  if (commands.includes('upload')) {
    const offsetHeader = header(ctx, 'x-goog-upload-offset');
    if (offsetHeader === undefined || !/^\d+$/.test(offsetHeader))
      throw new HttpError(400, 'X-Goog-Upload-Offset must be a non-negative integer');
    uploads.append(session, Number(offsetHeader), ctx.body);
  }
  if (commands.includes('finalize')) {
    const stored = uploads.finalize(session, service, ctx.caller());
    const text = JSON.stringify(toFirebaseResource(stored.metadata));
    ctx.res.writeHead(200, {
      'X-Goog-Upload-Status': 'final',
      'X-Goog-Upload-Size-Received': String(session.received),
      'Content-Type': 'application/json; charset=utf-8',
    });
    ctx.res.end(text);
    return;
  }
  ctx.res.writeHead(200, { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-Size-Received': String(session.received) });
  ctx.res.end();
}
