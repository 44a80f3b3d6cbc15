// Value types and ordering, through firebase/firestore/lite (REST) and firebase-admin (gRPC).
// Source: https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Bytes,
  collection,
  doc,
  GeoPoint,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { adminFirestore, startHarness, w, type Harness } from './harness.js';

let h: Harness;
let lite: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

// Expected ascending order of ids; entries on the same line compare equal (tie broken by document id).
const ORDERED: [id: string, value: unknown][] = [
  ['a00-null', w.null()],
  ['a01-false', w.bool(false)],
  ['a02-true', w.bool(true)],
  ['a03-nan', w.double('NaN')],
  ['a04-neginf', w.double('-Infinity')],
  ['a05-int-min', w.int('-9223372036854775808')],
  ['a06-int-neg1', w.int(-1)],
  ['a07-dbl-half', w.double(0.5)],
  ['a08-int-1', w.int(1)],
  ['a09-dbl-1', w.double(1)],
  ['a10-dbl-1.5', w.double(1.5)],
  ['a11-int-max', w.int('9223372036854775807')],
  ['a12-inf', w.double('Infinity')],
  ['a13-ts-year-1', w.ts('0001-01-01T00:00:00Z')],
  ['a13-ts-1970', w.ts('1970-01-01T00:00:00Z')],
  ['a14-ts-micro1', w.ts('2024-05-01T10:00:00.000001Z')],
  ['a15-ts-micro2', w.ts('2024-05-01T10:00:00.000002Z')],
  ['a16-str-empty', w.str('')],
  ['a17-str-B', w.str('B')],
  ['a18-str-a', w.str('a')],
  ['a19-str-z', w.str('z')],
  ['a20-str-e-acute', w.str('é')],
  ['a21-str-fffd', w.str('\uFFFD')],
  ['a22-str-emoji', w.str('😀')],
  ['a23-bytes-0', w.bytes([0])],
  ['a24-bytes-1-2', w.bytes([1, 2])],
  ['a25-bytes-ff', w.bytes([255])],
  ['a26-ref-a-x', w.ref('a/x')],
  ['a27-ref-a-x-b-y', w.ref('a/x/b/y')],
  ['a28-ref-b-a', w.ref('b/a')],
  ['a29-geo-s', w.geo(-10, 5)],
  ['a30-geo-n-w', w.geo(10, -5)],
  ['a31-geo-n-e', w.geo(10, 5)],
  ['a32-arr-empty', w.array()],
  ['a33-arr-1', w.array(w.int(1))],
  ['a34-arr-1-2', w.array(w.int(1), w.int(2))],
  ['a35-arr-2', w.array(w.int(2))],
  ['a36-arr-str', w.array(w.str('a'))],
  ['a37-map-empty', w.map({})],
  ['a38-map-a1', w.map({ a: w.int(1) })],
  ['a39-map-a1-b0', w.map({ a: w.int(1), b: w.int(0) })],
  ['a40-map-a2', w.map({ a: w.int(2) })],
  ['a41-map-b0', w.map({ b: w.int(0) })],
];

beforeAll(async () => {
  h = await startHarness();
  lite = h.lite('alice');
  admin = await adminFirestore(h, 'values-test');
  await h.seed(Object.fromEntries(ORDERED.map(([id, v]) => [`ordered/${id}`, { v }])));
  await h.seed({ 'ordered/z-missing': { other: w.int(1) } });
});

afterAll(async () => {
  await admin.close();
  await h.close();
});

describe('value type ordering (orderBy drops documents without the field)', () => {
  const expected = ORDERED.map(([id]) => id);
  it('Lite ascending', async () => {
    const snap = await getDocs(query(collection(lite, 'ordered'), orderBy('v')));
    expect(snap.docs.map((d) => d.id)).toEqual(expected);
  });
  it('Lite descending (ties by name descending)', async () => {
    const snap = await getDocs(query(collection(lite, 'ordered'), orderBy('v', 'desc')));
    expect(snap.docs.map((d) => d.id)).toEqual([...expected].reverse());
  });
  it('admin (gRPC) ascending', async () => {
    const snap = await admin.db.collection('ordered').orderBy('v').get();
    expect(snap.docs.map((d) => d.id)).toEqual(expected);
  });
});

