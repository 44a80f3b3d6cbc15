// Builders shared by the rules conformance tables (*.test.ts): documents, Firestore and Storage
// requests from compact plain-JS descriptions, and strict value comparison.
import type {
  AuthContext,
  FirestoreRulesRequest,
  QueryConstraints,
  RulesMethod,
  StorageObjectResource,
  StorageRulesRequest,
  StoredDocument,
  Timestamp,
  Value,
} from '../../src/rules/api.js';
import { RMap, typeName, valuesEqual, type RValue } from '../../src/rules/types.js';

export const T0: Timestamp = { seconds: 1_700_000_000, nanos: 0 };
export const DB = '/databases/(default)/documents/';

/** Plain JS → Firestore value: whole numbers are integers, others doubles. */
export function fv(x: unknown): Value {
  if (x === null || x === undefined) return { nullValue: null };
  if (typeof x === 'boolean') return { booleanValue: x };
  if (typeof x === 'bigint') return { integerValue: x };
  if (typeof x === 'number') return Number.isInteger(x) ? { integerValue: BigInt(x) } : { doubleValue: x };
  if (typeof x === 'string') return { stringValue: x };
  if (x instanceof Uint8Array) return { bytesValue: x };
  if (Array.isArray(x)) return { arrayValue: { values: x.map(fv) } };
  const o = x as Record<string, unknown>;
  if ('$double' in o) return { doubleValue: o.$double as number };
  if ('$ts' in o) return { timestampValue: o.$ts as Timestamp };
  if ('$ref' in o) return { referenceValue: `projects/demo/databases/(default)/documents/${o.$ref as string}` };
  if ('$geo' in o) return { geoPointValue: o.$geo as { latitude: number; longitude: number } };
  const fields: Record<string, Value> = {};
  for (const [k, v] of Object.entries(o)) fields[k] = fv(v);
  return { mapValue: { fields } };
}

export function doc(path: string, data: Record<string, unknown>): StoredDocument {
  const fields: Record<string, Value> = {};
  for (const [k, v] of Object.entries(data)) fields[k] = fv(v);
  return { name: `projects/demo/databases/(default)/documents/${path}`, fields, createTime: T0, updateTime: T0 };
}

export type AuthSpec = null | string | { uid: string; token?: Record<string, unknown> };

export function auth(spec: AuthSpec | undefined): AuthContext | null {
  if (spec === null || spec === undefined) return null;
  const uid = typeof spec === 'string' ? spec : spec.uid;
  const extra = typeof spec === 'string' ? {} : (spec.token ?? {});
  return {
    uid,
    token: {
      sub: uid,
      user_id: uid,
      email: `${uid}@example.com`,
      email_verified: true,
      firebase: { sign_in_provider: 'password', identities: {} },
      ...extra,
    },
  };
}

export interface FsSpec {
  method: RulesMethod;
  /** Document path (or collection path for list) below /documents, e.g. 'articles/a'. */
  path: string;
  auth?: AuthSpec;
  /** Stored document data (resource); omitted/null = missing. */
  data?: Record<string, unknown> | null;
  /** Document after the write (request.resource). */
  newData?: Record<string, unknown> | null;
  /** Documents visible to get()/exists(): path → data. */
  docs?: Record<string, Record<string, unknown>>;
  /** Documents visible to getAfter()/existsAfter(); defaults to `docs`. */
  after?: Record<string, Record<string, unknown>>;
  query?: Partial<{
    equal: Record<string, unknown>;
    oneOf: Record<string, unknown[]>;
    limit: number;
    offset: number;
    orderBy: QueryConstraints['orderBy'];
  }>;
  collectionGroup?: boolean;
  maxLookups?: number;
  time?: Timestamp;
}

