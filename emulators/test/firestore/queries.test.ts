// Query operators, composite filters, ordering, cursors, collection groups and aggregations,
// through firebase/firestore/lite (REST) and firebase-admin (gRPC).
// Sources: https://firebase.google.com/docs/firestore/query-data/queries, /order-limit-data,
// /query-cursors, /aggregation-queries, https://cloud.google.com/firestore/docs/query-data/multiple-range-fields
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  and,
  average,
  collection,
  collectionGroup,
  count,
  doc,
  endAt,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import type { Firestore as AdminFirestore, Query as AdminQuery } from 'firebase-admin/firestore';
import { AggregateField, Filter } from 'firebase-admin/firestore';
import { adminFirestore, startHarness, w, type Harness } from './harness.js';

let h: Harness;
let lite: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness();
  lite = h.lite('alice');
  admin = await adminFirestore(h, 'queries-test');
  await h.seed({
    'items/i1': { n: w.int(1), s: w.str('a'), tags: w.array(w.str('x'), w.str('y')), grp: w.str('A'), opt: w.null() },
    'items/i2': { n: w.int(2), s: w.str('b'), tags: w.array(w.str('y')), grp: w.str('A') },
    'items/i3': { n: w.int(3), s: w.str('c'), tags: w.array(), grp: w.str('B'), opt: w.int(5) },
    'items/i4': { n: w.double(4.5), s: w.str('d'), grp: w.str('B'), opt: w.double('NaN') },
    'items/i5': { n: w.str('str'), s: w.str('e'), grp: w.str('C') },
    'items/i6': { n: w.int(6), grp: w.str('C'), nested: w.map({ k: w.int(1) }) },
    'items/i1/notes/x1': { n: w.int(1) },
    'other/o1/notes/x2': { n: w.int(2) },
    'notes/x3': { n: w.int(3) },
  });
});

afterAll(async () => {
  await admin.close();
  await h.close();
});

type Case = [name: string, section: string, build: (db: Firestore) => Query, expected: string[]];
const items = (db: Firestore) => collection(db, 'items');

