// The full web SDK (`firebase/firestore`, WebChannel) in Chromium against the emulator: live
// listeners fed by writes from every client, rules on listens (at once and after later commits),
// writes over the Write stream, several tabs, and sessions freed when a page goes away. Each
// scenario runs over both transports the SDK picks from: streaming (auto-detect, the default) and
// long polling. CONFORMANCE_FIRESTORE_HOST=host:port runs it against another emulator (Google's).
import { doc, setDoc, updateDoc, deleteDoc } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, TRANSPORTS, type BrowserHarness, type ListenEvent } from './browser/harness.js';
import { adminFirestore, PROJECT, startHarness, type Harness } from './harness.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow read, write: if true; }
    match /open/{group}/items/{id} { allow read, write: if true; }
    match /private/{id} { allow read, write: if false; }
    match /gated/{id} { allow read: if resource.data.visible == true; }
    match /club/{id} {
      allow read: if get(/databases/$(database)/documents/members/$(request.auth.uid)).data.active == true;
    }
    match /notes/{id} {
      allow read: if request.auth != null;
      allow create: if request.auth.uid == request.resource.data.owner;
      allow update: if request.auth.uid == resource.data.owner
        && request.resource.data.owner == resource.data.owner;
    }
    match /counters/{id} {
      allow read: if request.auth != null;
      allow write: if request.auth != null && request.resource.data.n <= 3;
    }
  }
}`;

const IDLE_MS = 2_000;
const external = Boolean(process.env.CONFORMANCE_FIRESTORE_HOST);

const log: string[] = [];
let h: Harness;
let browser: BrowserHarness;
let admin: Awaited<ReturnType<typeof adminFirestore>>;

beforeAll(async () => {
  h = await startHarness(log, { webChannelIdleMs: IDLE_MS });
  const r = await h.raw(
    'PUT',
    `/emulator/v1/projects/${PROJECT}:securityRules`,
    JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  );
  expect(r.status).toBe(200);
  admin = await adminFirestore(h, 'webchannel-test');
  browser = await startBrowserHarness(h.emulator);
}, 120_000);

afterEach(() => browser.closePages());

afterAll(async () => {
  await browser?.close();
  await admin?.close();
  await h?.close();
});

// A tab's own write shows at once with pending writes; its confirmation alone changes only
// metadata, which listeners do not hear about by default.
const fromServer = (e: ListenEvent) => e.fromCache === false;
const isData = (expected: Record<string, unknown> | null) => (e: ListenEvent) =>
  fromServer(e) && JSON.stringify(e.data) === JSON.stringify(expected);
const isDocs = (expected: string[]) => (e: ListenEvent) =>
  fromServer(e) && JSON.stringify(e.docs) === JSON.stringify(expected);
const isError = (code: string) => (e: ListenEvent) => e.error === code;

describe.each(TRANSPORTS)('full web SDK over WebChannel (%s)', (transport) => {
  it('a document listener sees writes made through firestore/lite (REST) and firebase-admin (gRPC)', async () => {
    const path = `open/doc-${transport}`;
    const tab = await browser.open({ uid: 'alice', transport });
    await tab.call('listenDoc', 'd', path);
    await tab.waitFor('d', isData(null));
    await setDoc(doc(h.lite('owner'), path), { by: 'lite' });
    await tab.waitFor('d', isData({ by: 'lite' }));
    await admin.db.doc(path).set({ by: 'admin' });
    await tab.waitFor('d', isData({ by: 'admin' }));
    await admin.db.doc(path).delete();
    await tab.waitFor('d', isData(null));
  });

  it('a query listener sees documents added, modified, leaving the query and deleted', async () => {
    const coll = `open/q-${transport}/items`;
    const lite = h.lite('owner');
    await setDoc(doc(lite, `${coll}/a`), { n: 1 });
    const tab = await browser.open({ uid: 'alice', transport });
    await tab.call('listenQuery', 'q', coll, ['n', '>', 0], 'n');
    await tab.waitFor('q', isDocs(['a:{"n":1}']));
    await setDoc(doc(lite, `${coll}/b`), { n: 2 });
    await tab.waitFor('q', isDocs(['a:{"n":1}', 'b:{"n":2}']));
    await admin.db.doc(`${coll}/a`).update({ n: 3 });
    await tab.waitFor('q', isDocs(['b:{"n":2}', 'a:{"n":3}']));
    await updateDoc(doc(lite, `${coll}/a`), { n: 0 });
    await tab.waitFor('q', isDocs(['b:{"n":2}']));
    await deleteDoc(doc(lite, `${coll}/b`));
    await tab.waitFor('q', isDocs([]));
  });

  it('a listener that lost its connection catches up once back, deletes included (resume token)', async () => {
    const coll = `open/r-${transport}/items`;
    const lite = h.lite('owner');
    await setDoc(doc(lite, `${coll}/a`), { n: 1 });
    await setDoc(doc(lite, `${coll}/b`), { n: 1 });
    const context = await browser.newContext();
    const tab = await browser.open({ uid: 'alice', transport }, context);
    await tab.call('listenQuery', 'q', coll);
    await tab.waitFor('q', isDocs(['a:{"n":1}', 'b:{"n":1}']));
    const resumedBefore = log.filter((l) => l.includes('addTarget (resumed)')).length;
    await context.setOffline(true);
    await updateDoc(doc(lite, `${coll}/a`), { n: 2 });
    await deleteDoc(doc(lite, `${coll}/b`));
    await setDoc(doc(lite, `${coll}/c`), { n: 1 });
    await context.setOffline(false);
    await tab.waitFor('q', isDocs(['a:{"n":2}', 'c:{"n":1}']), 60_000);
    if (!external) expect(log.filter((l) => l.includes('addTarget (resumed)')).length).toBeGreaterThan(resumedBefore);
  });

  it('listeners the rules deny get permission-denied (document and query)', async () => {
    await admin.db.doc(`private/p-${transport}`).set({ secret: true });
    const tab = await browser.open({ uid: 'alice', transport });
    await tab.call('listenDoc', 'd', `private/p-${transport}`);
    await tab.call('listenQuery', 'q', 'private');
    await tab.waitFor('d', isError('permission-denied'));
    await tab.waitFor('q', isError('permission-denied'));
    expect((await tab.call('events', 'd')).some((e) => e.data !== undefined)).toBe(false);
  });

  it.each([
    {
      change: 'the document it reads changes',
      path: `gated/g-${transport}`,
      setUp: () => admin.db.doc(`gated/g-${transport}`).set({ visible: true }),
      revoke: () => admin.db.doc(`gated/g-${transport}`).update({ visible: false }),
    },
    {
      change: 'a document its rules get() changes',
      path: `club/c-${transport}`,
      setUp: async () => {
        await admin.db.doc('members/alice').set({ active: true });
        await admin.db.doc(`club/c-${transport}`).set({ visible: true });
      },
      revoke: () => admin.db.doc('members/alice').update({ active: false }),
    },
  ])('an allowed listener ends with permission-denied when $change', async ({ path, setUp, revoke }) => {
    await setUp();
    const tab = await browser.open({ uid: 'alice', transport });
    await tab.call('listenDoc', 'd', path);
    await tab.waitFor('d', isData({ visible: true }));
    await revoke();
    await tab.waitFor('d', isError('permission-denied'));
  });

  it('set, update and transactions through the full SDK are committed under the rules', async () => {
    const tab = await browser.open({ uid: 'alice', transport });
    const note = `notes/n-${transport}`;
    expect(await tab.call('set', note, { owner: 'alice', text: 'oi' })).toEqual({ ok: true });
    expect(await tab.call('set', `notes/x-${transport}`, { owner: 'bob' })).toEqual({
      ok: false,
      code: 'permission-denied',
    });
    expect(await tab.call('update', note, { text: 'olá' })).toEqual({ ok: true });
    expect(await tab.call('update', note, { owner: 'bob' })).toEqual({ ok: false, code: 'permission-denied' });
    expect((await admin.db.doc(note).get()).data()).toEqual({ owner: 'alice', text: 'olá' });
    expect((await admin.db.doc(`notes/x-${transport}`).get()).exists).toBe(false);

    const counter = `counters/c-${transport}`;
    for (let i = 0; i < 3; i++) expect(await tab.call('increment', counter, 'n')).toEqual({ ok: true });
    expect(await tab.call('increment', counter, 'n')).toEqual({ ok: false, code: 'permission-denied' });
    expect((await admin.db.doc(counter).get()).data()).toEqual({ n: 3 });
  });

  it('two tabs of one browser listen to the same document', async () => {
    const path = `open/tabs-${transport}`;
    const context = await browser.newContext();
    const tabs = [
      await browser.open({ uid: 'alice', transport }, context),
      await browser.open({ uid: 'bob', transport }, context),
    ];
    for (const tab of tabs) await tab.call('listenDoc', 'd', path);
    for (const tab of tabs) await tab.waitFor('d', isData(null));
    expect(await tabs[0].call('set', path, { from: 'tab 1' })).toEqual({ ok: true });
    for (const tab of tabs) await tab.waitFor('d', isData({ from: 'tab 1' }));
    await admin.db.doc(path).set({ from: 'admin' });
    for (const tab of tabs) await tab.waitFor('d', isData({ from: 'admin' }));
  });

  it.skipIf(external)('closing the page (or terminating the SDK) frees its server sessions', async () => {
    const waitForStreams = async (n: number) => {
      const deadline = Date.now() + IDLE_MS + 10_000;
      while (h.emulator.openStreams() !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(h.emulator.openStreams()).toBe(n);
    };
    await waitForStreams(0); // the pages of the other cases have gone
    for (const end of ['close the page', 'terminate the SDK'] as const) {
      const tab = await browser.open({ uid: 'alice', transport });
      await tab.call('listenDoc', 'd', `open/leak-${transport}`);
      await tab.waitFor('d', fromServer);
      expect(await tab.call('set', `open/leak-${transport}`, { end })).toEqual({ ok: true });
      await waitForStreams(2); // one Listen, one Write
      if (end === 'close the page') await tab.page.close();
      else await tab.call('shutdown');
      await waitForStreams(0);
    }
  });
});
