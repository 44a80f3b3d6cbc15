// Transactions: Lite (preconditions + verify, client retries) and admin (inline newTransaction,
// server-side conflict detection → ABORTED → retry), plus raw beginTransaction/rollback.
// Sources: https://firebase.google.com/docs/firestore/manage-data/transactions,
// https://cloud.google.com/firestore/docs/reference/rest/v1/projects.databases.documents/beginTransaction
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, runTransaction, setDoc, type Firestore } from 'firebase/firestore/lite';
import { FieldValue } from 'firebase-admin/firestore';
import { adminFirestore, ROOT, startHarness, type Harness } from './harness.js';

let h: Harness;
let lite: Firestore;
let other: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;
const log: string[] = [];

beforeAll(async () => {
  h = await startHarness(log);
  lite = h.lite('alice');
  other = h.lite('bob');
  admin = await adminFirestore(h, 'transactions-test');
});

afterAll(async () => {
  await admin.close();
  await h.close();
});

describe('Lite runTransaction', () => {
  it('read-then-write commits with the read document updateTime as precondition', async () => {
    await setDoc(doc(lite, 'tx/a'), { n: 1 });
    const result = await runTransaction(lite, async (tx) => {
      const s = await tx.get(doc(lite, 'tx/a'));
      tx.update(doc(lite, 'tx/a'), { n: s.data()!.n + 1 });
      return s.data()!.n;
    });
    expect(result).toBe(1);
    expect((await getDoc(doc(lite, 'tx/a'))).data()).toEqual({ n: 2 });
  });

  it('a concurrent write between read and commit makes the commit fail and the SDK retry', async () => {
    await setDoc(doc(lite, 'tx/b'), { n: 10 });
    let attempts = 0;
    await runTransaction(lite, async (tx) => {
      attempts++;
      const s = await tx.get(doc(lite, 'tx/b'));
      if (attempts === 1) await setDoc(doc(other, 'tx/b'), { n: 100 });
      tx.set(doc(lite, 'tx/b'), { n: s.data()!.n + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(lite, 'tx/b'))).data()).toEqual({ n: 101 });
  });

  it('a conflict on every attempt gives up after maxAttempts', async () => {
    await setDoc(doc(lite, 'tx/always'), { n: 0 });
    let attempts = 0;
    const run = runTransaction(
      lite,
      async (tx) => {
        attempts++;
        const s = await tx.get(doc(lite, 'tx/always'));
        await setDoc(doc(other, 'tx/always'), { n: attempts * 100 });
        tx.update(doc(lite, 'tx/always'), { n: s.data()!.n + 1 });
      },
      { maxAttempts: 2 },
    );
    await expect(run).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(lite, 'tx/always'))).data()).toEqual({ n: 200 });
  });

  it('a read-only document changed concurrently fails the verify write', async () => {
    await setDoc(doc(lite, 'tx/src'), { v: 1 });
    let attempts = 0;
    await runTransaction(lite, async (tx) => {
      attempts++;
      const s = await tx.get(doc(lite, 'tx/src'));
      if (attempts === 1) await setDoc(doc(other, 'tx/src'), { v: 2 });
      tx.set(doc(lite, 'tx/dst'), { copied: s.data()!.v });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(lite, 'tx/dst'))).data()).toEqual({ copied: 2 });
  });

  it('a document read as missing and created concurrently fails exists:false', async () => {
    let attempts = 0;
    await runTransaction(lite, async (tx) => {
      attempts++;
      const s = await tx.get(doc(lite, 'tx/new'));
      if (attempts === 1) await setDoc(doc(other, 'tx/new'), { by: 'bob' });
      tx.set(doc(lite, 'tx/new'), { by: s.exists() ? 'alice-after-bob' : 'alice' });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(lite, 'tx/new'))).data()).toEqual({ by: 'alice-after-bob' });
  });
});