export function fsRequest(s: FsSpec): FirestoreRulesRequest {
  const path = s.path.split('/').filter(Boolean);
  const lookup = (set: Record<string, Record<string, unknown>>) => (p: string) => {
    const rel = p.startsWith(DB) ? p.slice(DB.length) : null;
    return rel !== null && set[rel] ? doc(rel, set[rel]) : null;
  };
  const docs = s.docs ?? {};
  const query: QueryConstraints | undefined = s.query
    ? {
        equal: Object.fromEntries(Object.entries(s.query.equal ?? {}).map(([k, v]) => [k, fv(v)])),
        oneOf: Object.fromEntries(Object.entries(s.query.oneOf ?? {}).map(([k, v]) => [k, v.map(fv)])),
        limit: s.query.limit,
        offset: s.query.offset,
        orderBy: s.query.orderBy ?? [],
      }
    : s.method === 'list'
      ? { equal: {}, oneOf: {}, orderBy: [] }
      : undefined;
  return {
    service: 'cloud.firestore',
    database: '(default)',
    path,
    method: s.method,
    auth: auth(s.auth),
    time: s.time ?? T0,
    resource: s.data ? doc(s.path, s.data) : null,
    requestResource: s.newData ? doc(s.path, s.newData) : s.newData === null ? null : undefined,
    query,
    collectionGroup: s.collectionGroup,
    lookups: { get: lookup(docs), getAfter: lookup(s.after ?? docs) },
    maxLookups: s.maxLookups,
  };
}

export interface StSpec {
  method: RulesMethod;
  /** Object name, e.g. 'images/u1/a.png'. */
  path: string;
  bucket?: string;
  auth?: AuthSpec;
  object?: Partial<StorageObjectResource> | null;
  newObject?: Partial<StorageObjectResource> | null;
  docs?: Record<string, Record<string, unknown>>;
}

function object(name: string, bucket: string, o: Partial<StorageObjectResource>): StorageObjectResource {
  return {
    bucket,
    name,
    size: 0,
    contentType: 'application/octet-stream',
    metadata: {},
    timeCreated: T0,
    updated: T0,
    generation: '1',
    metageneration: '1',
    ...o,
  };
}

export function stRequest(s: StSpec): StorageRulesRequest {
  const bucket = s.bucket ?? 'demo.appspot.com';
  const docs = s.docs ?? {};
  return {
    service: 'firebase.storage',
    bucket,
    path: s.path.split('/').filter(Boolean),
    method: s.method,
    auth: auth(s.auth),
    time: T0,
    resource: s.object ? object(s.path, bucket, s.object) : null,
    requestResource: s.newObject ? object(s.path, bucket, s.newObject) : undefined,
    firestore: {
      get: (p) => {
        const rel = p.startsWith(DB) ? p.slice(DB.length) : null;
        return rel !== null && docs[rel] ? doc(rel, docs[rel]) : null;
      },
    },
  };
}

/** Plain JS → rules value (bigint = int, number = float) for expected results. */
export function rv(x: unknown): RValue {
  if (x === null || typeof x === 'boolean' || typeof x === 'bigint' || typeof x === 'number' || typeof x === 'string')
    return x;
  if (Array.isArray(x)) return x.map(rv);
  return new RMap(new Map(Object.entries(x as Record<string, unknown>).map(([k, v]) => [k, rv(v)])));
}

/** Equal values of identical types, recursively (1 and 1.0 differ here). */
export function strictEqual(a: RValue, b: RValue): boolean {
  if (typeName(a) !== typeName(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => strictEqual(x, b[i]));
  if (a instanceof RMap && b instanceof RMap) {
    return (
      a.entries.size === b.entries.size &&
      [...a.entries].every(([k, v]) => b.entries.has(k) && strictEqual(v, b.entries.get(k)!))
    );
  }
  return valuesEqual(a, b);
}

/** Wraps allow statements in a Firestore ruleset. */
export function firestoreRules(body: string, version: '1' | '2' = '2'): string {
  return `rules_version = '${version}';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;
}

export function storageRules(body: string, version: '1' | '2' = '2'): string {
  return `rules_version = '${version}';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;
}
