// Writes: set / merge / update paths, preconditions, transforms, atomic batches, batchWrite.
// Sources: https://firebase.google.com/docs/firestore/manage-data/add-data,
// https://cloud.google.com/firestore/docs/reference/rest/v1/Write (updateMask, currentDocument,
// updateTransforms), https://cloud.google.com/firestore/docs/reference/rest/v1/projects.databases.documents/commit
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { FieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import type { DocumentChange } from '../../src/shared/servers.js';
import { adminFirestore, ROOT, startHarness, w, type Harness } from './harness.js';

let h: Harness;
let lite: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness();
  lite = h.lite('alice');
  admin = await adminFirestore(h, 'writes-test');
});

afterAll(async () => {
  await admin.close();
  await h.close();
});

const data = async (path: string) => (await getDoc(doc(lite, path))).data();

// [case, doc section, setup, action, expected data (undefined = missing)]
type WriteCase = [
  string,
  string,
  Record<string, unknown> | null,
  (db: Firestore, path: string) => Promise<unknown>,
  unknown,
];
const LITE_WRITES: WriteCase[] = [
  [
    'set replaces the document',
    'add-data#set_a_document',
    { a: 1, b: 2 },
    (db, p) => setDoc(doc(db, p), { c: 3 }),
    { c: 3 },
  ],
  [
    'set merge deep-merges maps',
    'add-data#set_a_document',
    { a: { x: 1, y: 2 } },
    (db, p) => setDoc(doc(db, p), { a: { y: 3 }, b: 1 }, { merge: true }),
    { a: { x: 1, y: 3 }, b: 1 },
  ],
  [
    'set mergeFields only writes the listed fields',
    'add-data#set_a_document',
    { a: 1 },
    (db, p) => setDoc(doc(db, p), { a: 2, b: 3 }, { mergeFields: ['b'] }),
    { a: 1, b: 3 },
  ],
  [
    'update with a dotted path updates a nested field',
    'add-data#update_fields_in_nested_objects',
    { a: { x: 1, y: 2 } },
    (db, p) => updateDoc(doc(db, p), 'a.x', 5),
    { a: { x: 5, y: 2 } },
  ],
  [
    'update with FieldPath("a.b") writes a key containing a dot (backtick path)',
    'data-model#field_paths',
    { a: { b: 1 } },
    (db, p) => updateDoc(doc(db, p), new FieldPath('a.b'), 2),
    { a: { b: 1 }, 'a.b': 2 },
  ],
  [
    'update replaces a whole map at a top-level path',
    'add-data#update-data',
    { a: { x: 1 } },
    (db, p) => updateDoc(doc(db, p), { a: { z: 1 } }),
    { a: { z: 1 } },
  ],
  [
    'deleteField removes the field (masked path absent = delete)',
    'delete-data#fields',
    { a: 1, b: 2 },
    (db, p) => updateDoc(doc(db, p), { b: deleteField() }),
    { a: 1 },
  ],
  [
    'increment an integer stays an integer',
    'add-data#increment_a_numeric_value',
    { n: 5 },
    (db, p) => updateDoc(doc(db, p), { n: increment(2) }),
    { n: 7 },
  ],
  [
    'increment by a double gives a double',
    'add-data#increment_a_numeric_value',
    { n: 5 },
    (db, p) => updateDoc(doc(db, p), { n: increment(0.5) }),
    { n: 5.5 },
  ],
  [
    'increment of a missing field sets the operand',
    'add-data#increment_a_numeric_value',
    { a: 1 },
    (db, p) => updateDoc(doc(db, p), { n: increment(3) }),
    { a: 1, n: 3 },
  ],
  [
    'increment of a non-number sets the operand',
    'add-data#increment_a_numeric_value',
    { n: 'x' },
    (db, p) => updateDoc(doc(db, p), { n: increment(3) }),
    { n: 3 },
  ],
  [
    'arrayUnion appends missing elements only',
    'add-data#update_elements_in_an_array',
    { t: ['a', 'b'] },
    (db, p) => updateDoc(doc(db, p), { t: arrayUnion('b', 'c', 'c') }),
    { t: ['a', 'b', 'c'] },
  ],
  [
    'arrayUnion on a non-array replaces it',
    'add-data#update_elements_in_an_array',
    { t: 5 },
    (db, p) => updateDoc(doc(db, p), { t: arrayUnion('x') }),
    { t: ['x'] },
  ],
  [
    'arrayRemove removes every instance',
    'add-data#update_elements_in_an_array',
    { t: ['a', 'b', 'a', 'c'] },
    (db, p) => updateDoc(doc(db, p), { t: arrayRemove('a', 'z') }),
    { t: ['b', 'c'] },
  ],
  ['deleteDoc removes the document', 'delete-data', { a: 1 }, (db, p) => deleteDoc(doc(db, p)), undefined],
  ['deleteDoc of a missing document succeeds', 'delete-data', null, (db, p) => deleteDoc(doc(db, p)), undefined],
];

