// rules.Set methods (reference/rules/rules.Set).
import { RSet, asCollection, fail, typeName, type RValue } from '../types.js';
import { arity, type Method } from './common.js';
import { hasAll, hasAny, hasOnly } from './list.js';

function asSet(v: RValue): RSet {
  if (!(v instanceof RSet)) fail(`Invalid argument: expected set, got ${typeName(v)}.`);
  return v;
}

export const setMethods: Record<string, Method<RSet>> = {
  size: (s, a) => (arity('size', a, 0), BigInt(s.keys.size)),
  hasAll: (s, a) => (arity('hasAll', a, 1), hasAll(s.items, asCollection(a[0]))),
  hasAny: (s, a) => (arity('hasAny', a, 1), hasAny(s.items, asCollection(a[0]))),
  hasOnly: (s, a) => (arity('hasOnly', a, 1), hasOnly(s.items, asCollection(a[0]))),
  difference: (s, a) => {
    arity('difference', a, 1);
    const o = asSet(a[0]);
    return new RSet(s.items.filter((v) => !o.has(v)));
  },
  intersection: (s, a) => {
    arity('intersection', a, 1);
    const o = asSet(a[0]);
    return new RSet(s.items.filter((v) => o.has(v)));
  },
  union: (s, a) => (arity('union', a, 1), new RSet([...s.items, ...asSet(a[0]).items])),
};
