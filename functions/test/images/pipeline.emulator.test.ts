// The image functions against the project's own Firestore and Storage emulators (started in this
// process on random ports): the upload pipeline fed real finalize events, the external import
// through a local fixture server, and the deletion paths.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { handleImport as HandleImport } from '../../src/images/importExternalImage';
import type { deleteArticleImageRecords as DeleteArticleImageRecords } from '../../src/images/onArticleDeletedImages';
import type { removeRecordFiles as RemoveRecordFiles } from '../../src/images/onImageRecordDeleted';
import type { processUploadedImage as ProcessUploadedImage } from '../../src/images/processUploadedImage';
import { startTestFirestore, startTestStorage, type TestFirestore, type TestStorage } from '../emulator';
import { animatedGif, corruptPng, jpegWithExifAndGps, pixelBombPng } from './fixtures';

const PROJECT_ID = 'demo-pauta-images';
const BUCKET = `${PROJECT_ID}.appspot.com`;

let firestore: TestFirestore | undefined;
let storage: TestStorage | undefined;
let fixtures: Server | undefined;
let fixtureOrigin = '';
let handler: typeof ProcessUploadedImage;
let handleImport: typeof HandleImport;
let removeRecordFiles: typeof RemoveRecordFiles;
let deleteArticleImageRecords: typeof DeleteArticleImageRecords;

