// Converts between wire messages (REST JSON, or grpc proto-loader objects) and the in-memory Value.
// Both inputs are accepted everywhere: REST sends timestamps as RFC 3339 strings and enums as names
// or ints; proto-loader (longs/bytes as strings) sends timestamps as {seconds, nanos}.
import type { StoredDocument, Timestamp, Value } from '../shared/value.js';
import { invalidArgument } from './errors.js';
import { formatTimestamp, MAX_SECONDS, MIN_SECONDS, parseTimestamp, truncateToMicros } from './timestamps.js';

export type Flavor = 'json' | 'proto';
export interface WireOptions {
  flavor: Flavor;
  /** REST `$alt=json;enum-encoding=int` */
  enumsAsInts?: boolean;
}

export type Json = Record<string, unknown>;

export const isObject = (x: unknown): x is Json =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && !Buffer.isBuffer(x);

export function decodeTimestamp(raw: unknown, where: string): Timestamp {
  if (typeof raw === 'string') return parseTimestamp(raw);
  if (isObject(raw)) {
    const seconds = Number(raw.seconds ?? 0);
    const nanos = Number(raw.nanos ?? 0);
    if (Number.isFinite(seconds) && Number.isInteger(nanos) && nanos >= 0 && nanos < 1e9) return { seconds, nanos };
  }
  throw invalidArgument(`Invalid timestamp at '${where}'`);
}

export function encodeTimestamp(t: Timestamp, o: WireOptions): unknown {
  return o.flavor === 'json' ? formatTimestamp(t) : { seconds: String(t.seconds), nanos: t.nanos };
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export function decodeBytes(raw: unknown, where: string): Uint8Array {
  if (typeof raw === 'string' && BASE64.test(raw))
    return new Uint8Array(Buffer.from(raw, raw.includes('-') || raw.includes('_') ? 'base64url' : 'base64'));
  if (raw instanceof Uint8Array) return new Uint8Array(raw);
  throw invalidArgument(`Invalid bytes at '${where}'`);
}

const INT64 = /^-?\d+$/;
/** projects/p/databases/d/documents/coll/doc[/coll/doc...] (segment parity is checked separately) */
const REFERENCE = /^projects\/[^/]+\/databases\/[^/]+\/documents(\/[^/]+)+$/;
const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);

function decodeInteger(raw: unknown, where: string): bigint {
  let n: bigint | null = null;
  if (typeof raw === 'string' && INT64.test(raw)) n = BigInt(raw);
  else if (typeof raw === 'number' && Number.isInteger(raw)) n = BigInt(raw);
  if (n === null || n > MAX_INT64 || n < MIN_INT64)
    throw invalidArgument(`Invalid integer value at '${where}': ${JSON.stringify(raw)}`);
  return n;
}

function decodeDouble(raw: unknown, where: string): number {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return NaN;
  if (raw === 'Infinity') return Infinity;
  if (raw === '-Infinity') return -Infinity;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  throw invalidArgument(`Invalid double value at '${where}': ${JSON.stringify(raw)}`);
}

function decodeNumberField(raw: unknown, where: string): number {
  if (raw === undefined) return 0;
  return decodeDouble(raw, where);
}

const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
];

