// rules.List methods (reference/rules/rules.List).
import { RSet, RValue, asCollection, asList, asString, fail, valueKey } from '../types.js';
import { arity, type Method } from './common.js';

export function keysOf(items: RValue[]): Set<string> {
  const s = new Set<string>();
  for (const v of items) s.add(valueKey(v));
  return s;
}

export function hasAll(items: RValue[], other: RValue[]): boolean {
  const have = keysOf(items);
  return other.every((v) => have.has(valueKey(v)));
}

export function hasAny(items: RValue[], other: RValue[]): boolean {
  const have = keysOf(items);
  return other.some((v) => have.has(valueKey(v)));
}

export function hasOnly(items: RValue[], other: RValue[]): boolean {
  const allowed = keysOf(other);
  return items.every((v) => allowed.has(valueKey(v)));
}

export const listMethods: Record<string, Method<RValue[]>> = {
  size: (l, a) => (arity('size', a, 0), BigInt(l.length)),
  hasAll: (l, a) => (arity('hasAll', a, 1), hasAll(l, asCollection(a[0]))),
  hasAny: (l, a) => (arity('hasAny', a, 1), hasAny(l, asCollection(a[0]))),
  hasOnly: (l, a) => (arity('hasOnly', a, 1), hasOnly(l, asCollection(a[0]))),
  join: (l, a) => {
    arity('join', a, 1);
    const sep = asString(a[0], 'separator');
    return l.map((v) => (typeof v === 'string' ? v : fail('join() requires a list of strings.'))).join(sep);
  },
  concat: (l, a) => (arity('concat', a, 1), [...l, ...asList(a[0])]),
  removeAll: (l, a) => {
    arity('removeAll', a, 1);
    const drop = keysOf(asCollection(a[0]));
    return l.filter((v) => !drop.has(valueKey(v)));
  },
  toSet: (l, a) => (arity('toSet', a, 0), new RSet(l)),
};
