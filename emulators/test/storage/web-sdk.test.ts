// firebase/storage (the web SDK) against the emulator over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
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
import { crc32cBase64 } from '../../src/storage/crc32c.js';
import { BUCKET, bytes, deleteWebApps, startTestEmulator, webStorage } from './helpers.js';

type Emulator = Awaited<ReturnType<typeof startTestEmulator>>;
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await deleteWebApps();
  await emulator.close();
});
beforeEach(async () => {
  await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
});

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('base64');

describe('uploads', () => {
  it('uploads a small file with metadata and reports hashes, size and a download token', async () => {
    const storage = webStorage(emulator, 'alice');
    const data = bytes(1000);
    const result = await uploadBytes(ref(storage, 'article_images/alice/a.webp'), data, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000',
      customMetadata: { articleId: 'art-1' },
    });
    const m = result.metadata;
    expect(m.fullPath).toBe('article_images/alice/a.webp');
    expect(m.name).toBe('a.webp');
    expect(m.bucket).toBe(BUCKET);
    expect(m.size).toBe(1000);
    expect(m.contentType).toBe('image/webp');
    expect(m.cacheControl).toBe('public, max-age=31536000');
    expect(m.customMetadata).toEqual({ articleId: 'art-1' });
    expect(m.md5Hash).toBe(md5(data));
    expect(Number(m.generation)).toBeGreaterThan(0);
    expect(m.metageneration).toBe('1');
    expect(Date.parse(m.timeCreated)).not.toBeNaN();
    const raw = (await (
      await fetch(`${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent(m.fullPath)}`)
    ).json()) as any;
    expect(raw.crc32c).toBe(crc32cBase64(data));
    expect(raw.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.etag).toBeTruthy();
  });

  it('uploads 5 MB as one multipart request and reads it back byte for byte', async () => {
    const storage = webStorage(emulator, 'alice');
    const data = bytes(5 * 1024 * 1024, 7);
    const fileRef = ref(storage, 'big/five.bin');
    const result = await uploadBytes(fileRef, data);
    expect(result.metadata.size).toBe(data.length);
    expect(result.metadata.contentType).toBe('application/octet-stream');
    const back = new Uint8Array(await getBytes(fileRef));
    expect(back.length).toBe(data.length);
    expect(md5(back)).toBe(md5(data));
  });

  it('uploads 20 MB resumably in several chunks with progress events', async () => {
    const storage = webStorage(emulator, 'alice');
    const data = bytes(20 * 1024 * 1024, 11);
    const task = uploadBytesResumable(ref(storage, 'big/twenty.bin'), data, { contentType: 'application/x-test' });
    const progress: number[] = [];
    task.on('state_changed', (snap) => progress.push(snap.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata.size).toBe(data.length);
    expect(snapshot.metadata.md5Hash).toBe(md5(data));
    expect(snapshot.metadata.contentType).toBe('application/x-test');
    // More than one intermediate chunk was acknowledged before the final one.
    expect(new Set(progress.filter((p) => p > 0 && p < data.length)).size).toBeGreaterThan(1);
    const back = new Uint8Array(await getBytes(ref(storage, 'big/twenty.bin')));
    expect(md5(back)).toBe(md5(data));
  });

  it('overwriting an object creates a new generation', async () => {
    const storage = webStorage(emulator, 'alice');
    const first = await uploadString(ref(storage, 'x/y.txt'), 'one');
    const second = await uploadString(ref(storage, 'x/y.txt'), 'two');
    expect(BigInt(second.metadata.generation)).toBeGreaterThan(BigInt(first.metadata.generation));
    expect(new TextDecoder().decode(await getBytes(ref(storage, 'x/y.txt')))).toBe('two');
  });
});

describe('names and sizes', () => {
  it('round-trips names with spaces, unicode and URL-special characters', async () => {
    const storage = webStorage(emulator, 'alice');
    const name = 'pasta com espaço/ação #1 ?x=1&y=2 100% +plus.txt';
    const fileRef = ref(storage, name);
    await uploadString(fileRef, 'conteúdo');
    expect((await getMetadata(fileRef)).fullPath).toBe(name);
    expect(new TextDecoder().decode(await getBytes(fileRef))).toBe('conteúdo');
    expect(await (await fetch(await getDownloadURL(fileRef))).text()).toBe('conteúdo');
    const listed = await listAll(ref(storage, 'pasta com espaço'));
    expect(listed.items.map((i) => i.fullPath)).toEqual([name]);
  });

  it('uploads empty files (multipart and resumable)', async () => {
    const storage = webStorage(emulator, 'alice');
    expect((await uploadBytes(ref(storage, 'empty/a'), new Uint8Array(0))).metadata.size).toBe(0);
    const snapshot = await uploadBytesResumable(ref(storage, 'empty/b'), new Uint8Array(0));
    expect(snapshot.metadata.size).toBe(0);
    expect((await getBytes(ref(storage, 'empty/b'))).byteLength).toBe(0);
  });
});

