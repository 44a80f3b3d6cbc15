// Firestore values and documents <-> rules values; builds `request` / `resource` for Firestore.
import type { FirestoreRulesRequest, QueryConstraints, StoredDocument, Timestamp, Value } from './api.js';
import { RBytes, RLatLng, RMap, RPartialMap, RPath, RTimestamp, fail, type KnownNode, type RValue } from './types.js';

export function timestampToRules(t: Timestamp): RTimestamp {
  return new RTimestamp(BigInt(t.seconds), t.nanos);
}

/** `projects/p/databases/d/documents/a/b` → path `/databases/d/documents/a/b`. */
export function documentNameToPath(name: string): RPath {
  const segs = name.split('/');
  const i = segs.indexOf('databases');
  return new RPath(i >= 0 ? segs.slice(i) : segs);
}

export function valueToRules(v: Value): RValue {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return BigInt(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return timestampToRules(v.timestampValue);
  if ('stringValue' in v) return v.stringValue;
  if ('bytesValue' in v) return new RBytes(v.bytesValue);
  if ('referenceValue' in v) return documentNameToPath(v.referenceValue);
  if ('geoPointValue' in v) return new RLatLng(v.geoPointValue.latitude, v.geoPointValue.longitude);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(valueToRules);
  if ('mapValue' in v) return fieldsToRules(v.mapValue.fields ?? {});
  return fail('Unsupported Firestore value.');
}

export function fieldsToRules(fields: Record<string, Value>): RMap {
  const m = new Map<string, RValue>();
  for (const k of Object.keys(fields)) m.set(k, valueToRules(fields[k]));
  return new RMap(m);
}

/** The inverse, for tools that turn rules values back into Firestore values. */
export function rulesToValue(v: RValue): Value {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'bigint') return { integerValue: v };
  if (typeof v === 'number') return { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(rulesToValue) } };
  if (v instanceof RMap) {
    const fields: Record<string, Value> = {};
    for (const [k, x] of v.entries) fields[k] = rulesToValue(x);
    return { mapValue: { fields } };
  }
  if (v instanceof RTimestamp) return { timestampValue: { seconds: Number(v.seconds), nanos: v.nanos } };
  if (v instanceof RBytes) return { bytesValue: v.bytes };
  if (v instanceof RLatLng) return { geoPointValue: { latitude: v.lat, longitude: v.lng } };
  if (v instanceof RPath) return { referenceValue: 'projects/_/' + v.segments.join('/') };
  return fail('Value has no Firestore representation.');
}

/** `resource` / get() result: a map with data, id and __name__ (reference/rules/rules.firestore.Resource). */
export function documentToResource(doc: StoredDocument): RMap {
  const path = documentNameToPath(doc.name);
  return new RMap(
    new Map<string, RValue>([
      ['data', fieldsToRules(doc.fields)],
      ['id', path.segments[path.segments.length - 1] ?? ''],
      ['__name__', path],
    ]),
  );
}

/** JSON (auth token claims) → rules values; whole numbers become ints. */
export function jsonToRules(v: unknown): RValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (typeof v === 'bigint') return v;
  if (Array.isArray(v)) return v.map(jsonToRules);
  if (typeof v === 'object') {
    const m = new Map<string, RValue>();
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) m.set(k, jsonToRules(x));
    return new RMap(m);
  }
  return null;
}

export function authToRules(auth: { uid: string; token: Record<string, unknown> } | null): RValue {
  if (!auth) return null;
  return new RMap(
    new Map<string, RValue>([
      ['uid', auth.uid],
      ['token', jsonToRules(auth.token)],
    ]),
  );
}

/** Splits a dotted field path, honouring backtick-quoted segments (`a.b`.c). */
export function splitFieldPath(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (quoted) {
      if (c === '\\' && i + 1 < path.length) cur += path[++i];
      else if (c === '`') quoted = false;
      else cur += c;
    } else if (c === '`') quoted = true;
    else if (c === '.') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function emptyNode(): KnownNode {
  return { hasValue: false, children: new Map() };
}

function setKnown(root: KnownNode, fieldPath: string, value: RValue): void {
  let node = root;
  for (const seg of splitFieldPath(fieldPath)) {
    let child = node.children.get(seg);
    if (!child) {
      child = emptyNode();
      node.children.set(seg, child);
    }
    node = child;
  }
  node.hasValue = true;
  node.value = value;
}

const MAX_COMBINATIONS = 1000;

/**
 * One partially-known `resource` per combination of `in` values: a query is allowed only when
 * the rules allow every combination (rules are not filters).
 */
export function listResources(q: QueryConstraints | undefined): RPartialMap[] {
  let combos: Record<string, Value>[] = [{}];
  for (const [field, values] of Object.entries(q?.oneOf ?? {})) {
    const next: Record<string, Value>[] = [];
    for (const c of combos) for (const v of values) next.push({ ...c, [field]: v });
    combos = next;
    if (combos.length > MAX_COMBINATIONS) fail('Too many query disjunctions to evaluate.');
  }
  return combos.map((combo) => {
    const data = emptyNode();
    const root: KnownNode = { hasValue: false, children: new Map([['data', data]]) };
    const bind = (f: string, v: Value) => {
      if (f === '__name__' && 'referenceValue' in v) {
        // A document-id filter pins resource.__name__ and resource.id.
        const path = documentNameToPath(v.referenceValue);
        root.children.set('__name__', { hasValue: true, value: path, children: new Map() });
        root.children.set('id', {
          hasValue: true,
          value: path.segments[path.segments.length - 1] ?? '',
          children: new Map(),
        });
      } else {
        setKnown(data, f, valueToRules(v));
      }
    };
    for (const [f, v] of Object.entries(q?.equal ?? {})) bind(f, v);
    for (const [f, v] of Object.entries(combo)) bind(f, v);
    return new RPartialMap(root, 'resource');
  });
}

function queryToRules(q: QueryConstraints | undefined): RMap {
  const orderBy = new Map<string, RValue>();
  for (const o of q?.orderBy ?? []) orderBy.set(o.field, o.direction);
  return new RMap(
    new Map<string, RValue>([
      ['limit', q?.limit === undefined ? null : BigInt(q.limit)],
      ['offset', q?.offset === undefined ? null : BigInt(q.offset)],
      ['orderBy', new RMap(orderBy)],
    ]),
  );
}

export function firestoreFullPath(req: FirestoreRulesRequest): string[] {
  return ['databases', req.database, 'documents', ...req.path];
}

/** `request` (reference/rules/rules.firestore.Request). */
export function firestoreRequestMap(req: FirestoreRulesRequest): RMap {
  const m = new Map<string, RValue>([
    ['auth', authToRules(req.auth)],
    ['method', req.method],
    ['path', new RPath(firestoreFullPath(req))],
    ['time', timestampToRules(req.time)],
  ]);
  if (req.method === 'create' || req.method === 'update' || req.method === 'delete' || req.requestResource) {
    m.set('resource', req.requestResource ? documentToResource(req.requestResource) : null);
  }
  if (req.method === 'list') m.set('query', queryToRules(req.query));
  return new RMap(m);
}
