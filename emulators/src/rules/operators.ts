// Arithmetic, membership and indexing on rules values (rules-language#operators).
import { addToTimestamp } from './builtins/timestamp.js';
import { makeDuration } from './builtins/duration.js';
import { pathIndex } from './builtins/path.js';
import { sliceBounds, stringIndex, stringSlice } from './builtins/string.js';
import {
  INT_MIN,
  RBytes,
  RDuration,
  RMap,
  RMapDiff,
  RPartialMap,
  RPath,
  RSet,
  RTimestamp,
  asInt,
  checkInt,
  fail,
  known,
  typeName,
  valueKey,
  type RValue,
} from './types.js';

function badOperands(op: string, a: RValue, b: RValue): never {
  return fail(`Unsupported operation error. Received: ${typeName(known(a))} ${op} ${typeName(known(b))}.`);
}

export function add(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint'))
    return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RBytes && b instanceof RBytes) return new RBytes(new Uint8Array([...a.bytes, ...b.bytes]));
  if (a instanceof RTimestamp && b instanceof RDuration) return addToTimestamp(a, b, 1n);
  if (a instanceof RDuration && b instanceof RTimestamp) return addToTimestamp(b, a, 1n);
  if (a instanceof RDuration && b instanceof RDuration) return makeDuration(a.nanos + b.nanos);
  return badOperands('+', a, b);
}

export function subtract(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint'))
    return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RDuration) return addToTimestamp(a, b, -1n);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return makeDuration(a.totalNanos() - b.totalNanos());
  if (a instanceof RDuration && b instanceof RDuration) return makeDuration(a.nanos - b.nanos);
  return badOperands('-', a, b);
}

export function multiply(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a * b);
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint'))
    return Number(a) * Number(b);
  if (a instanceof RDuration && typeof b === 'bigint') return makeDuration(a.nanos * b);
  if (typeof a === 'bigint' && b instanceof RDuration) return makeDuration(a * b.nanos);
  return badOperands('*', a, b);
}

export function divide(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) fail('Division by zero.');
    if (a === INT_MIN && b === -1n) fail('Integer overflow.');
    return a / b;
  }
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    if (Number(b) === 0) fail('Division by zero.');
    return Number(a) / Number(b);
  }
  if (a instanceof RDuration && typeof b === 'bigint') {
    if (b === 0n) fail('Division by zero.');
    return makeDuration(a.nanos / b);
  }
  return badOperands('/', a, b);
}

export function modulo(a: RValue, b: RValue): RValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) fail('Modulo by zero.');
    return a % b;
  }
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    if (Number(b) === 0) fail('Modulo by zero.');
    return Number(a) % Number(b);
  }
  return badOperands('%', a, b);
}

export function negate(a: RValue): RValue {
  if (typeof a === 'bigint') return checkInt(-a);
  if (typeof a === 'number') return -a;
  if (a instanceof RDuration) return new RDuration(-a.nanos);
  return fail(`Unsupported operation error. Received: -${typeName(known(a))}.`);
}

export function contains(container: RValue, item: RValue): boolean {
  if (container instanceof RPartialMap)
    return fail(`${container.what} is not fully known in a list query (rules are not filters).`);
  if (Array.isArray(container)) {
    const k = valueKey(item);
    return container.some((v) => valueKey(v) === k);
  }
  if (container instanceof RSet) return container.has(item);
  if (container instanceof RMap) {
    if (typeof item !== 'string') return false;
    return container.entries.has(item);
  }
  if (container === null) fail('Null value error.');
  return fail(`Unsupported operation error. Received: ${typeName(known(item))} in ${typeName(container)}.`);
}

export function getField(obj: RValue, name: string): RValue {
  if (obj instanceof RMap) {
    const v = obj.entries.get(name);
    if (v === undefined) fail(`Property ${name} is undefined on object.`);
    return v;
  }
  if (obj instanceof RPartialMap) {
    const child = obj.node.children.get(name);
    if (!child) fail(`Property ${name} of ${obj.what} is not constrained by the query (rules are not filters).`);
    return child.hasValue ? child.value! : new RPartialMap(child, `${obj.what}.${name}`);
  }
  if (obj === null) fail('Null value error.');
  return fail(`Property ${name} is undefined on object of type ${typeName(obj)}.`);
}

export function index(obj: RValue, key: RValue): RValue {
  if (Array.isArray(obj)) {
    const i = asInt(key, 'index');
    if (i < 0n || i >= BigInt(obj.length)) fail(`Index out of range: ${i} for list of size ${obj.length}.`);
    return obj[Number(i)];
  }
  if (obj instanceof RMap || obj instanceof RPartialMap) {
    if (typeof key !== 'string') fail(`Map key must be string, got ${typeName(known(key))}.`);
    return getField(obj, key);
  }
  if (typeof obj === 'string') return stringIndex(obj, key);
  if (obj instanceof RPath) return pathIndex(obj, key);
  if (obj instanceof RBytes) {
    const i = asInt(key, 'index');
    if (i < 0n || i >= BigInt(obj.bytes.length)) fail(`Index out of range: ${i}.`);
    return BigInt(obj.bytes[Number(i)]);
  }
  if (obj === null) fail('Null value error.');
  return fail(`Unsupported operation error: cannot index ${typeName(obj)}.`);
}

export function slice(obj: RValue, from: RValue | undefined, to: RValue | undefined): RValue {
  if (Array.isArray(obj)) {
    const [a, b] = sliceBounds(obj.length, from, to);
    return obj.slice(a, b);
  }
  if (typeof obj === 'string') return stringSlice(obj, from, to);
  if (obj instanceof RPath) {
    const [a, b] = sliceBounds(obj.segments.length, from, to);
    return new RPath(obj.segments.slice(a, b));
  }
  if (obj === null) fail('Null value error.');
  return fail(`Unsupported operation error: cannot slice ${typeName(known(obj))}.`);
}

/** `x is type` (rules-language#operators). */
export function isType(v: RValue, type: string): boolean {
  v = known(v);
  const t = typeName(v);
  if (type === 'number') return t === 'int' || t === 'float';
  if (type === 'map') return t === 'map' && !(v instanceof RMapDiff);
  return t === type;
}

export const TYPE_NAMES = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'list',
  'map',
  'timestamp',
  'duration',
  'path',
  'latlng',
  'bytes',
  'set',
  'map_diff',
  'null',
]);
