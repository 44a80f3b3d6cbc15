// The object operations both wire APIs share: rules checks, store updates and object events.
import type { Caller } from './auth.js';
import { HttpError } from './http-util.js';
import {
  applyMetadataPatch,
  buildObject,
  type ObjectMetadata,
  type StoredObject,
  type UploadMetadataInput,
} from './metadata.js';
import type { ListOptions, ListResult, ObjectStore } from './object-store.js';
import type { StorageRulesGate } from './rules-gate.js';
import { checkPreconditions, type Preconditions } from './preconditions.js';

export type ObjectEventKind = 'finalized' | 'deleted' | 'metadataUpdated';
export type ObjectEventSink = (kind: ObjectEventKind, object: ObjectMetadata) => void;

export class StorageService {
  constructor(
    readonly store: ObjectStore,
    readonly rules: StorageRulesGate,
    private readonly emit: ObjectEventSink,
  ) {}

  /** Reads an object (metadata or media). A matching download token bypasses rules. */
  read(caller: Caller, bucket: string, name: string, downloadToken?: string): StoredObject {
    const existing = this.store.get(bucket, name);
    const tokenValid = !!downloadToken && !!existing && existing.metadata.downloadTokens.includes(downloadToken);
    if (!tokenValid)
      this.rules.enforce(caller, { bucket, path: name, method: 'get', resource: existing?.metadata ?? null });
    if (!existing) throw new HttpError(404, `Object ${name} not found in bucket ${bucket}`);
    return existing;
  }

  /** Rules pre-check for a resumable upload start, with the declared size and metadata. */
  checkUpload(caller: Caller, bucket: string, name: string, declaredSize: number, input: UploadMetadataInput): void {
    const existing = this.store.get(bucket, name);
    const candidate = buildObject(
      bucket,
      name,
      Buffer.alloc(0),
      { ...input, md5Hash: undefined, crc32c: undefined },
      existing,
    );
    candidate.metadata.size = declaredSize;
    this.rules.enforce(caller, {
      bucket,
      path: name,
      method: existing ? 'update' : 'create',
      resource: existing?.metadata ?? null,
      requestResource: candidate.metadata,
    });
  }

  write(
    caller: Caller,
    bucket: string,
    name: string,
    data: Buffer,
    input: UploadMetadataInput,
    preconditions?: Preconditions,
  ): StoredObject {
    const existing = this.store.get(bucket, name);
    const candidate = buildObject(bucket, name, data, input, existing);
    this.rules.enforce(caller, {
      bucket,
      path: name,
      method: existing ? 'update' : 'create',
      resource: existing?.metadata ?? null,
      requestResource: candidate.metadata,
    });
    checkPreconditions(preconditions, existing?.metadata);
    this.store.put(candidate);
    // As in GCS, overwriting an object permanently deletes the previous generation.
    if (existing) this.emit('deleted', existing.metadata);
    this.emit('finalized', candidate.metadata);
    return candidate;
  }

  /** Server-side copy (GCS copyTo/rewriteTo); `overrides` replace the copied metadata fields. */
  copy(
    caller: Caller,
    from: { bucket: string; name: string },
    to: { bucket: string; name: string },
    overrides: Partial<UploadMetadataInput>,
    preconditions?: Preconditions,
  ): StoredObject {
    const source = this.read(caller, from.bucket, from.name);
    const m = source.metadata;
    const input: UploadMetadataInput = {
      contentType: m.contentType,
      cacheControl: m.cacheControl,
      contentDisposition: m.contentDisposition,
      contentEncoding: m.contentEncoding,
      contentLanguage: m.contentLanguage,
      customMetadata: { ...m.customMetadata },
      downloadTokens: [...m.downloadTokens],
    };
    for (const [key, value] of Object.entries(overrides))
      if (value !== undefined) (input as unknown as Record<string, unknown>)[key] = value;
    return this.write(caller, to.bucket, to.name, source.data, input, preconditions);
  }

  patch(
    caller: Caller,
    bucket: string,
    name: string,
    body: Record<string, unknown>,
    preconditions?: Preconditions,
  ): StoredObject {
    const existing = this.store.get(bucket, name);
    if (!existing) {
      this.rules.enforce(caller, { bucket, path: name, method: 'update', resource: null, requestResource: null });
      throw new HttpError(404, `Object ${name} not found in bucket ${bucket}`);
    }
    checkPreconditions(preconditions, existing.metadata);
    const next = applyMetadataPatch(existing.metadata, body);
    this.rules.enforce(caller, {
      bucket,
      path: name,
      method: 'update',
      resource: existing.metadata,
      requestResource: next,
    });
    const stored = this.store.replaceMetadata(next);
    this.emit('metadataUpdated', stored.metadata);
    return stored;
  }

  remove(caller: Caller, bucket: string, name: string, preconditions?: Preconditions): void {
    const existing = this.store.get(bucket, name);
    this.rules.enforce(caller, { bucket, path: name, method: 'delete', resource: existing?.metadata ?? null });
    if (!existing) throw new HttpError(404, `Object ${name} not found in bucket ${bucket}`);
    checkPreconditions(preconditions, existing.metadata);
    this.store.delete(bucket, name);
    this.emit('deleted', existing.metadata);
  }

  list(caller: Caller, bucket: string, options: ListOptions): ListResult {
    this.rules.enforce(caller, { bucket, path: options.prefix.replace(/\/+$/, ''), method: 'list', resource: null });
    return this.store.list(bucket, options);
  }
}
