// Security Rules enforcement through @firebase/rules-unit-testing (control endpoints) and Lite
// clients with mock tokens (the app's SDK). Sources: https://firebase.google.com/docs/rules/unit-tests,
// https://firebase.google.com/docs/firestore/security/rules-query ("rules are not filters"),
// https://firebase.google.com/docs/firestore/security/rules-conditions (get/getAfter, request.time).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { fileURLToPath } from 'node:url';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import { adminFirestore, PROJECT, startHarness, type Harness } from './harness.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function role() { return get(/databases/$(database)/documents/profiles/$(request.auth.uid)).data.role; }
    match /profiles/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
    }
    match /articles/{id} {
      allow get: if resource.data.published == true || (signedIn() && role() == 'editor');
      allow list: if resource.data.published == true;
      allow create: if signedIn() && role() == 'editor'
        && request.resource.data.authorId == request.auth.uid
        && request.resource.data.createdAt == request.time;
      allow update: if signedIn() && role() == 'editor'
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'views']);
      allow delete: if false;
    }
    match /logs/{id} {
      allow create: if existsAfter(/databases/$(database)/documents/articles/$(id));
    }
  }
}
`;

let h: Harness;
let env: RulesTestEnvironment;
let anon: Firestore;
let editor: Firestore;
let reader: Firestore;
let admin: Awaited<ReturnType<typeof adminFirestore>>;
const log: string[] = [];

async function seed() {
  await admin.db.doc('profiles/ed').set({ role: 'editor' });
  await admin.db.doc('profiles/rita').set({ role: 'reader' });
  await admin.db.doc('articles/pub').set({ title: 'Publicado', published: true, authorId: 'ed', views: 0 });
  await admin.db.doc('articles/pub2').set({ title: 'Outro', published: true, authorId: 'ed', views: 0 });
}

beforeAll(async () => {
  h = await startHarness(log);
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: '127.0.0.1', port: h.emulator.port, rules: RULES },
  });
  admin = await adminFirestore(h, 'rules-test');
  anon = h.lite(null);
  editor = h.lite('ed');
  reader = h.lite('rita');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed();
});

afterAll(async () => {
  await env.cleanup();
  await admin.close();
  await h.close();
});

describe('reads', () => {
  it('anyone gets a published article', () => assertSucceeds(getDoc(doc(anon, 'articles/pub'))));
  it('a reader cannot get a draft', async () => {
    await admin.db.doc('articles/draft').set({ title: 'Rascunho', published: false });
    await assertFails(getDoc(doc(reader, 'articles/draft')));
  });
  it('an editor gets a draft (get() of the profile)', async () => {
    await admin.db.doc('articles/draft').set({ title: 'Rascunho', published: false });
    await assertSucceeds(getDoc(doc(editor, 'articles/draft')));
  });
  it('a query constrained by published == true is allowed', async () => {
    const snap = await assertSucceeds(getDocs(query(collection(anon, 'articles'), where('published', '==', true))));
    expect(snap.size).toBe(2);
  });
  it('a query with published in [true] is allowed', () =>
    assertSucceeds(getDocs(query(collection(anon, 'articles'), where('published', 'in', [true])))));
  it('rules are not filters: a query without the filter is denied even if every stored article is published', () =>
    assertFails(getDocs(collection(anon, 'articles'))));
  it('a query on published == false is denied', () =>
    assertFails(getDocs(query(collection(anon, 'articles'), where('published', '==', false)))));
  it('the owner token bypasses rules', async () => {
    const owner = h.lite('owner');
    await assertSucceeds(getDocs(collection(owner, 'articles')));
  });
});

describe('writes', () => {
  const article = (extra: Record<string, unknown> = {}) => ({
    title: 'Novo',
    published: false,
    authorId: 'ed',
    views: 0,
    createdAt: serverTimestamp(),
    ...extra,
  });
  it('an editor creates with request.time == serverTimestamp()', () =>
    assertSucceeds(setDoc(doc(editor, 'articles/new'), article())));
  it('a client-chosen createdAt is denied', () =>
    assertFails(setDoc(doc(editor, 'articles/new'), article({ createdAt: Timestamp.now() }))));
  it('a reader cannot create', () => assertFails(setDoc(doc(reader, 'articles/new'), article({ authorId: 'rita' }))));
  it('an update sees the merged document (only title changes)', () =>
    assertSucceeds(updateDoc(doc(editor, 'articles/pub'), { title: 'Novo título' })));
  it('an update touching another field is denied', () =>
    assertFails(updateDoc(doc(editor, 'articles/pub'), { published: false })));
  it('a merge set is checked as the full post-write document', () =>
    assertSucceeds(setDoc(doc(editor, 'articles/pub'), { views: 5 }, { merge: true })));
  it('delete is denied and the message names the method and the rule line', async () => {
    const err = await assertFails(deleteDoc(doc(editor, 'articles/pub')));
    expect(String((err as Error).message)).toMatch(/delete/);
    expect(String((err as Error).message)).toMatch(/L\d+/);
    expect(log.some((l) => l.includes('rules DENIED delete /databases/(default)/documents/articles/pub'))).toBe(true);
  });
  it('getAfter/existsAfter see the whole batch', async () => {
    const b = writeBatch(editor);
    b.set(doc(editor, 'articles/n1'), article());
    b.set(doc(editor, 'logs/n1'), { at: 1 });
    await assertSucceeds(b.commit());
    await assertFails(setDoc(doc(editor, 'logs/n2'), { at: 1 }));
  });
  it('a batch with one denied write applies nothing', async () => {
    const b = writeBatch(editor);
    b.set(doc(editor, 'articles/n3'), article());
    b.delete(doc(editor, 'articles/pub'));
    await assertFails(b.commit());
    expect((await admin.db.doc('articles/n3').get()).exists).toBe(false);
  });
  it('a Lite transaction under rules', async () => {
    await assertSucceeds(
      runTransaction(editor, async (tx) => {
        const s = await tx.get(doc(editor, 'articles/pub'));
        tx.update(doc(editor, 'articles/pub'), { views: s.data()!.views + 1 });
      }),
    );
    expect((await admin.db.doc('articles/pub').get()).data()!.views).toBe(1);
  });
});

describe('control endpoints', () => {
  it('withSecurityRulesDisabled: its owner token (used here through Lite) bypasses rules', async () => {
    // Lite sends the same `Bearer owner` token the context uses (streams.test.ts covers
    // context.firestore(), the full SDK over the Listen/Write streams).
    await env.withSecurityRulesDisabled(async () => {
      await assertSucceeds(setDoc(doc(h.lite('owner'), 'anything/x'), { a: 1 }));
    });
    await assertFails(setDoc(doc(anon, 'anything/y'), { a: 1 }));
  });
  it('clearFirestore removes every document', async () => {
    await env.clearFirestore();
    expect((await admin.db.collection('articles').get()).size).toBe(0);
  });
  it('invalid rules → 400 with issues[] and line:column in the message', async () => {
    const r = await h.raw(
      'PUT',
      `/emulator/v1/projects/${PROJECT}:securityRules`,
      JSON.stringify({
        rules: {
          files: [
            {
              name: 'firestore.rules',
              content: "rules_version = '2';\nservice cloud.firestore {\n  match /x {\n    allow read: if ;\n  }\n}\n",
            },
          ],
        },
      }),
    );
    expect(r.status).toBe(400);
    const json = JSON.parse(r.text);
    expect(json.issues[0].sourcePosition.line).toBe(4);
    expect(json.error.message).toMatch(/4:\d+/);
  });
  it("the project's firestore.rules load at start (rulesPath)", async () => {
    const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
    const emu = await startFirestoreEmulator({ port: 0, projectId: 'demo-rules-file', rulesPath, log: () => {} });
    try {
      const res = await fetch(
        `http://127.0.0.1:${emu.port}/v1/projects/demo-rules-file/databases/(default)/documents:commit`,
        {
          method: 'POST',
          body: JSON.stringify({
            writes: [
              { update: { name: 'projects/demo-rules-file/databases/(default)/documents/settings/site', fields: {} } },
            ],
          }),
        },
      );
      expect(res.status).toBe(403);
    } finally {
      await emu.close();
    }
  });
  it('initializeTestEnvironment fails on invalid rules', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: 'demo-other',
        firestore: {
          host: '127.0.0.1',
          port: h.emulator.port,
          rules: 'service cloud.firestore { match /x { allow read: if (; } }',
        },
      }),
    ).rejects.toThrow();
  });
});
