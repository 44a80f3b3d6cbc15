// Runtime values of the rules language. Primitives map onto JS primitives so the hot path
// allocates little: null, boolean, bigint (int, 64-bit), number (float), string.
// Everything else is a small class so `instanceof` tells the type.

export class RulesEvalError extends Error {
  /** Where the error arose (set by the innermost expression that saw it). */
  loc?: { line: number; column: number };
}
/** Stops the whole evaluation (limits); never swallowed by `||` / `&&`. */
export class RulesFatalError extends Error {}

export const INT_MIN = -(2n ** 63n);
export const INT_MAX = 2n ** 63n - 1n;

export function fail(message: string): never {
  throw new RulesEvalError(message);
}

export function checkInt(v: bigint): bigint {
  if (v < INT_MIN || v > INT_MAX) fail('Integer overflow.');
  return v;
}

export class RBytes {
  constructor(readonly bytes: Uint8Array) {}
}

export class RMap {
  constructor(readonly entries: Map<string, RValue>) {}
  static of(obj: Record<string, RValue>): RMap {
    return new RMap(new Map(Object.entries(obj)));
  }
}

/** Unordered collection of unique values; `keys` holds a canonical key per item. */
export class RSet {
  readonly keys: Map<string, RValue>;
  constructor(items: Iterable<RValue>) {
    this.keys = new Map();
    for (const item of items) this.keys.set(valueKey(item), item);
  }
  get items(): RValue[] {
    return [...this.keys.values()];
  }
  has(v: RValue): boolean {
    return this.keys.has(valueKey(v));
  }
}

export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

export class RPath {
  constructor(readonly segments: string[]) {}
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

/** Seconds since epoch (may be negative) + nanos in [0, 1e9). */
export class RTimestamp {
  constructor(
    readonly seconds: bigint,
    readonly nanos: number,
  ) {}
  totalNanos(): bigint {
    return this.seconds * 1_000_000_000n + BigInt(this.nanos);
  }
  static fromNanos(n: bigint): RTimestamp {
    let s = n / 1_000_000_000n;
    let r = n % 1_000_000_000n;
    if (r < 0n) {
      r += 1_000_000_000n;
      s -= 1n;
    }
    // Valid range: 0001-01-01 to 9999-12-31 (Firestore timestamp range).
    if (s < -62135596800n || s > 253402300799n) fail('Timestamp out of range.');
    return new RTimestamp(s, Number(r));
  }
}

export class RDuration {
  constructor(readonly nanos: bigint) {}
}

export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}

/** What a list query pins down about its results: a tree of known field values. */
export interface KnownNode {
  value?: RValue;
  hasValue: boolean;
  children: Map<string, KnownNode>;
}

/**
 * A map only partly known (resource in a list request): reading a bound field yields its value,
 * reading anything else is an error, so a rule that depends on unknown data denies.
 */
export class RPartialMap {
  constructor(
    readonly node: KnownNode,
    readonly what: string,
  ) {}
}

export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | RBytes
  | RValue[]
  | RMap
  | RSet
  | RMapDiff
  | RPath
  | RTimestamp
  | RDuration
  | RLatLng
  | RPartialMap;

export function typeName(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RSet) return 'set';
  if (v instanceof RMapDiff) return 'map_diff';
  if (v instanceof RPath) return 'path';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RLatLng) return 'latlng';
  return 'map';
}

/** Refuses values that are only partly known (list queries). */
export function known<T extends RValue>(v: T): Exclude<T, RPartialMap> {
  if (v instanceof RPartialMap) fail(`${v.what} is not fully known in a list query (rules are not filters).`);
  return v as Exclude<T, RPartialMap>;
}

/** Canonical key for set membership and map-free hashing; equal values give equal keys. */
export function valueKey(v: RValue): string {
  if (v === null) return 'n';
  switch (typeof v) {
    case 'boolean':
      return v ? 'T' : 'F';
    case 'bigint':
      return 'd' + v.toString();
    case 'number':
      // ints and floats that are equal must share a key (1 == 1.0).
      if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) return 'd' + BigInt(v).toString();
      return 'f' + String(v);
    case 'string':
      return 's' + JSON.stringify(v);
  }
  v = known(v);
  if (Array.isArray(v)) return '[' + v.map(valueKey).join(',') + ']';
  if (v instanceof RMap) {
    const keys = [...v.entries.keys()].sort();
    return '{' + keys.map((k) => JSON.stringify(k) + ':' + valueKey(v.entries.get(k)!)).join(',') + '}';
  }
  if (v instanceof RSet) return '<' + [...v.keys.keys()].sort().join(',') + '>';
  if (v instanceof RBytes) return 'b' + Buffer.from(v.bytes).toString('hex');
  if (v instanceof RPath) return 'p' + JSON.stringify(v.segments);
  if (v instanceof RTimestamp) return 't' + v.totalNanos().toString();
  if (v instanceof RDuration) return 'D' + v.nanos.toString();
  if (v instanceof RLatLng) return 'g' + v.lat + ',' + v.lng;
  if (v instanceof RMapDiff) return 'M' + valueKey(v.left) + valueKey(v.right);
  return '?';
}