export function decodeValue(raw: unknown, where = 'value'): Value {
  if (!isObject(raw)) throw invalidArgument(`Invalid value at '${where}': expected an object`);
  const kinds = Object.keys(raw).filter((k) => VALUE_KINDS.includes(k));
  if (kinds.length !== 1)
    throw invalidArgument(`Invalid value at '${where}': expected exactly one value type, got ${kinds.length}`);
  const kind = kinds[0];
  const v = raw[kind];
  switch (kind) {
    case 'nullValue':
      if (v === null || v === 'NULL_VALUE' || v === 0) return { nullValue: null };
      break;
    case 'booleanValue':
      if (typeof v === 'boolean') return { booleanValue: v };
      break;
    case 'integerValue':
      return { integerValue: decodeInteger(v, where) };
    case 'doubleValue':
      return { doubleValue: decodeDouble(v, where) };
    case 'timestampValue': {
      const t = decodeTimestamp(v, where);
      if (t.seconds < MIN_SECONDS || t.seconds > MAX_SECONDS)
        throw invalidArgument(`Timestamp out of range at '${where}': must be between years 1 and 9999`);
      return { timestampValue: truncateToMicros(t) };
    }
    case 'stringValue':
      if (typeof v === 'string') return { stringValue: v };
      break;
    case 'bytesValue':
      return { bytesValue: decodeBytes(v, where) };
    case 'referenceValue':
      if (typeof v === 'string' && REFERENCE.test(v) && v.split('/').length % 2 === 1) return { referenceValue: v };
      break;
    case 'geoPointValue':
      if (isObject(v)) {
        const latitude = decodeNumberField(v.latitude, where);
        const longitude = decodeNumberField(v.longitude, where);
        if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180)
          throw invalidArgument(`Invalid geo point at '${where}'`);
        return { geoPointValue: { latitude, longitude } };
      }
      break;
    case 'arrayValue':
      if (isObject(v)) {
        const values = v.values ?? [];
        if (!Array.isArray(values)) break;
        return { arrayValue: { values: values.map((x, i) => decodeValue(x, `${where}[${i}]`)) } };
      }
      break;
    case 'mapValue':
      if (isObject(v)) return { mapValue: { fields: decodeFields(v.fields ?? {}, where) } };
      break;
  }
  throw invalidArgument(`Invalid value at '${where}': bad ${kind}`);
}

export function decodeFields(raw: unknown, where = 'fields'): Record<string, Value> {
  if (!isObject(raw)) throw invalidArgument(`Invalid fields at '${where}': expected an object`);
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = decodeValue(v, `${where}.${k}`);
  return out;
}

export function encodeValue(v: Value, o: WireOptions): Json {
  if ('nullValue' in v) return { nullValue: o.enumsAsInts ? 0 : 'NULL_VALUE' };
  if ('booleanValue' in v) return { booleanValue: v.booleanValue };
  if ('integerValue' in v) return { integerValue: v.integerValue.toString() };
  if ('doubleValue' in v) {
    const d = v.doubleValue;
    if (o.flavor === 'json' && !Number.isFinite(d))
      return { doubleValue: Number.isNaN(d) ? 'NaN' : d > 0 ? 'Infinity' : '-Infinity' };
    return { doubleValue: d };
  }
  if ('timestampValue' in v) return { timestampValue: encodeTimestamp(v.timestampValue, o) };
  if ('stringValue' in v) return { stringValue: v.stringValue };
  if ('bytesValue' in v) return { bytesValue: Buffer.from(v.bytesValue).toString('base64') };
  if ('referenceValue' in v) return { referenceValue: v.referenceValue };
  if ('geoPointValue' in v) return { geoPointValue: { ...v.geoPointValue } };
  if ('arrayValue' in v) return { arrayValue: { values: v.arrayValue.values.map((x) => encodeValue(x, o)) } };
  return { mapValue: { fields: encodeFields(v.mapValue.fields, o) } };
}

export function encodeFields(fields: Record<string, Value>, o: WireOptions): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(fields)) out[k] = encodeValue(v, o);
  return out;
}

export function encodeDocument(doc: StoredDocument, o: WireOptions): Json {
  return {
    name: doc.name,
    fields: encodeFields(doc.fields, o),
    createTime: encodeTimestamp(doc.createTime, o),
    updateTime: encodeTimestamp(doc.updateTime, o),
  };
}

/** Reads an enum sent as a name or as its number. */
export function decodeEnum<T extends string>(raw: unknown, byNumber: Record<number, T>, where: string): T {
  if (typeof raw === 'number' && byNumber[raw] !== undefined) return byNumber[raw];
  if (typeof raw === 'string') {
    const names = Object.values(byNumber);
    if ((names as string[]).includes(raw)) return raw as T;
    if (INT64.test(raw) && byNumber[Number(raw)] !== undefined) return byNumber[Number(raw)];
  }
  throw invalidArgument(`Invalid enum value at '${where}': ${JSON.stringify(raw)}`);
}

/** int32 fields and google.protobuf.Int32Value wrappers (REST: plain number; gRPC: {value}). */
export function decodeInt32(raw: unknown, where: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const x = isObject(raw) ? (raw.value ?? 0) : raw;
  const n = typeof x === 'string' && INT64.test(x) ? Number(x) : x;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1)
    throw invalidArgument(`Invalid integer at '${where}': ${JSON.stringify(raw)}`);
  return n;
}
