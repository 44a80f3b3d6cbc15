// The stored form of object metadata and its two wire views: the Firebase Storage (v0) resource
// read by firebase/storage, and the GCS JSON API resource read by @google-cloud/storage (also the
// `data` of storage CloudEvents).
import { createHash, randomUUID } from 'node:crypto';
import { crc32cBase64 } from './crc32c.js';
import { HttpError } from './http-util.js';

/** Custom-metadata key under which GCS-side clients read/write Firebase download tokens. */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

const OPTIONAL_STRING_FIELDS = ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const;
type OptionalStringField = (typeof OPTIONAL_STRING_FIELDS)[number];

export interface ObjectMetadata {
  bucket: string;
  name: string;
  contentType: string;
  size: number;
  md5Hash: string;
  crc32c: string;
  etag: string;
  generation: string;
  metageneration: string;
  timeCreated: string;
  updated: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata: Record<string, string>;
  downloadTokens: string[];
}

export interface StoredObject {
  metadata: ObjectMetadata;
  data: Buffer;
}

/** Metadata a client supplies with an upload (JSON part, start request or GCS insert body). */
export interface UploadMetadataInput {
  contentType?: string;
  md5Hash?: string;
  crc32c?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata: Record<string, string>;
  downloadTokens?: string[];
}

let lastGeneration = 0;
/** Microsecond-based like GCS, strictly increasing within the process. */
export function nextGeneration(): string {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

function etagFor(md5: string, generation: string, metageneration: string): string {
  return createHash('sha1').update(`${md5}/${generation}/${metageneration}`).digest('base64').slice(0, 16);
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, `${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Metadata field ${key} must be a string`);
  return value;
}

function stringifyCustom(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function parseJsonBody(body: Buffer, what: string): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, `${what} is not valid JSON`);
  }
  return asObject(parsed, what);
}

export function parseUploadMetadata(body: Record<string, unknown>): UploadMetadataInput {
  const input: UploadMetadataInput = { customMetadata: {} };
  input.contentType = optionalString(body, 'contentType');
  input.md5Hash = optionalString(body, 'md5Hash');
  input.crc32c = optionalString(body, 'crc32c');
  for (const field of OPTIONAL_STRING_FIELDS) input[field] = optionalString(body, field);
  if (body.metadata !== undefined && body.metadata !== null) {
    for (const [key, value] of Object.entries(asObject(body.metadata, 'metadata'))) {
      if (value === null || value === undefined) continue;
      if (key === DOWNLOAD_TOKENS_KEY) input.downloadTokens = splitTokens(stringifyCustom(value));
      else input.customMetadata[key] = stringifyCustom(value);
    }
  }
  return input;
}

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

export function buildObject(
  bucket: string,
  name: string,
  data: Buffer,
  input: UploadMetadataInput,
  previous?: StoredObject,
): StoredObject {
  const md5Hash = createHash('md5').update(data).digest('base64');
  const crc32c = crc32cBase64(data);
  if (input.md5Hash && input.md5Hash !== md5Hash)
    throw new HttpError(400, 'Provided MD5 hash does not match the uploaded data');
  if (input.crc32c && input.crc32c !== crc32c)
    throw new HttpError(400, 'Provided CRC32C checksum does not match the uploaded data');
  const now = new Date().toISOString();
  const generation = nextGeneration();
  const metadata: ObjectMetadata = {
    bucket,
    name,
    contentType: input.contentType || 'application/octet-stream',
    size: data.length,
    md5Hash,
    crc32c,
    generation,
    metageneration: '1',
    etag: etagFor(md5Hash, generation, '1'),
    timeCreated: now,
    updated: now,
    customMetadata: { ...input.customMetadata },
    downloadTokens: input.downloadTokens?.length
      ? input.downloadTokens
      : previous?.metadata.downloadTokens.length
        ? previous.metadata.downloadTokens
        : [randomUUID()],
  };
  for (const field of OPTIONAL_STRING_FIELDS) if (input[field] !== undefined) metadata[field] = input[field];
  return { metadata, data };
}

/**
 * Applies a PATCH body (Firebase and GCS share the semantics): a present field replaces, null
 * deletes; `metadata` merges key by key, a null key deletes it, `metadata: null` clears all.
 */
export function applyMetadataPatch(current: ObjectMetadata, body: Record<string, unknown>): ObjectMetadata {
  const next: ObjectMetadata = {
    ...current,
    customMetadata: { ...current.customMetadata },
    downloadTokens: [...current.downloadTokens],
  };
  if ('contentType' in body) next.contentType = optionalString(body, 'contentType') ?? 'application/octet-stream';
  for (const field of OPTIONAL_STRING_FIELDS) {
    if (!(field in body)) continue;
    const value = optionalString(body, field);
    if (value === undefined) delete next[field as OptionalStringField];
    else next[field] = value;
  }
  if ('metadata' in body) {
    if (body.metadata === null) next.customMetadata = {};
    else {
      for (const [key, value] of Object.entries(asObject(body.metadata, 'metadata'))) {
        if (key === DOWNLOAD_TOKENS_KEY) {
          next.downloadTokens = value === null || value === undefined ? [] : splitTokens(stringifyCustom(value));
        } else if (value === null || value === undefined) delete next.customMetadata[key];
        else next.customMetadata[key] = stringifyCustom(value);
      }
    }
  }
  next.metageneration = String(Number(current.metageneration) + 1);
  next.updated = new Date().toISOString();
  next.etag = etagFor(next.md5Hash, next.generation, next.metageneration);
  return next;
}

function optionalFields(m: ObjectMetadata): Partial<Record<OptionalStringField, string>> {
  const out: Partial<Record<OptionalStringField, string>> = {};
  for (const field of OPTIONAL_STRING_FIELDS) if (m[field] !== undefined) out[field] = m[field];
  return out;
}

/** The resource firebase/storage reads (getMetadata, upload results, getDownloadURL). */
export function toFirebaseResource(m: ObjectMetadata): Record<string, unknown> {
  return {
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: m.metageneration,
    contentType: m.contentType,
    timeCreated: m.timeCreated,
    updated: m.updated,
    storageClass: 'STANDARD',
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: m.etag,
    contentEncoding: m.contentEncoding ?? 'identity',
    contentDisposition: m.contentDisposition ?? 'inline',
    ...optionalFields(m),
    downloadTokens: m.downloadTokens.join(','),
    ...(Object.keys(m.customMetadata).length ? { metadata: { ...m.customMetadata } } : {}),
  };
}

/** The GCS JSON API object resource (admin SDK, and the data of storage CloudEvents). */
export function toGcsResource(m: ObjectMetadata, baseUrl: string): Record<string, unknown> {
  const encoded = encodeURIComponent(m.name);
  const custom: Record<string, string> = { ...m.customMetadata };
  if (m.downloadTokens.length) custom[DOWNLOAD_TOKENS_KEY] = m.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${m.bucket}/${m.name}/${m.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${encodeURIComponent(m.bucket)}/o/${encoded}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${encodeURIComponent(m.bucket)}/o/${encoded}?generation=${m.generation}&alt=media`,
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: m.metageneration,
    contentType: m.contentType,
    storageClass: 'STANDARD',
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: m.etag,
    timeCreated: m.timeCreated,
    updated: m.updated,
    timeStorageClassUpdated: m.timeCreated,
    ...optionalFields(m),
    ...(Object.keys(custom).length ? { metadata: custom } : {}),
  };
}