export function isNumber(v: RValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

// Mixed int/float operands compare as floats (reference/rules/rules.Integer: ints are coerced).
function numCompare(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function valuesEqual(a: RValue, b: RValue): boolean {
  if (a instanceof RPartialMap || b instanceof RPartialMap) {
    known(a);
    known(b);
  }
  if (a === b) return a === a; // NaN != NaN
  if (a === null || b === null) return false;
  if (isNumber(a) && isNumber(b)) return numCompare(a, b) === 0;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  a = known(a);
  b = known(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!valuesEqual(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof RMap) {
    if (!(b instanceof RMap) || a.entries.size !== b.entries.size) return false;
    for (const [k, v] of a.entries) {
      if (!b.entries.has(k) || !valuesEqual(v, b.entries.get(k)!)) return false;
    }
    return true;
  }
  if (a instanceof RSet) {
    if (!(b instanceof RSet) || a.keys.size !== b.keys.size) return false;
    for (const k of a.keys.keys()) if (!b.keys.has(k)) return false;
    return true;
  }
  if (a instanceof RBytes) {
    return b instanceof RBytes && Buffer.from(a.bytes).equals(Buffer.from(b.bytes));
  }
  if (a instanceof RPath) {
    return (
      b instanceof RPath && a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i])
    );
  }
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.seconds === b.seconds && a.nanos === b.nanos;
  if (a instanceof RDuration) return b instanceof RDuration && a.nanos === b.nanos;
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RMapDiff)
    return b instanceof RMapDiff && valuesEqual(a.left, b.left) && valuesEqual(a.right, b.right);
  return false;
}

function strCompare(a: string, b: string): number {
  if (a === b) return 0;
  // Code point order (UTF-8 byte order), not UTF-16 unit order.
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/** Ordering for < <= > >=; errors for types without an order or of different kinds. */
export function compareValues(a: RValue, b: RValue): number {
  a = known(a);
  b = known(b);
  if (isNumber(a) && isNumber(b)) return numCompare(a, b);
  if (typeof a === 'string' && typeof b === 'string') return strCompare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) {
    const x = a.totalNanos();
    const y = b.totalNanos();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a instanceof RDuration && b instanceof RDuration) return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  if (a instanceof RBytes && b instanceof RBytes) return Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes));
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  return fail(`Unsupported operation error. Received: ${typeName(a)}, ${typeName(b)}. Expected: comparable values.`);
}

export function asBool(v: RValue, what = 'condition'): boolean {
  if (typeof v !== 'boolean')
    fail(`Unsupported operation error. Received: ${typeName(known(v))}. Expected: bool for ${what}.`);
  return v;
}

export function asInt(v: RValue, what = 'argument'): bigint {
  if (typeof v !== 'bigint') fail(`Invalid argument: ${what} must be int, got ${typeName(known(v))}.`);
  return v;
}

export function asNum(v: RValue, what = 'argument'): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number') fail(`Invalid argument: ${what} must be a number, got ${typeName(known(v))}.`);
  return v;
}

export function asString(v: RValue, what = 'argument'): string {
  if (typeof v !== 'string') fail(`Invalid argument: ${what} must be string, got ${typeName(known(v))}.`);
  return v;
}

export function asList(v: RValue, what = 'argument'): RValue[] {
  if (!Array.isArray(v)) fail(`Invalid argument: ${what} must be list, got ${typeName(known(v))}.`);
  return v;
}

export function asMap(v: RValue, what = 'argument'): RMap {
  if (!(v instanceof RMap)) fail(`Invalid argument: ${what} must be map, got ${typeName(known(v))}.`);
  return v;
}

/** list or set items (hasAll & co accept both). */
export function asCollection(v: RValue, what = 'argument'): RValue[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  return fail(`Invalid argument: ${what} must be list or set, got ${typeName(known(v))}.`);
}

export function displayValue(v: RValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return '[' + v.map(displayValue).join(', ') + ']';
  if (v instanceof RMap) return '{' + [...v.entries].map(([k, x]) => `${k}: ${displayValue(x)}`).join(', ') + '}';
  if (v instanceof RSet) return 'set(' + v.items.map(displayValue).join(', ') + ')';
  if (v instanceof RPath) return 'path(' + v.toString() + ')';
  if (v instanceof RTimestamp) return 'timestamp(' + v.seconds + 's ' + v.nanos + 'ns)';
  if (v instanceof RDuration) return 'duration(' + v.nanos + 'ns)';
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RBytes) return "b'" + Buffer.from(v.bytes).toString('hex') + "'";
  return typeName(v);
}
