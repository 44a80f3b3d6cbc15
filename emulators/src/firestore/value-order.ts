// Firestore's total order over values, equality (1 == 1.0) and canonical keys for the equality index.
import type { Timestamp, Value } from '../shared/value.js';

/** null < bool < number (NaN first) < timestamp < string < bytes < reference < geopoint < array < map */
export function typeOrder(v: Value): number {
  if ('nullValue' in v) return 0;
  if ('booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v) return 2;
  if ('timestampValue' in v) return 3;
  if ('stringValue' in v) return 4;
  if ('bytesValue' in v) return 5;
  if ('referenceValue' in v) return 6;
  if ('geoPointValue' in v) return 7;
  if ('arrayValue' in v) return 8;
  return 9;
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Code-point (= UTF-8 byte) order, unlike JS's UTF-16 code-unit order. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    // A surrogate (code point >= U+10000) sorts after every other BMP unit, U+E000..U+FFFF included.
    if (xs !== ys) return xs ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

export function compareTimestamps(a: Timestamp, b: Timestamp): number {
  return a.seconds !== b.seconds ? sign(a.seconds - b.seconds) : sign(a.nanos - b.nanos);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return sign(a.length - b.length);
}

/** Resource names compared segment by segment. */
export function compareNames(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(as[i], bs[i]);
    if (c !== 0) return c;
  }
  return sign(as.length - bs.length);
}

function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const t = Math.trunc(d);
  const bt = BigInt(t);
  if (i !== bt) return i < bt ? -1 : 1;
  const frac = d - t;
  return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  const ai = 'integerValue' in a ? a.integerValue : null;
  const bi = 'integerValue' in b ? b.integerValue : null;
  const ad = 'doubleValue' in a ? a.doubleValue : 0;
  const bd = 'doubleValue' in b ? b.doubleValue : 0;
  if (ai !== null && bi !== null) return ai === bi ? 0 : ai < bi ? -1 : 1;
  if (ai !== null) return compareIntDouble(ai, bd);
  if (bi !== null) return -compareIntDouble(bi, ad);
  if (Number.isNaN(ad)) return Number.isNaN(bd) ? 0 : -1;
  if (Number.isNaN(bd)) return 1;
  return ad === bd ? 0 : ad < bd ? -1 : 1;
}

export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case 0:
      return 0;
    case 1:
      return sign(
        Number((a as { booleanValue: boolean }).booleanValue) - Number((b as { booleanValue: boolean }).booleanValue),
      );
    case 2:
      return compareNumbers(a, b);
    case 3:
      return compareTimestamps(
        (a as { timestampValue: Timestamp }).timestampValue,
        (b as { timestampValue: Timestamp }).timestampValue,
      );
    case 4:
      return compareStrings((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue);
    case 5:
      return compareBytes((a as { bytesValue: Uint8Array }).bytesValue, (b as { bytesValue: Uint8Array }).bytesValue);
    case 6:
      return compareNames(
        (a as { referenceValue: string }).referenceValue,
        (b as { referenceValue: string }).referenceValue,
      );
    case 7: {
      const ga = (a as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const gb = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return ga.latitude !== gb.latitude ? sign(ga.latitude - gb.latitude) : sign(ga.longitude - gb.longitude);
    }
    case 8: {
      const va = (a as { arrayValue: { values: Value[] } }).arrayValue.values;
      const vb = (b as { arrayValue: { values: Value[] } }).arrayValue.values;
      const n = Math.min(va.length, vb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(va[i], vb[i]);
        if (c !== 0) return c;
      }
      return sign(va.length - vb.length);
    }
    default: {
      const fa = (a as { mapValue: { fields: Record<string, Value> } }).mapValue.fields;
      const fb = (b as { mapValue: { fields: Record<string, Value> } }).mapValue.fields;
      const ka = Object.keys(fa).sort(compareStrings);
      const kb = Object.keys(fb).sort(compareStrings);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const c = compareStrings(ka[i], kb[i]) || compareValues(fa[ka[i]], fb[kb[i]]);
        if (c !== 0) return c;
      }
      return sign(ka.length - kb.length);
    }
  }
}

export const isNaNValue = (v: Value) => 'doubleValue' in v && Number.isNaN(v.doubleValue);

/** Query equality: same type class and equal; NaN never equals anything. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** A string that is equal for exactly the values `valuesEqual` treats as equal (NaN gets its own key). */
export function canonicalKey(v: Value): string {
  if ('nullValue' in v) return 'z';
  if ('booleanValue' in v) return v.booleanValue ? 'bt' : 'bf';
  if ('integerValue' in v) return 'n' + v.integerValue.toString();
  if ('doubleValue' in v) {
    const d = v.doubleValue;
    if (Number.isInteger(d)) return 'n' + BigInt(d).toString();
    return 'n' + String(d);
  }
  if ('timestampValue' in v) return `t${v.timestampValue.seconds}.${v.timestampValue.nanos}`;
  if ('stringValue' in v) return 's' + JSON.stringify(v.stringValue);
  if ('bytesValue' in v) return 'y' + Buffer.from(v.bytesValue).toString('base64');
  if ('referenceValue' in v) return 'r' + JSON.stringify(v.referenceValue);
  if ('geoPointValue' in v) return `g${v.geoPointValue.latitude},${v.geoPointValue.longitude}`;
  if ('arrayValue' in v) return 'a[' + v.arrayValue.values.map(canonicalKey).join(',') + ']';
  const keys = Object.keys(v.mapValue.fields).sort(compareStrings);
  return 'm{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalKey(v.mapValue.fields[k])).join(',') + '}';
}

/** Exact structural equality (types included: 1 and 1.0 differ), used to detect no-op writes. */
export function valuesIdentical(a: Value, b: Value): boolean {
  if ('integerValue' in a !== 'integerValue' in b) return false;
  if ('doubleValue' in a && 'doubleValue' in b)
    return Object.is(a.doubleValue, b.doubleValue) || a.doubleValue === b.doubleValue;
  if ('arrayValue' in a && 'arrayValue' in b) {
    const x = a.arrayValue.values;
    const y = b.arrayValue.values;
    return x.length === y.length && x.every((v, i) => valuesIdentical(v, y[i]));
  }
  if ('mapValue' in a && 'mapValue' in b) return fieldsIdentical(a.mapValue.fields, b.mapValue.fields);
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

export function fieldsIdentical(a: Record<string, Value>, b: Record<string, Value>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => k in b && valuesIdentical(a[k], b[k]));
}