beforeAll(async () => {
  storage = await startTestStorage(PROJECT_ID);
  firestore = await startTestFirestore(PROJECT_ID);
  ({ processUploadedImage: handler } = await import('../../src/images/processUploadedImage'));
  ({ handleImport } = await import('../../src/images/importExternalImage'));
  ({ removeRecordFiles } = await import('../../src/images/onImageRecordDeleted'));
  ({ deleteArticleImageRecords } = await import('../../src/images/onArticleDeletedImages'));

  const photo = await jpegWithExifAndGps();
  fixtures = createServer((req, res) => {
    if (req.url === '/foto.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (req.url === '/texto') res.writeHead(200, { 'content-type': 'text/plain' }).end('oi');
    else if (req.url === '/falsa.png') res.writeHead(200, { 'content-type': 'image/png' }).end('não sou png');
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => fixtures!.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  await getFirestore().doc('profiles/editor-x').set({ role: 'editor' });
  await getFirestore().doc('profiles/leitor-x').set({ role: 'user' });
}, 60_000);

afterAll(async () => {
  await new Promise((done) => fixtures?.close(done));
  await firestore?.stop();
  await storage?.stop();
});

const bucket = () => getStorage().bucket(BUCKET);
const db = () => getFirestore();

type StorageEvent = Parameters<typeof ProcessUploadedImage.run>[0];
let eventCounter = 0;

/** The finalized CloudEvent of an object as it now is (its data is the GCS object resource). */
async function finalizedEvent(name: string): Promise<StorageEvent> {
  const [resource] = await bucket().file(name).getMetadata();
  eventCounter += 1;
  return {
    specversion: '1.0',
    id: `event-${eventCounter}`,
    type: 'google.cloud.storage.object.v1.finalized',
    source: `//storage.googleapis.com/projects/_/buckets/${BUCKET}/objects/${name}`,
    subject: `objects/${name}`,
    time: new Date().toISOString(),
    bucket: BUCKET,
    data: resource,
  } as unknown as StorageEvent;
}

/** What the uploader does: a pending record first, then the upload naming it in its metadata. */
async function uploadLikeTheUploader(name: string, data: Buffer, contentType: string): Promise<string> {
  const ref = db().collection('article_images').doc();
  const now = Timestamp.now();
  await ref.set({
    filename: name.split('/').pop(),
    storagePath: name,
    url: 'pendente',
    authorId: name.split('/')[1],
    articleId: 'artigo-1',
    isExternal: false,
    processingStatus: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  await bucket()
    .file(name)
    .save(data, { resumable: false, metadata: { contentType, metadata: { imageId: ref.id } } });
  return ref.id;
}

const record = async (id: string) => (await db().collection('article_images').doc(id).get()).data() ?? {};
const listNames = async (prefix: string) => (await bucket().getFiles({ prefix }))[0].map((f) => f.name).sort();

describe('processUploadedImage', () => {
  it('writes the WebP versions, keeps the original and completes the pending record', async () => {
    const name = 'article_images/editor-1/foto-1-abcd.jpg';
    const input = await jpegWithExifAndGps();
    const id = await uploadLikeTheUploader(name, input, 'image/jpeg');

    await handler.run(await finalizedEvent(name));

    expect(await listNames('article_images/editor-1/')).toEqual([
      name,
      'article_images/editor-1/sizes/foto-1-abcd_800w.webp',
      'article_images/editor-1/sizes/foto-1-abcd_900x1800.webp',
      'article_images/editor-1/thumbnails/thumb_foto-1-abcd.webp',
    ]);
    const [meta] = await bucket().file('article_images/editor-1/sizes/foto-1-abcd_900x1800.webp').getMetadata();
    expect(meta.contentType).toBe('image/webp');
    expect(meta.cacheControl).toBe('public, max-age=31536000');

    const done = await record(id);
    expect(done).toMatchObject({
      processingStatus: 'completed',
      processingError: null,
      width: 900,
      height: 1800,
      format: 'webp',
      sizeBytes: input.length,
      thumbnailPath: 'article_images/editor-1/thumbnails/thumb_foto-1-abcd.webp',
      articleId: 'artigo-1',
    });
    expect(done.compressedSizeBytes).toBeLessThan(input.length);
    expect(done.compressionRatio).toBeGreaterThan(0);
    // The recorded URLs serve the WebPs through the Firebase download endpoint.
    for (const url of [done.url, done.thumbnailUrl] as string[]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    }
  });

  it('ignores the events of its own output (no recursion)', async () => {
    const name = 'article_images/editor-2/capa-2-wxyz.png';
    await uploadLikeTheUploader(name, await animatedGif(), 'image/gif');
    await handler.run(await finalizedEvent(name));
    const before = await listNames('article_images/editor-2/');
    for (const output of before.filter((n) => n !== name)) await handler.run(await finalizedEvent(output));
    expect(await listNames('article_images/editor-2/')).toEqual(before);
  });

  it.each([
    ['a corrupt file', corruptPng, 'Arquivo corrompido ou em um formato de imagem não suportado'],
    ['a pixel bomb', async () => pixelBombPng(), 'Imagem grande demais: o limite é de 40 megapixels'],
  ])('marks %s failed with a pt-BR reason, without throwing or writing versions', async (_name, make, reason) => {
    const name = `article_images/editor-3/ruim-${eventCounter}-abcd.png`;
    const id = await uploadLikeTheUploader(name, await make(), 'image/png');
    await expect(handler.run(await finalizedEvent(name))).resolves.toBeUndefined();
    expect(await record(id)).toMatchObject({ processingStatus: 'failed', processingError: reason });
    expect(await listNames(name.replace(/\.png$/, ''))).toEqual([name]);
    expect(await listNames('article_images/editor-3/sizes/')).toEqual([]);
  });

  it('creates the record itself when the upload names none, for its owner', async () => {
    const name = 'article_images/editor-4/solta-4-abcd.gif';
    await bucket()
      .file(name)
      .save(await animatedGif(), { resumable: false, metadata: { contentType: 'image/gif' } });
    await handler.run(await finalizedEvent(name));
    const found = await db().collection('article_images').where('storagePath', '==', name).get();
    expect(found.size).toBe(1);
    expect(found.docs[0].data()).toMatchObject({
      authorId: 'editor-4',
      processingStatus: 'completed',
      width: 400,
      height: 200,
    });
  });

  it('skips an upload deleted before its event, creating no record', async () => {
    const name = 'article_images/editor-8/apagada-8-abcd.png';
    await bucket()
      .file(name)
      .save(await animatedGif(), { resumable: false, metadata: { contentType: 'image/gif' } });
    const event = await finalizedEvent(name);
    await bucket().file(name).delete();
    await expect(handler.run(event)).resolves.toBeUndefined();
    expect((await db().collection('article_images').where('storagePath', '==', name).get()).size).toBe(0);
    expect(await listNames('article_images/editor-8/')).toEqual([]);
  });

  it('does not let an upload claim another user’s record', async () => {
    const victim = await uploadLikeTheUploader(
      'article_images/editor-5/minha-5-abcd.png',
      await corruptPng(),
      'image/png',
    );
    const name = 'article_images/intruso/outra-5-abcd.jpg';
    await bucket()
      .file(name)
      .save(await jpegWithExifAndGps(), {
        resumable: false,
        metadata: { contentType: 'image/jpeg', metadata: { imageId: victim } },
      });
    await handler.run(await finalizedEvent(name));
    expect((await record(victim)).processingStatus).toBe('pending');
  });
});

describe('importExternalImage (handleImport)', () => {
  const policy = () => ({
    timeoutMs: 5000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 3,
    allowlist: new Set([fixtureOrigin.slice(7)]),
  });

  it('imports from the allowlisted fixture server through the same pipeline', async () => {
    const result = await handleImport(
      'editor-x',
      { url: `${fixtureOrigin}/foto.jpg`, articleId: 'artigo-9' },
      policy(),
    );
    expect(result).toMatchObject({ width: 900, height: 1800, format: 'webp' });
    expect(result.filename).toMatch(/^foto-\d+-[a-z0-9]{4}\.jpg$/);
    const stored = await record(result.id);
    expect(stored).toMatchObject({
      isExternal: true,
      originalUrl: `${fixtureOrigin}/foto.jpg`,
      processingStatus: 'completed',
      authorId: 'editor-x',
      articleId: 'artigo-9',
      storagePath: `article_images/editor-x/external/${result.filename}`,
    });
    expect(
      (
        await bucket()
          .file(stored.storagePath as string)
          .exists()
      )[0],
    ).toBe(true);
  });

  it.each([
    ['no sign-in', undefined, { url: 'x' }, 'unauthenticated'],
    ['a reader', 'leitor-x', { url: 'https://exemplo.com/a.png' }, 'permission-denied'],
    ['an empty URL', 'editor-x', { url: '  ' }, 'invalid-argument', 'URL necessário'],
    ['ftp', 'editor-x', { url: 'ftp://exemplo.com/a.png' }, 'invalid-argument', 'URL de imagem inválido'],
    ['the metadata service', 'editor-x', { url: 'http://169.254.169.254/latest/meta-data' }, 'permission-denied'],
    ['loopback in decimal', 'editor-x', { url: 'http://2130706433/a.png' }, 'permission-denied'],
    [
      'a text response',
      'editor-x',
      { url: '/texto' },
      'invalid-argument',
      'A resposta do servidor não é uma imagem válida',
    ],
    [
      'a fake PNG',
      'editor-x',
      { url: '/falsa.png' },
      'invalid-argument',
      'A resposta do servidor não é uma imagem válida',
    ],
  ])('refuses %s as a client error and stores nothing', async (_name, uid, data, code, message?: string) => {
    const input = data.url.startsWith('/') ? { url: `${fixtureOrigin}${data.url}` } : data;
    const before = await db().collection('article_images').get();
    const error = await handleImport(uid, input, policy()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code });
    if (message) expect((error as Error).message).toBe(message);
    expect((await db().collection('article_images').get()).size).toBe(before.size);
  });
});

describe('deleting images', () => {
  it('removes a record’s original and every version, and only those', async () => {
    const keep = 'article_images/editor-6/outra-6-abcd.png';
    await bucket().file(keep).save(Buffer.from('x'), { resumable: false });
    const name = 'article_images/editor-6/apagar-6-abcd.jpg';
    await uploadLikeTheUploader(name, await jpegWithExifAndGps(), 'image/jpeg');
    await handler.run(await finalizedEvent(name));
    expect((await listNames('article_images/editor-6/')).length).toBe(5);

    expect(await removeRecordFiles(name)).toBe(4);
    expect(await listNames('article_images/editor-6/')).toEqual([keep]);
    expect(await removeRecordFiles('covers/x/cover.png')).toBe(0);
  });

  it('deletes the records of a deleted article', async () => {
    const a = await uploadLikeTheUploader('article_images/editor-7/a-7-abcd.png', Buffer.from('x'), 'image/png');
    await db().doc(`article_images/${a}`).update({ articleId: 'apagado' });
    const b = await uploadLikeTheUploader('article_images/editor-7/b-7-abcd.png', Buffer.from('x'), 'image/png');
    await db().doc(`article_images/${b}`).update({ articleId: 'fica' });
    expect(await deleteArticleImageRecords('apagado')).toBe(1);
    expect((await db().doc(`article_images/${a}`).get()).exists).toBe(false);
    expect((await db().doc(`article_images/${b}`).get()).exists).toBe(true);
  });
});
