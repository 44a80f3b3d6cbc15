// firebase-admin in REST mode (preferRest): `$alt=json;enum-encoding=int`, enums as integers.
// A throwaway service-account key avoids the "default credentials" lookup under the emulator.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Filter, initializeFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT, startHarness, type Harness } from './harness.js';

let h: Harness;
let app: App;
let db: Firestore;
const log: string[] = [];

beforeAll(async () => {
  h = await startHarness(log);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${h.emulator.port}`;
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  app = initializeApp(
    {
      projectId: PROJECT,
      credential: cert({ projectId: PROJECT, clientEmail: 'bench@demo.iam.gserviceaccount.com', privateKey }),
    },
    'admin-rest-test',
  );
  db = initializeFirestore(app, { preferRest: true });
});

afterAll(async () => {
  await deleteApp(app);
  await h.close();
});

describe('firebase-admin preferRest', () => {
  it('talks REST with integer enums', async () => {
    await db.doc('r/b').set({ n: 1, at: FieldValue.serverTimestamp(), x: null });
    await db.doc('r/c').set({ n: 5 });
    expect(log.some((l) => l.startsWith('[firestore] POST /v1/') && l.includes(':commit'))).toBe(true);
    const got = (await db.doc('r/b').get()).data()!;
    expect(got.n).toBe(1);
    expect(got.x).toBeNull();
  });
  it('queries with operators, OR, ordering (enum ints) and count', async () => {
    expect((await db.collection('r').where('n', '>', 0).orderBy('n', 'desc').get()).docs.map((d) => d.id)).toEqual([
      'c',
      'b',
    ]);
    expect(
      (
        await db
          .collection('r')
          .where(Filter.or(Filter.where('n', '==', 5), Filter.where('x', '==', null)))
          .get()
      ).docs.map((d) => d.id),
    ).toEqual(['b', 'c']);
    expect((await db.collection('r').count().get()).data().count).toBe(2);
  });
  it('transactions (beginTransaction-free inline reads) and listCollections', async () => {
    await db.runTransaction(async (tx) => {
      const s = await tx.get(db.doc('r/b'));
      tx.update(db.doc('r/b'), { n: s.data()!.n + 1 });
    });
    expect((await db.doc('r/b').get()).data()!.n).toBe(2);
    expect((await db.listCollections()).map((c) => c.id)).toEqual(['r']);
  });
  it('listDocuments (GET with showMissing) and BulkWriter (batchWrite)', async () => {
    await db.doc('r/ghost/sub/x').set({ a: 1 });
    expect((await db.collection('r').listDocuments()).map((d) => d.id)).toEqual(['b', 'c', 'ghost']);
    const bw = db.bulkWriter();
    const ok = bw.set(db.doc('r2/a'), { a: 1 });
    await bw.close();
    await expect(ok).resolves.toBeDefined();
    expect((await db.doc('r2/a').get()).exists).toBe(true);
  });
});