describe('metadata', () => {
  it('updates metadata, deletes a custom key with null and bumps metageneration', async () => {
    const storage = webStorage(emulator, 'alice');
    const fileRef = ref(storage, 'docs/m.txt');
    await uploadString(fileRef, 'hello', 'raw', { contentType: 'text/plain', customMetadata: { a: '1', b: '2' } });
    const updated = await updateMetadata(fileRef, {
      contentDisposition: 'attachment; filename="m.txt"',
      customMetadata: { a: null as unknown as string, c: '3' },
    });
    expect(updated.customMetadata).toEqual({ b: '2', c: '3' });
    expect(updated.contentDisposition).toBe('attachment; filename="m.txt"');
    expect(updated.contentType).toBe('text/plain');
    expect(updated.metageneration).toBe('2');
    const again = await getMetadata(fileRef);
    expect(again.customMetadata).toEqual({ b: '2', c: '3' });
  });

  it('reports object-not-found for missing objects', async () => {
    const storage = webStorage(emulator, 'alice');
    await expect(getMetadata(ref(storage, 'nope.txt'))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('download URLs', () => {
  it('getDownloadURL returns a token URL that downloads the bytes without auth', async () => {
    const storage = webStorage(emulator, 'alice');
    const fileRef = ref(storage, 'public/hello.txt');
    await uploadString(fileRef, 'olá mundo', 'raw', {
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=60',
    });
    const url = await getDownloadURL(fileRef);
    expect(url).toContain(`127.0.0.1:${emulator.port}/v0/b/${BUCKET}/o/public%2Fhello.txt?alt=media&token=`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toBe('olá mundo');
  });

  it('serves byte ranges', async () => {
    const storage = webStorage(emulator, 'alice');
    await uploadString(ref(storage, 'r.txt'), '0123456789');
    const response = await fetch(`${emulator.url}/v0/b/${BUCKET}/o/r.txt?alt=media`, {
      headers: { Range: 'bytes=2-5' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await response.text()).toBe('2345');
    const limited = await getBytes(ref(storage, 'r.txt'), 4);
    expect(new TextDecoder().decode(limited)).toBe('0123');
  });
});

describe('list', () => {
  it('lists prefixes and items with a delimiter and pages through results', async () => {
    const storage = webStorage(emulator, 'alice');
    const names = [
      'img/a.png',
      'img/b.png',
      'img/c.png',
      'img/d.png',
      'img/e.png',
      'img/thumbs/t1.png',
      'img/thumbs/t2.png',
      'other/z.png',
    ];
    for (const name of names) await uploadString(ref(storage, name), name);

    const all = await listAll(ref(storage, 'img'));
    expect(all.items.map((i) => i.fullPath)).toEqual(['img/a.png', 'img/b.png', 'img/c.png', 'img/d.png', 'img/e.png']);
    expect(all.prefixes.map((p) => p.fullPath)).toEqual(['img/thumbs']);

    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(ref(storage, 'img'), { maxResults: 2, pageToken });
      expect(page.items.length + page.prefixes.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.fullPath), ...page.prefixes.map((p) => `${p.fullPath}/`));
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(
      ['img/a.png', 'img/b.png', 'img/c.png', 'img/d.png', 'img/e.png', 'img/thumbs/'].sort(),
    );

    const root = await listAll(ref(storage));
    expect(root.prefixes.map((p) => p.fullPath).sort()).toEqual(['img', 'other']);
    expect(root.items).toEqual([]);
  });
});

describe('delete', () => {
  it('deletes an object, then reports it missing', async () => {
    const storage = webStorage(emulator, 'alice');
    const fileRef = ref(storage, 'tmp/del.txt');
    await uploadString(fileRef, 'bye');
    await deleteObject(fileRef);
    await expect(getBytes(fileRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(deleteObject(fileRef)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('any bucket name works', async () => {
    const storage = webStorage(emulator, 'alice', {}, 'another-bucket');
    const fileRef = ref(storage, 'f.txt');
    await uploadString(fileRef, 'elsewhere');
    expect((await getMetadata(fileRef)).bucket).toBe('another-bucket');
    await expect(getMetadata(ref(webStorage(emulator, 'alice'), 'f.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});
