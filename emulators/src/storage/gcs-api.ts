// The subset of the GCS JSON API that @google-cloud/storage (firebase-admin) uses against
// STORAGE_EMULATOR_HOST. These requests carry no Firebase token: they are admin requests.
import { HttpError, sendJson } from './http-util.js';
import { sendMedia } from './download.js';
import { parseJsonBody, parseUploadMetadata, toGcsResource, type UploadMetadataInput } from './metadata.js';
import { metadataAndMedia } from './multipart.js';
import { decodeComponent, validateBucketName, validateObjectName } from './object-names.js';
import { header, type RequestContext } from './request-context.js';
import type { StorageService } from './storage-service.js';
import type { UploadSession, UploadSessions } from './uploads.js';
import type { Caller } from './auth.js';
import { preconditionsFrom } from './preconditions.js';

const ADMIN: Caller = { kind: 'owner' };
const BUCKET_ROUTE = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const LIST_ROUTE = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/?$/;
const OBJECT_ROUTE = /^(?:\/storage\/v1|\/download\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/;
const UPLOAD_ROUTE = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/;
const COPY_ROUTE = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)\/(rewriteTo|copyTo)\/b\/([^/]+)\/o\/(.+)$/;
const MAX_LIST_RESULTS = 1000;

export function handleGcsApi(ctx: RequestContext, service: StorageService, uploads: UploadSessions): boolean {
  const method = ctx.req.method ?? 'GET';
  let match = UPLOAD_ROUTE.exec(ctx.path);
  if (match) {
    upload(ctx, service, uploads, validateBucketName(decodeComponent(match[1])));
    return true;
  }
  match = COPY_ROUTE.exec(ctx.path);
  if (match && method === 'POST') {
    copyObject(ctx, service, match);
    return true;
  }
  match = BUCKET_ROUTE.exec(ctx.path);
  if (match && method === 'GET') {
    const bucket = validateBucketName(decodeComponent(match[1]));
    sendJson(ctx.res, 200, {
      kind: 'storage#bucket',
      id: bucket,
      name: bucket,
      location: 'US',
      storageClass: 'STANDARD',
    });
    return true;
  }
  match = LIST_ROUTE.exec(ctx.path);
  if (match) {
    if (method !== 'GET') throw new HttpError(405, `Method ${method} not allowed on ${ctx.path}`);
    listObjects(ctx, service, validateBucketName(decodeComponent(match[1])));
    return true;
  }
  match = OBJECT_ROUTE.exec(ctx.path);
  if (!match) return false;
  const bucket = validateBucketName(decodeComponent(match[1]));
  const name = validateObjectName(decodeComponent(match[2]));
  const isDownloadPath = ctx.path.startsWith('/download/');
  switch (method) {
    case 'GET':
    case 'HEAD': {
      const object = service.read(ADMIN, bucket, name);
      if (isDownloadPath || ctx.query.get('alt') === 'media') sendMedia(ctx, object);
      else sendJson(ctx.res, 200, toGcsResource(object.metadata, ctx.origin));
      return true;
    }
    case 'PATCH':
    case 'PUT': {
      const updated = service.patch(
        ADMIN,
        bucket,
        name,
        parseJsonBody(ctx.body, 'Object metadata'),
        preconditionsFrom(ctx.query),
      );
      sendJson(ctx.res, 200, toGcsResource(updated.metadata, ctx.origin));
      return true;
    }
    case 'DELETE':
      service.remove(ADMIN, bucket, name, preconditionsFrom(ctx.query));
      ctx.res.writeHead(204);
      ctx.res.end();
      return true;
    default:
      throw new HttpError(405, `Method ${method} not allowed on ${ctx.path}`);
  }
}

/** `copyTo` answers the new object; `rewriteTo` a finished rewrite response (one call, no token). */
function copyObject(ctx: RequestContext, service: StorageService, match: RegExpExecArray): void {
  const from = {
    bucket: validateBucketName(decodeComponent(match[1])),
    name: validateObjectName(decodeComponent(match[2])),
  };
  const to = {
    bucket: validateBucketName(decodeComponent(match[4])),
    name: validateObjectName(decodeComponent(match[5])),
  };
  const body = parseJsonBody(ctx.body, 'Destination metadata');
  const overrides = Object.keys(body).length ? parseUploadMetadata(body) : {};
  if ('customMetadata' in overrides && body.metadata === undefined) delete overrides.customMetadata;
  const stored = service.copy(ADMIN, from, to, overrides, preconditionsFrom(ctx.query));
  const resource = toGcsResource(stored.metadata, ctx.origin);
  if (match[3] === 'copyTo') {
    sendJson(ctx.res, 200, resource);
    return;
  }
  const size = String(stored.metadata.size);
  sendJson(ctx.res, 200, {
    kind: 'storage#rewriteResponse',
    totalBytesRewritten: size,
    objectSize: size,
    done: true,
    resource,
  });
}

function listObjects(ctx: RequestContext, service: StorageService, bucket: string): void {
  const maxParam = ctx.query.get('maxResults');
  const maxResults = maxParam === undefined ? MAX_LIST_RESULTS : Math.min(Number(maxParam), MAX_LIST_RESULTS);
  if (!Number.isInteger(maxResults) || maxResults < 1)
    throw new HttpError(400, 'maxResults must be a positive integer');
  const result = service.list(ADMIN, bucket, {
    prefix: ctx.query.get('prefix') ?? '',
    delimiter: ctx.query.get('delimiter') || undefined,
    maxResults,
    pageToken: ctx.query.get('pageToken') || undefined,
  });
  sendJson(ctx.res, 200, {
    kind: 'storage#objects',
    items: result.items.map((item) => toGcsResource(item.metadata, ctx.origin)),
    prefixes: result.prefixes,
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
  });
}