describe('writes through Lite', () => {
  let n = 0;
  it.each(LITE_WRITES)('%s (%s)', async (_c, _s, setup, action, expected) => {
    const path = `writes/w${++n}`;
    if (setup) await setDoc(doc(lite, path), setup);
    await action(lite, path);
    expect(await data(path)).toEqual(expected);
  });

  it('updateDoc on a missing document fails with not-found', async () => {
    await expect(updateDoc(doc(lite, 'writes/nope'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('serverTimestamp equals the commit time', async () => {
    await setDoc(doc(lite, 'writes/ts'), { at: serverTimestamp() });
    const r = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/writes/ts`] });
    expect(r.json[0].found.fields.at.timestampValue).toBe(r.json[0].found.updateTime);
  });

  it('addDoc creates a 20-character id', async () => {
    const ref = await addDoc(collection(lite, 'added'), { a: 1 });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await data(`added/${ref.id}`)).toEqual({ a: 1 });
  });

  it('a writeBatch is one atomic commit', async () => {
    const b = writeBatch(lite);
    b.set(doc(lite, 'batch/a'), { v: 1 });
    b.set(doc(lite, 'batch/b'), { v: 2 });
    b.update(doc(lite, 'batch/missing'), { v: 3 });
    await expect(b.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect(await data('batch/a')).toBeUndefined();
    const ok = writeBatch(lite);
    ok.set(doc(lite, 'batch/a'), { v: 1 });
    ok.delete(doc(lite, 'batch/a'));
    ok.set(doc(lite, 'batch/b'), { v: 2 });
    await ok.commit();
    expect(await data('batch/a')).toBeUndefined();
    expect(await data('batch/b')).toEqual({ v: 2 });
  });
});

describe('writes over REST (wire-level details)', () => {
  const commit = (writes: unknown[]) => h.rpc(ROOT, 'commit', { writes });
  it('transformResults for increment, maximum, minimum and serverTimestamp; arrays give null', async () => {
    await h.seed({ 'raw/t': { i: w.int(10), d: w.double(1.5), m: w.int(3) } });
    const r = await commit([
      {
        update: { name: `${ROOT}/raw/t`, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [
          { fieldPath: 'i', increment: w.int(5) },
          { fieldPath: 'd', maximum: w.int(1) },
          { fieldPath: 'm', minimum: w.double(2.5) },
          { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
          { fieldPath: 'arr', appendMissingElements: { values: [w.int(1)] } },
        ],
      },
    ]);
    expect(r.status).toBe(200);
    const [res] = r.json.writeResults;
    expect(res.transformResults).toEqual([
      w.int(15),
      w.double(1.5),
      w.double(2.5),
      { timestampValue: r.json.commitTime },
      { nullValue: 'NULL_VALUE' },
    ]);
  });
  it('maximum keeps the stored value on a tie of mixed types; NaN wins', async () => {
    await h.seed({ 'raw/mx': { a: w.int(3), b: w.int(1) } });
    const r = await commit([
      {
        update: { name: `${ROOT}/raw/mx`, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [
          { fieldPath: 'a', maximum: w.double(3) },
          { fieldPath: 'b', maximum: w.double('NaN') },
        ],
      },
    ]);
    expect(r.json.writeResults[0].transformResults).toEqual([w.int(3), w.double('NaN')]);
  });
  it('integer increment saturates at the int64 limits', async () => {
    await h.seed({ 'raw/sat': { n: w.int('9223372036854775800') } });
    const r = await commit([
      {
        update: { name: `${ROOT}/raw/sat`, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [{ fieldPath: 'n', increment: w.int(100) }],
      },
    ]);
    expect(r.json.writeResults[0].transformResults).toEqual([w.int('9223372036854775807')]);
  });
  it('enums as integers (enum-encoding=int): REQUEST_TIME = 1', async () => {
    const res = await h.raw(
      'POST',
      `/v1/${ROOT}:commit?$alt=json%3Benum-encoding=int`,
      JSON.stringify({
        writes: [
          {
            update: { name: `${ROOT}/raw/e`, fields: { x: { nullValue: 0 } } },
            updateTransforms: [{ fieldPath: 't', setToServerValue: 1 }],
          },
        ],
      }),
      { Authorization: 'Bearer owner' },
    );
    expect(res.status).toBe(200);
    const got = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/raw/e`] });
    expect(Object.keys(got.json[0].found.fields).sort()).toEqual(['t', 'x']);
  });
  it('a write that changes nothing keeps the previous updateTime', async () => {
    const first = await commit([{ update: { name: `${ROOT}/raw/same`, fields: { a: w.int(1) } } }]);
    const second = await commit([{ update: { name: `${ROOT}/raw/same`, fields: { a: w.int(1) } } }]);
    expect(second.json.writeResults[0].updateTime).toBe(first.json.writeResults[0].updateTime);
    expect(second.json.commitTime).not.toBe(first.json.commitTime);
  });
  it('updateTime precondition mismatch → FAILED_PRECONDITION, nothing applied', async () => {
    await h.seed({ 'raw/p': { a: w.int(1) } });
    const r = await commit([
      { update: { name: `${ROOT}/raw/q`, fields: { a: w.int(1) } } },
      {
        update: { name: `${ROOT}/raw/p`, fields: { a: w.int(2) } },
        currentDocument: { updateTime: '2000-01-01T00:00:00Z' },
      },
    ]);
    expect(r.status).toBe(400);
    expect(r.json.error.status).toBe('FAILED_PRECONDITION');
    const got = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/raw/q`] });
    expect(got.json[0].missing).toBe(`${ROOT}/raw/q`);
  });
  it('exists:false on an existing document → 409 ALREADY_EXISTS', async () => {
    await h.seed({ 'raw/x': {} });
    const r = await commit([{ update: { name: `${ROOT}/raw/x`, fields: {} }, currentDocument: { exists: false } }]);
    expect(r.status).toBe(409);
    expect(r.json.error.status).toBe('ALREADY_EXISTS');
  });
  it('onChange reports before/after once per changed document', async () => {
    const seen: DocumentChange[][] = [];
    const off = h.emulator.onChange((c) => seen.push(c));
    await commit([{ update: { name: `${ROOT}/raw/c1`, fields: { a: w.int(1) } } }, { delete: `${ROOT}/raw/none` }]);
    await commit([{ update: { name: `${ROOT}/raw/c1`, fields: { a: w.int(2) } } }]);
    off();
    expect(seen.length).toBe(2);
    expect(seen[0].map((c) => [c.name.split('/').pop(), c.before, c.after?.fields.a])).toEqual([
      ['c1', null, { integerValue: 1n }],
    ]);
    expect(seen[1][0].before?.fields.a).toEqual({ integerValue: 1n });
    expect(seen[1][0].after?.fields.a).toEqual({ integerValue: 2n });
    expect(h.emulator.getDocument(`${ROOT}/raw/c1`)?.fields.a).toEqual({ integerValue: 2n });
  });
});

describe('writes through firebase-admin (gRPC)', () => {
  it('create on an existing document → ALREADY_EXISTS (6)', async () => {
    await admin.db.doc('adm/c').create({ a: 1 });
    await expect(admin.db.doc('adm/c').create({ a: 2 })).rejects.toMatchObject({ code: 6 });
  });
  it('update with lastUpdateTime precondition → FAILED_PRECONDITION (9)', async () => {
    const wr = await admin.db.doc('adm/u').set({ a: 1 });
    await expect(
      admin.db.doc('adm/u').update({ a: 2 }, { lastUpdateTime: AdminTimestamp.fromMillis(1000) }),
    ).rejects.toMatchObject({ code: 9 });
    await admin.db.doc('adm/u').update({ a: 3 }, { lastUpdateTime: wr.writeTime });
    expect((await admin.db.doc('adm/u').get()).data()).toEqual({ a: 3 });
  });
  it('delete with exists precondition on a missing document → NOT_FOUND (5)', async () => {
    await expect(admin.db.doc('adm/missing').delete({ exists: true })).rejects.toMatchObject({ code: 5 });
  });
  it('FieldValue transforms and nested update paths', async () => {
    await admin.db.doc('adm/t').set({ n: 1, m: { a: 1 }, tags: ['x'] });
    await admin.db.doc('adm/t').update({
      n: FieldValue.increment(2),
      'm.b': 2,
      tags: FieldValue.arrayUnion('y'),
      at: FieldValue.serverTimestamp(),
    });
    const got = (await admin.db.doc('adm/t').get()).data()!;
    expect({ ...got, at: undefined }).toEqual({ n: 3, m: { a: 1, b: 2 }, tags: ['x', 'y'], at: undefined });
    expect(got.at).toBeInstanceOf(AdminTimestamp);
  });
  it('BulkWriter (BatchWrite) applies writes independently', async () => {
    await admin.db.doc('bulk/exists').set({ a: 1 });
    const bw = admin.db.bulkWriter();
    bw.onWriteError(() => false);
    const ok = bw.set(admin.db.doc('bulk/new'), { a: 1 });
    const bad = bw.create(admin.db.doc('bulk/exists'), { a: 2 });
    await bw.close();
    await expect(ok).resolves.toBeDefined();
    await expect(bad).rejects.toMatchObject({ code: 6 });
    expect((await admin.db.doc('bulk/new').get()).exists).toBe(true);
  });
  it('admin batch of 500 writes commits; Lite reads them', async () => {
    const b = admin.db.batch();
    for (let i = 0; i < 500; i++) b.set(admin.db.doc(`many/d${i}`), { i });
    await b.commit();
    expect(await data('many/d499')).toEqual({ i: 499 });
  });
});