describe('admin runTransaction (gRPC, inline transactions)', () => {
  it('a non-transactional write after the read → ABORTED → the SDK retries', async () => {
    await admin.db.doc('atx/a').set({ n: 1 });
    let attempts = 0;
    await admin.db.runTransaction(async (tx) => {
      attempts++;
      const s = await tx.get(admin.db.doc('atx/a'));
      if (attempts === 1) await admin.db.doc('atx/a').set({ n: 50 });
      tx.update(admin.db.doc('atx/a'), { n: s.data()!.n + 1 });
    });
    expect(attempts).toBe(2);
    expect((await admin.db.doc('atx/a').get()).data()).toEqual({ n: 51 });
  });

  it('with maxAttempts 1 the conflict surfaces as ABORTED (10)', async () => {
    await admin.db.doc('atx/b').set({ n: 1 });
    const run = admin.db.runTransaction(
      async (tx) => {
        const s = await tx.get(admin.db.doc('atx/b'));
        await admin.db.doc('atx/b').set({ n: 2 });
        tx.update(admin.db.doc('atx/b'), { n: s.data()!.n + 1 });
      },
      { maxAttempts: 1 },
    );
    await expect(run).rejects.toMatchObject({ code: 10 });
    expect((await admin.db.doc('atx/b').get()).data()).toEqual({ n: 2 });
  });

  it('concurrent transactions on one counter all land (conflicts detected and retried)', async () => {
    await admin.db.doc('atx/counter').set({ n: 0 });
    const inc = () =>
      admin.db.runTransaction(async (tx) => {
        const s = await tx.get(admin.db.doc('atx/counter'));
        await new Promise((r) => setTimeout(r, 5));
        tx.update(admin.db.doc('atx/counter'), { n: s.data()!.n + 1 });
      });
    await Promise.all([inc(), inc(), inc(), inc()]);
    expect((await admin.db.doc('atx/counter').get()).data()).toEqual({ n: 4 });
  });

  it('a query as the first read opens the transaction even with zero results', async () => {
    const created = await admin.db.runTransaction(async (tx) => {
      const q = await tx.get(admin.db.collection('atx-empty').where('x', '==', 1));
      tx.set(admin.db.doc('atx-empty/made'), { count: q.size });
      return q.size;
    });
    expect(created).toBe(0);
    expect((await admin.db.doc('atx-empty/made').get()).data()).toEqual({ count: 0 });
  });

  it('a failing transaction function rolls back', async () => {
    log.length = 0;
    await expect(
      admin.db.runTransaction(async (tx) => {
        await tx.get(admin.db.doc('atx/a'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // The SDK sends Rollback without awaiting it before rejecting.
    for (let i = 0; i < 50 && !log.some((l) => l.includes('gRPC Rollback')); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(log.some((l) => l.includes('gRPC Rollback') && l.includes('OK'))).toBe(true);
  });

  it('read-only transactions read consistently', async () => {
    const n = await admin.db.runTransaction(async (tx) => (await tx.get(admin.db.doc('atx/a'))).data()!.n, {
      readOnly: true,
    });
    expect(n).toBe(51);
  });

  it('FieldValue.increment inside a transaction', async () => {
    await admin.db.runTransaction(async (tx) => {
      await tx.get(admin.db.doc('atx/a'));
      tx.update(admin.db.doc('atx/a'), { n: FieldValue.increment(1) });
    });
    expect((await admin.db.doc('atx/a').get()).data()).toEqual({ n: 52 });
  });
});

describe('REST beginTransaction / rollback / commit', () => {
  it('reads inside a transaction, commit succeeds', async () => {
    const begin = await h.rpc(ROOT, 'beginTransaction', {});
    expect(typeof begin.json.transaction).toBe('string');
    const read = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/tx/a`], transaction: begin.json.transaction });
    expect(read.json[0].found).toBeDefined();
    const c = await h.rpc(ROOT, 'commit', {
      transaction: begin.json.transaction,
      writes: [{ update: { name: `${ROOT}/tx/a`, fields: { n: { integerValue: '7' } } } }],
    });
    expect(c.status).toBe(200);
  });
  it('newTransaction on a read returns the transaction in the first element', async () => {
    const r = await h.rpc(ROOT, 'runQuery', {
      structuredQuery: { from: [{ collectionId: 'nothing-here' }] },
      newTransaction: { readWrite: {} },
    });
    expect(r.json).toHaveLength(1);
    expect(typeof r.json[0].transaction).toBe('string');
    expect(typeof r.json[0].readTime).toBe('string');
    const rb = await h.rpc(ROOT, 'rollback', { transaction: r.json[0].transaction });
    expect(rb.status).toBe(200);
  });
  it('a conflicting write → 409 ABORTED', async () => {
    const begin = await h.rpc(ROOT, 'beginTransaction', {});
    await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/tx/a`], transaction: begin.json.transaction });
    await h.rpc(ROOT, 'commit', {
      writes: [{ update: { name: `${ROOT}/tx/a`, fields: { n: { integerValue: '8' } } } }],
    });
    const c = await h.rpc(ROOT, 'commit', {
      transaction: begin.json.transaction,
      writes: [{ update: { name: `${ROOT}/tx/a`, fields: { n: { integerValue: '9' } } } }],
    });
    expect(c.status).toBe(409);
    expect(c.json.error.status).toBe('ABORTED');
  });
  it('writes in a read-only transaction and unknown transactions are INVALID_ARGUMENT', async () => {
    const begin = await h.rpc(ROOT, 'beginTransaction', { options: { readOnly: {} } });
    const c = await h.rpc(ROOT, 'commit', {
      transaction: begin.json.transaction,
      writes: [{ delete: `${ROOT}/tx/a` }],
    });
    expect(c.json.error.status).toBe('INVALID_ARGUMENT');
    const u = await h.rpc(ROOT, 'commit', { transaction: Buffer.from('nope').toString('base64'), writes: [] });
    expect(u.json.error.status).toBe('INVALID_ARGUMENT');
  });
});
