// storage.rules through the shared Security Rules engine, driven by the web SDK.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { startFirestoreEmulator } from '../../src/firestore/index.js';
import type { RunningFirestoreEmulator } from '../../src/shared/servers.js';
import { BUCKET, PROJECT_ID, bytes, deleteWebApps, startTestEmulator, webStorage } from './helpers.js';

type Emulator = Awaited<ReturnType<typeof startTestEmulator>>;
let emulator: Emulator;
let firestore: RunningFirestoreEmulator;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /article_images/{uid}/{file} {
      allow read: if true;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 100 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null && request.auth.uid == uid;
    }
    match /private/{uid}/{allPaths=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
      allow list: if request.auth != null && request.auth.uid == uid;
    }
    match /editors/{file} {
      allow write: if firestore.get(/databases/(default)/documents/profiles/$(request.auth.uid)).data.role == 'editor';
      allow read: if firestore.exists(/databases/(default)/documents/profiles/$(request.auth.uid));
    }
    match /locked/{file} {
      allow read, create: if true;
      allow update: if !('locked' in resource.metadata) && request.resource.metadata.owner == resource.metadata.owner;
    }
  }
}
`;

async function setRules(content: string): Promise<Response> {
  return fetch(`${emulator.url}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
  });
}

async function seedProfile(uid: string, role: string): Promise<void> {
  const name = `projects/${PROJECT_ID}/databases/(default)/documents/profiles/${uid}`;
  const response = await fetch(
    `http://127.0.0.1:${firestore.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: [{ update: { name, fields: { role: { stringValue: role } } } }] }),
    },
  );
  expect(response.status).toBe(200);
}

const denied = { code: 'storage/unauthorized' };

beforeAll(async () => {
  firestore = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, log: () => {} });
  emulator = await startTestEmulator({ firestore });
});
afterAll(async () => {
  await deleteWebApps();
  await emulator.close();
  await firestore.close();
});
beforeEach(async () => {
  await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
  expect((await setRules(RULES)).status).toBe(200);
});

describe('storage.rules', () => {
  it('owner paths with size and content-type limits', async () => {
    const alice = webStorage(emulator, 'alice');
    const bob = webStorage(emulator, 'bob');
    const anon = webStorage(emulator);
    const png = bytes(10_000);
    await uploadBytes(ref(alice, 'article_images/alice/ok.png'), png, { contentType: 'image/png' });
    await expect(
      uploadBytes(ref(bob, 'article_images/alice/evil.png'), png, { contentType: 'image/png' }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(anon, 'article_images/alice/anon.png'), png, { contentType: 'image/png' }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(alice, 'article_images/alice/big.png'), bytes(100 * 1024), { contentType: 'image/png' }),
    ).rejects.toMatchObject(denied);
    await expect(
      uploadBytes(ref(alice, 'article_images/alice/doc.pdf'), png, { contentType: 'application/pdf' }),
    ).rejects.toMatchObject(denied);
    // Anyone may read; only the owner may delete.
    expect((await getBytes(ref(anon, 'article_images/alice/ok.png'))).byteLength).toBe(10_000);
    await expect(deleteObject(ref(bob, 'article_images/alice/ok.png'))).rejects.toMatchObject(denied);
    await deleteObject(ref(alice, 'article_images/alice/ok.png'));
  });

  it('a resumable upload over the size limit is refused', async () => {
    const alice = webStorage(emulator, 'alice');
    const task = uploadBytesResumable(ref(alice, 'article_images/alice/huge.png'), bytes(600 * 1024), {
      contentType: 'image/png',
    });
    await expect(task).rejects.toMatchObject(denied);
    expect(
      (
        await fetch(`${emulator.url}/v0/b/${BUCKET}/o/article_images%2Falice%2Fhuge.png`, {
          headers: { Authorization: 'Firebase owner' },
        })
      ).status,
    ).toBe(404);
  });

  it('the owner token and a valid download token bypass rules', async () => {
    const owner = webStorage(emulator, 'owner');
    await uploadString(ref(owner, 'private/carol/secret.txt'), 'top secret');
    const bob = webStorage(emulator, 'bob');
    await expect(getBytes(ref(bob, 'private/carol/secret.txt'))).rejects.toMatchObject(denied);
    const url = await getDownloadURL(ref(owner, 'private/carol/secret.txt'));
    expect(await (await fetch(url)).text()).toBe('top secret');
    const wrongToken = url.replace(/token=[^&]+/, 'token=00000000-0000-0000-0000-000000000000');
    expect((await fetch(wrongToken)).status).toBe(403);
  });

  it('list needs rules_version 2 and an allow list', async () => {
    const carol = webStorage(emulator, 'carol');
    await uploadString(ref(carol, 'private/carol/a.txt'), 'a');
    await uploadString(ref(carol, 'private/carol/sub/b.txt'), 'b');
    const listed = await listAll(ref(carol, 'private/carol'));
    expect(listed.items.map((i) => i.fullPath)).toEqual(['private/carol/a.txt']);
    await expect(list(ref(webStorage(emulator, 'dave'), 'private/carol'))).rejects.toMatchObject(denied);
    expect((await setRules(RULES.replace("rules_version = '2';\n", ''))).status).toBe(200);
    await expect(list(ref(carol, 'private/carol'))).rejects.toMatchObject(denied);
    // v1 still allows the get.
    expect((await getMetadata(ref(carol, 'private/carol/a.txt'))).size).toBe(1);
  });

  it('firestore.get and firestore.exists read the Firestore emulator', async () => {
    await seedProfile('erin', 'editor');
    await seedProfile('rick', 'reader');
    const erin = webStorage(emulator, 'erin');
    const rick = webStorage(emulator, 'rick');
    const nobody = webStorage(emulator, 'nobody');
    await uploadString(ref(erin, 'editors/post.txt'), 'by an editor');
    await expect(uploadString(ref(rick, 'editors/post2.txt'), 'by a reader')).rejects.toMatchObject(denied);
    expect(new TextDecoder().decode(await getBytes(ref(rick, 'editors/post.txt')))).toBe('by an editor');
    await expect(getBytes(ref(nobody, 'editors/post.txt'))).rejects.toMatchObject(denied);
  });

  it('update rules see resource (stored) and request.resource (after the patch)', async () => {
    const anyone = webStorage(emulator, 'anyone');
    const fileRef = ref(anyone, 'locked/f.txt');
    await uploadString(fileRef, 'x', 'raw', { customMetadata: { owner: 'a' } });
    await updateMetadata(fileRef, { customMetadata: { note: 'fine' } });
    await expect(updateMetadata(fileRef, { customMetadata: { owner: 'b' } })).rejects.toMatchObject(denied);
    await updateMetadata(fileRef, { customMetadata: { locked: 'yes' } });
    await expect(updateMetadata(fileRef, { customMetadata: { note: 'again' } })).rejects.toMatchObject(denied);
    // Overwriting the bytes is an update too.
    await expect(uploadString(fileRef, 'y', 'raw', { customMetadata: { owner: 'a' } })).rejects.toMatchObject(denied);
  });

  it('setRules rejects a syntax error with its line and column and keeps the old rules', async () => {
    const response = await setRules(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if ;\n  }\n}\n",
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as any;
    expect(body.issues[0].sourcePosition.line).toBe(4);
    expect(body.issues[0].sourcePosition.column).toBeGreaterThan(0);
    expect(body.error.message).toMatch(/storage\.rules:4:\d+/);
    const bob = webStorage(emulator, 'bob');
    await expect(
      uploadBytes(ref(bob, 'article_images/alice/x.png'), bytes(10), { contentType: 'image/png' }),
    ).rejects.toMatchObject(denied);
  });
});