function objectName(ctx: RequestContext, metadata: Record<string, unknown>): string {
  const name = ctx.query.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : undefined);
  if (name === undefined) throw new HttpError(400, 'Upload needs an object name (?name=)');
  return validateObjectName(name);
}

function upload(ctx: RequestContext, service: StorageService, uploads: UploadSessions, bucket: string): void {
  const uploadId = ctx.query.get('upload_id');
  if (uploadId !== undefined) return resumableChunk(ctx, service, uploads, uploads.get(uploadId));
  if (ctx.req.method !== 'POST') throw new HttpError(405, `Method ${ctx.req.method} not allowed without an upload_id`);
  const uploadType = ctx.query.get('uploadType') ?? 'media';
  if (uploadType === 'resumable') {
    const body = parseJsonBody(ctx.body, 'Object metadata');
    const name = objectName(ctx, body);
    const input: UploadMetadataInput = parseUploadMetadata(body);
    input.contentType ??= header(ctx, 'x-upload-content-type');
    const declared = header(ctx, 'x-upload-content-length');
    const expectedSize = declared && /^\d+$/.test(declared) ? Number(declared) : undefined;
    const session = uploads.create(bucket, name, input, expectedSize, preconditionsFrom(ctx.query));
    const location = `${ctx.origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${session.id}`;
    ctx.res.writeHead(200, { Location: location, 'X-GUploader-UploadID': session.id, 'Content-Length': '0' });
    ctx.res.end();
    return;
  }
  if (uploadType === 'multipart') {
    const { metadata, media, mediaType } = metadataAndMedia(ctx.body, header(ctx, 'content-type'));
    const body = parseJsonBody(metadata, 'Object metadata');
    const input = parseUploadMetadata(body);
    input.contentType ??= mediaType;
    const stored = service.write(ADMIN, bucket, objectName(ctx, body), media, input, preconditionsFrom(ctx.query));
    sendJson(ctx.res, 200, toGcsResource(stored.metadata, ctx.origin));
    return;
  }
  if (uploadType === 'media') {
    const input = { customMetadata: {}, contentType: header(ctx, 'content-type') };
    const stored = service.write(ADMIN, bucket, objectName(ctx, {}), ctx.body, input, preconditionsFrom(ctx.query));
    sendJson(ctx.res, 200, toGcsResource(stored.metadata, ctx.origin));
    return;
  }
  throw new HttpError(400, `Unsupported uploadType ${JSON.stringify(uploadType)}`);
}

/**
 * `Content-Range: bytes a-b/total` appends a chunk (308 + Range until complete);
 * `bytes a-*\/total` or `bytes a-b/total` reaching total finalizes; `bytes *\/*` queries.
 */
function resumableChunk(
  ctx: RequestContext,
  service: StorageService,
  uploads: UploadSessions,
  session: UploadSession,
): void {
  if (ctx.req.method === 'DELETE') {
    uploads.cancel(session);
    ctx.res.writeHead(499);
    ctx.res.end();
    return;
  }
  const range = header(ctx, 'content-range') ?? '';
  const query = /^bytes \*\/(\d+|\*)$/.exec(range);
  if (query || (range === '' && ctx.body.length === 0 && session.state !== 'active')) {
    if (query && query[1] !== '*' && session.state === 'active' && Number(query[1]) === session.received) {
      return finish(ctx, uploads.finalize(session, service, ADMIN));
    }
    if (session.state === 'final' && session.result) return finish(ctx, session.result);
    return incomplete(ctx, session);
  }
  let offset = session.received;
  let total: number | undefined;
  let last: number | undefined;
  if (range) {
    const match = /^bytes (\d+)-(\d+|\*)\/(\d+|\*|undefined)$/.exec(range);
    if (!match) throw new HttpError(400, `Invalid Content-Range ${JSON.stringify(range)}`);
    offset = Number(match[1]);
    last = match[2] === '*' ? undefined : Number(match[2]);
    total = /^\d+$/.test(match[3]) ? Number(match[3]) : undefined;
    if (last !== undefined && last - offset + 1 !== ctx.body.length) {
      throw new HttpError(400, `Content-Range covers ${last - offset + 1} bytes but the body has ${ctx.body.length}`);
    }
  }
  if (total !== undefined) session.expectedSize ??= total;
  uploads.append(session, offset, ctx.body);
  const complete = last === undefined || (total !== undefined && session.received >= total);
  if (!complete) return incomplete(ctx, session);
  if (session.expectedSize === undefined) session.expectedSize = session.received;
  finish(ctx, uploads.finalize(session, service, ADMIN));
}

function finish(ctx: RequestContext, stored: { metadata: Parameters<typeof toGcsResource>[0] }): void {
  sendJson(ctx.res, 200, toGcsResource(stored.metadata, ctx.origin));
}

function incomplete(ctx: RequestContext, session: UploadSession): void {
  const headers: Record<string, string> = { 'Content-Length': '0' };
  if (session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
  ctx.res.writeHead(308, headers);
  ctx.res.end();
}