// [case, doc section, filter, expected ids]
const EQUALITY: [string, string, [string, unknown], string[]][] = [
  ['int 1 equals double 1.0', 'data-types#numbers', ['==', 1], ['a08-int-1', 'a09-dbl-1']],
  ['== null matches only explicit null', 'queries#query_operators', ['==', null], ['a00-null']],
  ['== false is type-strict', 'queries#query_operators', ['==', false], ['a01-false']],
  ['== NaN is IS_NAN', 'queries#query_operators', ['==', NaN], ['a03-nan']],
  ['> 1 matches numbers only', 'queries#query_limitations', ['>', 1], ['a10-dbl-1.5', 'a11-int-max', 'a12-inf']],
  ['< "a" matches strings only', 'queries#query_limitations', ['<', 'a'], ['a16-str-empty', 'a17-str-B']],
  [
    '>= "é" uses UTF-8 byte order',
    'data-types#value_type_ordering',
    ['>=', 'é'],
    ['a20-str-e-acute', 'a21-str-fffd', 'a22-str-emoji'],
  ],
  ['== empty map', 'data-types', ['==', {}], ['a37-map-empty']],
  ['== map {a:1}', 'data-types', ['==', { a: 1 }], ['a38-map-a1']],
  ['== array [1,2] (order matters)', 'data-types', ['==', [1, 2]], ['a34-arr-1-2']],
];

describe('equality and range filters are type-strict (Lite)', () => {
  it.each(EQUALITY)('%s (%s)', async (_case, _section, [op, value], ids) => {
    const snap = await getDocs(query(collection(lite, 'ordered'), where('v', op as '==', value)));
    expect(snap.docs.map((d) => d.id).sort()).toEqual([...ids].sort());
  });
});

describe('round trip of every type', () => {
  const sample = {
    n: null,
    b: true,
    i: 42,
    big: -7,
    d: 3.25,
    s: 'olá mundo',
    ts: new Timestamp(1714557600, 123456000),
    bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
    geo: new GeoPoint(-23.5, -46.6),
    arr: [1, 'two', { four: [4] }],
    map: { nested: { deep: 'x' }, 'a.b': 1, 'with space': true },
  };
  it('Lite writes, Lite and admin read the same values', async () => {
    await setDoc(doc(lite, 'roundtrip/one'), { ...sample, ref: doc(lite, 'ordered/a08-int-1') });
    const back = (await getDoc(doc(lite, 'roundtrip/one'))).data()!;
    expect(back.ts.toMillis()).toBe(sample.ts.toMillis());
    expect(back.ts.nanoseconds).toBe(123456000);
    expect(back.bytes.toUint8Array()).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect(back.geo.isEqual(sample.geo)).toBe(true);
    expect(back.ref.path).toBe('ordered/a08-int-1');
    expect({ n: back.n, b: back.b, i: back.i, d: back.d, s: back.s, arr: back.arr, map: back.map }).toEqual({
      n: null,
      b: true,
      i: 42,
      d: 3.25,
      s: 'olá mundo',
      arr: sample.arr,
      map: sample.map,
    });
    const a = (await admin.db.doc('roundtrip/one').get()).data()!;
    expect(a.ts.nanoseconds).toBe(123456000);
    expect(Buffer.from(a.bytes).toString('hex')).toBe('0001feff');
    expect(a.ref.path).toBe('ordered/a08-int-1');
    expect(a.map).toEqual(sample.map);
  });
  it('timestamps keep microseconds and drop nanoseconds', async () => {
    await setDoc(doc(lite, 'roundtrip/ts'), { t: new Timestamp(1, 123456789) });
    const back = (await getDoc(doc(lite, 'roundtrip/ts'))).data()!;
    expect(back.t.nanoseconds).toBe(123456000);
  });
  it('year-1 timestamps round-trip; years outside 1..9999 are rejected', async () => {
    const r = await h.rpc(`projects/demo-conformance/databases/(default)/documents`, 'batchGet', {
      documents: ['projects/demo-conformance/databases/(default)/documents/ordered/a13-ts-year-1'],
    });
    expect(r.json[0].found.fields.v).toEqual({ timestampValue: '0001-01-01T00:00:00.000Z' });
    const bad = await h.rpc(`projects/demo-conformance/databases/(default)/documents`, 'commit', {
      writes: [
        {
          update: {
            name: 'projects/demo-conformance/databases/(default)/documents/x/y',
            fields: { t: w.ts('10000-01-01T00:00:00Z') },
          },
        },
      ],
    });
    expect(bad.json.error.status).toBe('INVALID_ARGUMENT');
  });
  it('64-bit integers survive exactly over REST', async () => {
    const r = await h.rpc(`projects/demo-conformance/databases/(default)/documents`, 'batchGet', {
      documents: ['projects/demo-conformance/databases/(default)/documents/ordered/a11-int-max'],
    });
    expect(r.json[0].found.fields.v).toEqual({ integerValue: '9223372036854775807' });
    expect(typeof r.json[0].readTime).toBe('string');
  });
});