// Expected ids are in result order.
const LITE_CASES: Case[] = [
  ['== on a number', 'queries#query_operators', (db) => query(items(db), where('n', '==', 2)), ['i2']],
  [
    '!= drops missing and null, keeps other types, orders by the field',
    'queries#not_equal_',
    (db) => query(items(db), where('n', '!=', 2)),
    ['i1', 'i3', 'i4', 'i6', 'i5'],
  ],
  ['< numbers', 'queries#query_operators', (db) => query(items(db), where('n', '<', 3)), ['i1', 'i2']],
  [
    '>= mixes int and double',
    'queries#query_operators',
    (db) => query(items(db), where('n', '>=', 3)),
    ['i3', 'i4', 'i6'],
  ],
  [
    'in',
    'queries#in_not-in_and_array-contains-any',
    (db) => query(items(db), where('grp', 'in', ['A', 'C'])),
    ['i1', 'i2', 'i5', 'i6'],
  ],
  [
    'not-in orders by the field',
    'queries#not-in',
    (db) => query(items(db), where('grp', 'not-in', ['A'])),
    ['i3', 'i4', 'i5', 'i6'],
  ],
  [
    'array-contains',
    'queries#array_membership',
    (db) => query(items(db), where('tags', 'array-contains', 'y')),
    ['i1', 'i2'],
  ],
  [
    'array-contains-any',
    'queries#array-contains-any',
    (db) => query(items(db), where('tags', 'array-contains-any', ['x', 'z'])),
    ['i1'],
  ],
  ['== null (IS_NULL)', 'queries#query_operators', (db) => query(items(db), where('opt', '==', null)), ['i1']],
  [
    '!= null (IS_NOT_NULL), NaN sorts first',
    'queries#not_equal_',
    (db) => query(items(db), where('opt', '!=', null)),
    ['i4', 'i3'],
  ],
  ['== NaN (IS_NAN)', 'queries#query_operators', (db) => query(items(db), where('opt', '==', NaN)), ['i4']],
  [
    '!= NaN (IS_NOT_NAN) drops null and missing',
    'queries#not_equal_',
    (db) => query(items(db), where('opt', '!=', NaN)),
    ['i3'],
  ],
  [
    'OR of two filters',
    'queries#or_queries',
    (db) => query(items(db), or(where('grp', '==', 'A'), where('n', '>', 4))),
    ['i1', 'i2', 'i4', 'i6'],
  ],
  [
    'AND of in and range',
    'queries#compound_and_queries',
    (db) => query(items(db), and(where('grp', 'in', ['A', 'B']), where('n', '>=', 2))),
    ['i2', 'i3', 'i4'],
  ],
  [
    'two range fields',
    'multiple-range-fields',
    (db) => query(items(db), where('n', '>', 1), where('s', '<', 'd')),
    ['i2', 'i3'],
  ],
  ['orderBy desc + limit', 'order-limit-data', (db) => query(items(db), orderBy('s', 'desc'), limit(2)), ['i5', 'i4']],
  [
    'orderBy drops docs without the field',
    'order-limit-data#limitations',
    (db) => query(items(db), orderBy('s')),
    ['i1', 'i2', 'i3', 'i4', 'i5'],
  ],
  [
    'startAfter value (types after numbers)',
    'query-cursors',
    (db) => query(items(db), orderBy('n'), startAfter(2)),
    ['i3', 'i4', 'i6', 'i5'],
  ],
  [
    'startAt + endBefore',
    'query-cursors',
    (db) => query(items(db), orderBy('n'), startAt(2), endBefore(4.5)),
    ['i2', 'i3'],
  ],
  ['endAt', 'query-cursors', (db) => query(items(db), orderBy('n'), endAt(3)), ['i1', 'i2', 'i3']],
  ['limitToLast', 'order-limit-data', (db) => query(items(db), orderBy('n'), limitToLast(2)), ['i6', 'i5']],
  ['nested field path', 'data-model#nested_data', (db) => query(items(db), where('nested.k', '==', 1)), ['i6']],
  [
    'collection group orders by full path',
    'queries#collection-group-query',
    (db) => query(collectionGroup(db, 'notes')),
    ['x1', 'x3', 'x2'],
  ],
  [
    'collection group with a range filter',
    'queries#collection-group-query',
    (db) => query(collectionGroup(db, 'notes'), where('n', '>=', 2)),
    ['x2', 'x3'],
  ],
  ['subcollection', 'data-model#subcollections', (db) => query(collection(db, 'items/i1/notes')), ['x1']],
  [
    'in matches across types only exactly',
    'queries#in_not-in_and_array-contains-any',
    (db) => query(items(db), where('n', 'in', [1, 'str'])),
    ['i1', 'i5'],
  ],
  [
    'orderBy a map field keeps only documents that have it',
    'order-limit-data',
    (db) => query(items(db), orderBy('nested')),
    ['i6'],
  ],
  [
    'startAt with two orderBy values',
    'query-cursors#set_cursor_based_on_multiple_fields',
    (db) => query(items(db), orderBy('grp'), orderBy('s'), startAt('B', 'd')),
    ['i4', 'i5'],
  ],
  [
    'descending order with endBefore',
    'query-cursors',
    (db) => query(items(db), orderBy('n', 'desc'), endBefore(2)),
    ['i5', 'i6', 'i4', 'i3'],
  ],
  ['__name__ in', 'queries#in', (db) => query(items(db), where('__name__', 'in', ['i3', 'i1'])), ['i1', 'i3']],
];

describe('queries through Lite', () => {
  it.each(LITE_CASES)('%s (%s)', async (_n, _s, build, expected) => {
    const snap = await getDocs(build(lite));
    expect(snap.docs.map((d) => d.id)).toEqual(expected);
  });

  it('collection group startAfter(snapshot) compares full document names', async () => {
    const x1 = await getDoc(doc(lite, 'items/i1/notes/x1'));
    const snap = await getDocs(query(collectionGroup(lite, 'notes'), orderBy('n'), startAfter(x1)));
    expect(snap.docs.map((d) => d.ref.path)).toEqual(['other/o1/notes/x2', 'notes/x3']);
  });

  it('startAfter(snapshot) uses orderBy values and the document name', async () => {
    const i2 = await getDoc(doc(lite, 'items/i2'));
    const snap = await getDocs(query(items(lite), orderBy('grp'), startAfter(i2)));
    expect(snap.docs.map((d) => d.id)).toEqual(['i3', 'i4', 'i5', 'i6']);
  });
});

