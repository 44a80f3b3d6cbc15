// Storage objects <-> rules values; builds `request` / `resource` for Cloud Storage rules
// (reference/rules/rules.firebase.storage.Request and .Resource).
import type { StorageObjectResource, StorageRulesRequest } from './api.js';
import { authToRules, timestampToRules } from './firestore-bridge.js';
import { RMap, RPath, type RValue } from './types.js';

function intOrNull(v: string | undefined): RValue {
  if (v === undefined || !/^-?\d+$/.test(v)) return v ?? null;
  return BigInt(v);
}

export function storageObjectToResource(o: StorageObjectResource): RMap {
  const metadata = new Map<string, RValue>();
  for (const [k, v] of Object.entries(o.metadata ?? {})) metadata.set(k, v);
  return new RMap(
    new Map<string, RValue>([
      ['name', o.name],
      ['bucket', o.bucket],
      ['size', BigInt(o.size)],
      ['contentType', o.contentType ?? null],
      ['md5Hash', o.md5Hash ?? null],
      ['crc32c', o.crc32c ?? null],
      ['etag', o.etag ?? null],
      ['generation', intOrNull(o.generation)],
      ['metageneration', intOrNull(o.metageneration)],
      ['timeCreated', o.timeCreated ? timestampToRules(o.timeCreated) : null],
      ['updated', o.updated ? timestampToRules(o.updated) : null],
      ['cacheControl', o.cacheControl ?? null],
      ['contentDisposition', o.contentDisposition ?? null],
      ['contentEncoding', o.contentEncoding ?? null],
      ['contentLanguage', o.contentLanguage ?? null],
      ['metadata', new RMap(metadata)],
    ]),
  );
}

export function storageFullPath(req: StorageRulesRequest): string[] {
  return ['b', req.bucket, 'o', ...req.path];
}

export function storageRequestMap(req: StorageRulesRequest): RMap {
  const m = new Map<string, RValue>([
    ['auth', authToRules(req.auth)],
    ['method', req.method],
    ['path', new RPath(storageFullPath(req))],
    ['time', timestampToRules(req.time)],
  ]);
  if (req.method === 'create' || req.method === 'update' || req.method === 'delete' || req.requestResource) {
    m.set('resource', req.requestResource ? storageObjectToResource(req.requestResource) : null);
  }
  return new RMap(m);
}
