// rules.Map and rules.MapDiff methods (reference/rules/rules.Map, rules.MapDiff).
import { RMap, RMapDiff, RSet, RValue, asMap, fail, typeName, valuesEqual } from '../types.js';
import { arity, type Method } from './common.js';

export const mapMethods: Record<string, Method<RMap>> = {
  keys: (m, a) => (arity('keys', a, 0), [...m.entries.keys()]),
  values: (m, a) => (arity('values', a, 0), [...m.entries.values()]),
  size: (m, a) => (arity('size', a, 0), BigInt(m.entries.size)),
  diff: (m, a) => (arity('diff', a, 1), new RMapDiff(m, asMap(a[0], 'map_to_compare'))),
  get: (m, a) => {
    arity('get', a, 2);
    const key = a[0];
    if (typeof key === 'string') return m.entries.has(key) ? m.entries.get(key)! : a[1];
    if (Array.isArray(key)) {
      let cur: RValue = m;
      for (const k of key) {
        if (typeof k !== 'string') fail('get(): key path must be a list of strings.');
        if (!(cur instanceof RMap) || !cur.entries.has(k)) return a[1];
        cur = cur.entries.get(k)!;
      }
      return cur;
    }
    return fail(`get(): key must be string or list, got ${typeName(key)}.`);
  },
};

function added(d: RMapDiff): string[] {
  return [...d.left.entries.keys()].filter((k) => !d.right.entries.has(k));
}
function removed(d: RMapDiff): string[] {
  return [...d.right.entries.keys()].filter((k) => !d.left.entries.has(k));
}
function changed(d: RMapDiff): string[] {
  return [...d.left.entries.keys()].filter(
    (k) => d.right.entries.has(k) && !valuesEqual(d.left.entries.get(k)!, d.right.entries.get(k)!),
  );
}

export const mapDiffMethods: Record<string, Method<RMapDiff>> = {
  addedKeys: (d, a) => (arity('addedKeys', a, 0), new RSet(added(d))),
  removedKeys: (d, a) => (arity('removedKeys', a, 0), new RSet(removed(d))),
  changedKeys: (d, a) => (arity('changedKeys', a, 0), new RSet(changed(d))),
  affectedKeys: (d, a) => (arity('affectedKeys', a, 0), new RSet([...added(d), ...removed(d), ...changed(d)])),
  unchangedKeys: (d, a) => {
    arity('unchangedKeys', a, 0);
    return new RSet(
      [...d.left.entries.keys()].filter(
        (k) => d.right.entries.has(k) && valuesEqual(d.left.entries.get(k)!, d.right.entries.get(k)!),
      ),
    );
  },
};
