// The Listen and Write gRPC streams: firebase-admin onSnapshot, and the full SDK that
// @firebase/rules-unit-testing contexts use (context.firestore(): reads over Listen, writes over Write).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, PROJECT, startHarness, type Harness } from './harness.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
    }
    match /watch/{id} { allow read, write: if true; }
  }
}`;

let h: Harness;
let env: RulesTestEnvironment;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness();
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: '127.0.0.1', port: h.emulator.port, rules: RULES },
  });
  admin = await adminFirestore(h, 'streams-test');
});

afterAll(async () => {
  await env.cleanup();
  await admin.close();
  await h.close();
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('admin onSnapshot (Listen)', () => {
  it('a query listener sees adds, updates that leave the query, and deletes', async () => {
    await admin.db.doc('watch/a').set({ n: 1 });
    const snapshots: string[][] = [];
    const unsubscribe = admin.db
      .collection('watch')
      .where('n', '>', 0)
      .onSnapshot((s) => snapshots.push(s.docs.map((d) => `${d.id}:${d.data().n}`)));
    await waitFor(() => snapshots.length === 1);
    await admin.db.doc('watch/b').set({ n: 2 });
    await waitFor(() => snapshots.length === 2);
    await admin.db.doc('watch/a').update({ n: 0 });
    await waitFor(() => snapshots.length === 3);
    await admin.db.doc('watch/b').delete();
    await waitFor(() => snapshots.length === 4);
    unsubscribe();
    expect(snapshots).toEqual([['a:1'], ['a:1', 'b:2'], ['b:2'], []]);
  });

  it('a document listener sees the document appear', async () => {
    const states: boolean[] = [];
    const unsubscribe = admin.db.doc('watch/later').onSnapshot((s) => states.push(s.exists));
    await waitFor(() => states.length === 1);
    await admin.db.doc('watch/later').set({ x: 1 });
    await waitFor(() => states.length === 2);
    unsubscribe();
    expect(states).toEqual([false, true]);
  });
});

describe('rules-unit-testing contexts with the full SDK (Listen + Write streams)', () => {
  it('an authenticated context writes and reads under rules', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(db.doc('notes/n1').set({ owner: 'alice', text: 'oi' }));
    const snap = await assertSucceeds(db.doc('notes/n1').get());
    expect(snap.data()).toEqual({ owner: 'alice', text: 'oi' });
  });
  it('denied writes and reads fail with permission-denied', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.doc('notes/n2').set({ owner: 'bob' }));
    const anon = env.unauthenticatedContext().firestore();
    await assertFails(anon.doc('notes/n1').get());
    await assertFails(anon.collection('notes').get());
  });
  it('withSecurityRulesDisabled context writes anything', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('notes/seeded').set({ owner: 'nobody' });
    });
    expect((await admin.db.doc('notes/seeded').get()).exists).toBe(true);
  });
});
