// Kindless queries (no collectionId, allDescendants): firebase-admin's recursiveDelete lists every
// document below a path with one. Owner only: no rule can name "any collection".
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collection, getDocs } from 'firebase/firestore/lite';
import { adminFirestore, PROJECT, ROOT, startHarness, type Harness } from './harness.js';

let h: Harness;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness();
  admin = await adminFirestore(h, 'kindless-test');
});
afterAll(async () => {
  await admin.close();
  await h.close();
});

it('recursiveDelete removes a collection, its documents and their subcollections (admin, gRPC)', async () => {
  const { db } = admin;
  await db.doc('shelves/a').set({ n: 1 });
  await db.doc('shelves/a/books/x').set({ n: 2 });
  await db.doc('shelves/b').set({ n: 3 });
  await db.doc('other/keep').set({ n: 4 });

  await db.recursiveDelete(db.collection('shelves'));

  expect((await db.collection('shelves').get()).size).toBe(0);
  expect((await db.doc('shelves/a/books/x').get()).exists).toBe(false);
  expect((await db.doc('other/keep').get()).exists).toBe(true);
});

it('a kindless runQuery spans every collection below the parent and is denied to non-owners', async () => {
  await h.clear();
  await h.seed({ 'p/1': {}, 'p/1/c/2': {}, 'p/1/d/3': {}, 'q/4': {} });
  const body = { structuredQuery: { from: [{ allDescendants: true }] } };
  const owner = await h.rpc(`${ROOT}/p/1`, 'runQuery', body);
  expect(owner.status).toBe(200);
  expect(owner.json.map((r: { document?: { name: string } }) => r.document?.name).filter(Boolean)).toEqual([
    `${ROOT}/p/1/c/2`,
    `${ROOT}/p/1/d/3`,
  ]);

  const rules = `rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /{path=**} { allow read: if true; } } }`;
  expect(
    (
      await h.raw(
        'PUT',
        `/emulator/v1/projects/${PROJECT}:securityRules`,
        JSON.stringify({ rules: { files: [{ content: rules }] } }),
      )
    ).status,
  ).toBe(200);
  const user = await h.rpc(`${ROOT}/p/1`, 'runQuery', body, null);
  expect(user.status).toBe(403);
  expect(user.json.error.status).toBe('PERMISSION_DENIED');
  // A named collection is still readable under the same rules.
  expect((await getDocs(collection(h.lite(null), 'q'))).size).toBe(1);
});
