// Engine-level checks on random data: the equality index and the bounded top-k selection must
// return exactly what a full scan + full sort returns.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/shared/value.js';
import { executeQuery } from '../../src/firestore/query-exec.js';
import { parseStructuredQuery } from '../../src/firestore/query-model.js';
import { DocumentStore } from '../../src/firestore/store.js';

const ROOT = 'projects/p/databases/(default)/documents';
const t = { seconds: 1, nanos: 0 };

function seededRandom(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function randomValue(r: () => number): Value {
  const k = Math.floor(r() * 6);
  if (k === 0) return { integerValue: BigInt(Math.floor(r() * 10)) };
  if (k === 1) return { doubleValue: Math.floor(r() * 20) / 2 };
  if (k === 2) return { stringValue: ['a', 'b', 'é', 'Z'][Math.floor(r() * 4)] };
  if (k === 3) return { nullValue: null };
  if (k === 4) return { booleanValue: r() < 0.5 };
  return { mapValue: { fields: { x: { integerValue: BigInt(Math.floor(r() * 3)) } } } };
}

function buildStore(n: number, seed: number): DocumentStore {
  const r = seededRandom(seed);
  const store = new DocumentStore();
  for (let i = 0; i < n; i++) {
    const fields: Record<string, Value> = { a: randomValue(r), g: { integerValue: BigInt(i % 7) } };
    if (r() < 0.8) fields.b = randomValue(r);
    store.put({ name: `${ROOT}/c/d${i}`, fields, createTime: t, updateTime: t });
  }
  return store;
}

const ids = (store: DocumentStore, q: unknown) =>
  executeQuery(store, parseStructuredQuery(q, ROOT)).documents.map((d) => d.name.split('/').pop());

const eq = (field: string, value: unknown) => ({ fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value } });

describe('query engine invariants', () => {
  const store = buildStore(600, 42);
  it.each([1, 3, 10, 50, 200])('limit %i equals the prefix of the fully sorted result', (limit) => {
    for (const direction of ['ASCENDING', 'DESCENDING']) {
      const base = {
        from: [{ collectionId: 'c' }],
        orderBy: [
          { field: { fieldPath: 'b' }, direction },
          { field: { fieldPath: 'a' }, direction: 'ASCENDING' },
        ],
      };
      const all = ids(store, base);
      expect(ids(store, { ...base, limit })).toEqual(all.slice(0, limit));
      expect(ids(store, { ...base, limit, offset: 7 })).toEqual(all.slice(7, 7 + limit));
    }
  });

  it.each([
    ['integer', { integerValue: '3' }],
    ['double equal to an integer', { doubleValue: 3 }],
    ['string', { stringValue: 'é' }],
    ['null', { nullValue: null }],
    ['map', { mapValue: { fields: { x: { integerValue: '1' } } } }],
  ])('the equality index agrees with a scan for a %s', (_name, value) => {
    const indexed = ids(store, { from: [{ collectionId: 'c' }], where: eq('a', value) });
    // An OR with a filter that never matches forces a scan of the collection.
    const scanned = ids(store, {
      from: [{ collectionId: 'c' }],
      where: { compositeFilter: { op: 'OR', filters: [eq('a', value), eq('nope', { integerValue: '1' })] } },
    });
    expect(indexed).toEqual(scanned);
    expect(indexed.length).toBeGreaterThan(0);
  });

  it('the index follows updates and deletes', () => {
    const s = buildStore(50, 7);
    const before = ids(s, { from: [{ collectionId: 'c' }], where: eq('g', { integerValue: '2' }) });
    s.put({ name: `${ROOT}/c/d2`, fields: { g: { integerValue: 5n } }, createTime: t, updateTime: t });
    s.delete(`${ROOT}/c/d9`);
    const after = ids(s, { from: [{ collectionId: 'c' }], where: eq('g', { integerValue: '2' }) });
    expect(after).toEqual(before.filter((id) => id !== 'd2' && id !== 'd9'));
  });
});
