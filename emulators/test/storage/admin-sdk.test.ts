// firebase-admin Storage (@google-cloud/storage via FIREBASE_STORAGE_EMULATOR_HOST) against the
// emulator's GCS JSON API. The client validates the returned crc32c/md5 and deletes mismatches.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { getDownloadURL as webDownloadURL, getMetadata as webGetMetadata, ref } from 'firebase/storage';
import { BUCKET, PROJECT_ID, bytes, deleteWebApps, startTestEmulator, webStorage } from './helpers.js';

type Emulator = Awaited<ReturnType<typeof startTestEmulator>>;
let emulator: Emulator;
let app: App;
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('base64');

beforeAll(async () => {
  emulator = await startTestEmulator();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'admin-storage-test');
});
afterAll(async () => {
  await deleteApp(app);
  await deleteWebApps();
  await emulator.close();
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
});
beforeEach(async () => {
  await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
});

const bucket = () => getStorage(app).bucket(BUCKET);

describe('firebase-admin storage', () => {
  it('save() (resumable) then download() with hash validation', async () => {
    const data = Buffer.from(bytes(300_000, 3));
    const file = bucket().file('uploads/admin/one.bin');
    await file.save(data, { contentType: 'application/x-one', metadata: { metadata: { origin: 'admin' } } });
    const [downloaded] = await file.download();
    expect(md5(downloaded)).toBe(md5(data));
    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe(String(data.length));
    expect(metadata.contentType).toBe('application/x-one');
    expect(metadata.md5Hash).toBe(md5(data));
    expect(metadata.metadata?.origin).toBe('admin');
    expect(typeof metadata.crc32c).toBe('string');
  });

  it('save() with resumable:false (multipart) and a multi-chunk resumable upload', async () => {
    const small = bucket().file('uploads/admin/multipart.txt');
    await small.save('multipart body', { resumable: false, contentType: 'text/plain' });
    expect((await small.download())[0].toString()).toBe('multipart body');

    const data = Buffer.from(bytes(3 * 256 * 1024 + 123, 9));
    const chunked = bucket().file('uploads/admin/chunked.bin');
    await chunked.save(data, { resumable: true, chunkSize: 256 * 1024 });
    const [downloaded] = await chunked.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  it('setMetadata patches; a null custom key is removed; exists/delete', async () => {
    const file = bucket().file('meta/x.json');
    await file.save('{}', { contentType: 'application/json', metadata: { metadata: { keep: 'yes', drop: 'yes' } } });
    const [patched] = await file.setMetadata({ cacheControl: 'no-cache', metadata: { drop: null, added: 'new' } });
    expect(patched.cacheControl).toBe('no-cache');
    expect(patched.metadata?.keep).toBe('yes');
    expect(patched.metadata?.added).toBe('new');
    expect(patched.metadata?.drop).toBeUndefined();
    expect(patched.metageneration).toBe('2');
    expect((await file.exists())[0]).toBe(true);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
  });

  it('getFiles() lists by prefix, with and without a delimiter', async () => {
    for (const name of ['p/a.txt', 'p/b.txt', 'p/sub/c.txt', 'q/d.txt'])
      await bucket().file(name).save(name, { resumable: false });
    const [files] = await bucket().getFiles({ prefix: 'p/' });
    expect(files.map((f) => f.name)).toEqual(['p/a.txt', 'p/b.txt', 'p/sub/c.txt']);
    const [top, , response] = await bucket().getFiles({ prefix: 'p/', delimiter: '/', autoPaginate: false });
    expect(top.map((f) => f.name)).toEqual(['p/a.txt', 'p/b.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['p/sub/']);
  });

  it('objects written by admin are readable by the web SDK, with a download token', async () => {
    await bucket().file('shared/by-admin.txt').save('from admin', { resumable: false, contentType: 'text/plain' });
    const storage = webStorage(emulator, 'owner');
    const metadata = await webGetMetadata(ref(storage, 'shared/by-admin.txt'));
    expect(metadata.size).toBe(10);
    const url = await webDownloadURL(ref(storage, 'shared/by-admin.txt'));
    expect(await (await fetch(url)).text()).toBe('from admin');
  });

  it('a token set through firebaseStorageDownloadTokens becomes the download token', async () => {
    const token = '8f8b3a57-8c1e-4c3a-9d0e-6f2b1c9a0e11';
    await bucket()
      .file('tok/t.txt')
      .save('tokened', { resumable: false, metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/tok%2Ft.txt?alt=media&token=${token}`);
    expect(await response.text()).toBe('tokened');
    const raw = (await (await fetch(`${emulator.url}/v0/b/${BUCKET}/o/tok%2Ft.txt`)).json()) as any;
    expect(raw.downloadTokens).toBe(token);
    expect(raw.metadata).toBeUndefined();
  });

  it('preconditions: ifGenerationMatch 0 is create-only, metageneration guards patches', async () => {
    const file = bucket().file('pre/once.txt');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(
      file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    await expect(
      file.save('second', { resumable: true, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    expect((await file.download())[0].toString()).toBe('first');
    const [metadata] = await file.getMetadata();
    await file.save('third', {
      resumable: false,
      preconditionOpts: { ifGenerationMatch: Number(metadata.generation) },
    });
    await expect(file.setMetadata({ cacheControl: 'x' }, { ifMetagenerationMatch: 5 })).rejects.toMatchObject({
      code: 412,
    });
    await file.setMetadata({ cacheControl: 'x' }, { ifMetagenerationMatch: 1 });
  });

  it('copy() and move() are server-side and keep metadata', async () => {
    const source = bucket().file('cp/src.txt');
    await source.save('copy me', { resumable: false, contentType: 'text/plain', metadata: { metadata: { tag: 't' } } });
    const [copied] = await source.copy(bucket().file('cp/dst.txt'));
    const [copiedMeta] = await copied.getMetadata();
    expect(copiedMeta.contentType).toBe('text/plain');
    expect(copiedMeta.metadata?.tag).toBe('t');
    expect((await copied.download())[0].toString()).toBe('copy me');
    await source.move('cp/moved.txt');
    expect((await source.exists())[0]).toBe(false);
    expect((await bucket().file('cp/moved.txt').download())[0].toString()).toBe('copy me');
    await expect(bucket().file('cp/missing.txt').copy('cp/x.txt')).rejects.toMatchObject({ code: 404 });
  });
});