type AdminCase = [name: string, section: string, build: (db: AdminFirestore) => AdminQuery, expected: string[]];
const ADMIN_CASES: AdminCase[] = [
  [
    'server adds the implicit inequality orderBy',
    'order-limit-data',
    (db) => db.collection('items').where('n', '!=', 2),
    ['i1', 'i3', 'i4', 'i6', 'i5'],
  ],
  ['offset', 'order-limit-data', (db) => db.collection('items').orderBy('s').offset(3), ['i4', 'i5']],
  ['offset + limit', 'order-limit-data', (db) => db.collection('items').orderBy('s').offset(1).limit(2), ['i2', 'i3']],
  [
    'in + not-in on different fields',
    'queries',
    (db) => db.collection('items').where('grp', 'in', ['B', 'C']).where('s', 'not-in', ['e']),
    ['i3', 'i4'],
  ],
  [
    'collection group',
    'queries#collection-group-query',
    (db) => db.collectionGroup('notes').orderBy('n', 'desc'),
    ['x3', 'x2', 'x1'],
  ],
  [
    'OR filter',
    'queries#or_queries',
    (db) => db.collection('items').where(Filter.or(Filter.where('n', '==', 1), Filter.where('n', '==', 6))),
    ['i1', 'i6'],
  ],
];

describe('queries through firebase-admin (gRPC)', () => {
  it.each(ADMIN_CASES)('%s (%s)', async (_n, _s, build, expected) => {
    const snap = await build(admin.db).get();
    expect(snap.docs.map((d) => d.id)).toEqual(expected);
  });
  it('select returns only the chosen fields', async () => {
    const snap = await admin.db.collection('items').where('grp', '==', 'A').select('s').get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ s: 'a' }, { s: 'b' }]);
  });
  it('listDocuments shows documents that only have subcollections', async () => {
    const refs = await admin.db.collection('other').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['o1']);
  });
  it('listCollections at the root and below a document', async () => {
    expect((await admin.db.listCollections()).map((c) => c.id)).toEqual(['items', 'notes', 'other']);
    expect((await admin.db.doc('items/i1').listCollections()).map((c) => c.id)).toEqual(['notes']);
  });
});

describe('aggregations', () => {
  it('Lite count, sum and avg (non-numeric values ignored)', async () => {
    expect((await getCount(items(lite))).data().count).toBe(6);
    const agg = await getAggregate(items(lite), { c: count(), total: sum('n'), mean: average('n') });
    expect(agg.data()).toEqual({ c: 6, total: 16.5, mean: 3.3 });
  });
  it('Lite sum of integers stays an integer; avg of nothing is null', async () => {
    const r = await h.rpc(`projects/demo-conformance/databases/(default)/documents`, 'runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'items' }],
          where: { fieldFilter: { field: { fieldPath: 'grp' }, op: 'EQUAL', value: { stringValue: 'A' } } },
        },
        aggregations: [
          { alias: 's', sum: { field: { fieldPath: 'n' } } },
          { alias: 'none', avg: { field: { fieldPath: 'missing' } } },
        ],
      },
    });
    expect(r.json[0].result.aggregateFields).toEqual({ s: { integerValue: '3' }, none: { nullValue: 'NULL_VALUE' } });
  });
  it('count respects the query limit', async () => {
    expect((await getCount(query(items(lite), orderBy('n'), limit(2)))).data().count).toBe(2);
  });
  it('admin count, sum, average', async () => {
    const snap = await admin.db
      .collection('items')
      .where('grp', 'in', ['A', 'B'])
      .aggregate({ c: AggregateField.count(), s: AggregateField.sum('n'), a: AggregateField.average('n') })
      .get();
    expect(snap.data()).toEqual({ c: 4, s: 10.5, a: 2.625 });
  });
});

describe('query limits → INVALID_ARGUMENT', () => {
  const many = Array.from({ length: 31 }, (_, i) => `v${i}`);
  it('in with 31 values (Lite does not validate; the server must)', async () => {
    await expect(getDocs(query(items(lite), where('grp', 'in', many)))).rejects.toThrow(/30/);
  });
  it('in with 30 values is fine', async () => {
    const snap = await getDocs(query(items(lite), where('grp', 'in', [...many.slice(0, 29), 'A'])));
    expect(snap.size).toBe(2);
  });
  it('more than 30 disjunctions', async () => {
    const q = query(items(lite), or(where('grp', 'in', many.slice(0, 20)), where('s', 'in', many.slice(0, 11))));
    await expect(getDocs(q)).rejects.toThrow(/disjunctions/);
  });
  it('admin sees INVALID_ARGUMENT for not-in with 31 values', async () => {
    await expect(admin.db.collection('items').where('grp', 'not-in', many).get()).rejects.toMatchObject({ code: 3 });
  });
});
