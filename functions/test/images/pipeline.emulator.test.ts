// The image functions against the project's own Firestore and Storage emulators (started in this
// process on random ports): the upload pipeline fed real finalize events, the external import
// through a local fixture server, and the deletion paths.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { handleImport as HandleImport } from '../../src/images/import-external-image';
import type { deleteArticleImageRecords as DeleteArticleImageRecords } from '../../src/images/on-article-deleted-images';
import type { removeRecordFiles as RemoveRecordFiles } from '../../src/images/on-image-record-deleted';
import type { processUploadedImage as ProcessUploadedImage } from '../../src/images/process-uploaded-image';
import { startTestFirestore, startTestStorage, type TestFirestore, type TestStorage } from '../emulator';
import { imageVariantsOf, isVariantKey, storageObjectUrl } from '@pauta/model';
import {
  animatedGif,
  corruptPng,
  jpegWithEveryMetadata,
  jpegWithExifAndGps,
  leaksIn,
  METADATA_FIXTURES,
  pixelBombPng,
} from './fixtures';

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
  ({ processUploadedImage: handler } = await import('../../src/images/process-uploaded-image'));
  ({ handleImport } = await import('../../src/images/import-external-image'));
  ({ removeRecordFiles } = await import('../../src/images/on-image-record-deleted'));
  ({ deleteArticleImageRecords } = await import('../../src/images/on-article-deleted-images'));

  const photo = await jpegWithExifAndGps();
  fixtures = createServer((req, res) => {
    if (req.url === '/foto.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (req.url === '/texto') res.writeHead(200, { 'content-type': 'text/plain' }).end('oi');
    else if (req.url === '/falsa.png') res.writeHead(200, { 'content-type': 'image/png' }).end('não sou png');
    else if (req.url === '/lenta.jpg')
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo), 2_000);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => fixtures!.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  await getFirestore().doc('profiles/editor-x').set({ role: 'editor' });
  await getFirestore().doc('profiles/leitor-x').set({ role: 'user' });
  await getFirestore().doc('profiles/colaborador-x').set({ role: 'contributor' });
  await getFirestore().doc('articles/do-editor').set({ authorId: 'editor-x', status: 'draft' });
  await getFirestore().doc('articles/do-colaborador').set({ authorId: 'colaborador-x', status: 'draft' });
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
    url: '',
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
  it('writes the WebP versions under a random key, keeps the original and completes the pending record', async () => {
    const name = 'article_images/editor-1/foto-1-abcd.jpg';
    const input = await jpegWithExifAndGps();
    const id = await uploadLikeTheUploader(name, input, 'image/jpeg');

    await handler.run(await finalizedEvent(name));

    const names = await listNames('article_images/editor-1/');
    expect(names).toHaveLength(4);
    const key = /sizes\/([0-9a-f]{32})_900x1800\.webp$/.exec(names.find((n) => n.includes('x1800'))!)![1]!;
    expect(isVariantKey(key)).toBe(true);
    const paths = {
      main: `article_images/editor-1/sizes/${key}_900x1800.webp`,
      medium: `article_images/editor-1/sizes/${key}_800w.webp`,
      thumbnail: `article_images/editor-1/thumbnails/thumb_${key}.webp`,
    };
    expect(names).toEqual([name, paths.medium, paths.main, paths.thumbnail]);
    const [meta] = await bucket().file(paths.main).getMetadata();
    expect(meta.contentType).toBe('image/webp');
    expect(meta.cacheControl).toBe('public, max-age=31536000');

    const done = await record(id);
    const url = (path: string) =>
      storageObjectUrl(`http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`, BUCKET, path);
    expect(done).toMatchObject({
      processingStatus: 'completed',
      processingError: null,
      width: 900,
      height: 1800,
      format: 'webp',
      sizeBytes: input.length,
      url: url(paths.main),
      thumbnailUrl: url(paths.thumbnail),
      thumbnailPath: paths.thumbnail,
      articleId: 'artigo-1',
      variantPaths: [paths.main, paths.thumbnail, paths.medium],
      variants: imageVariantsOf(
        { url: url(paths.main), width: 900, height: 1800 },
        { url: url(paths.medium), width: 800 },
        { url: url(paths.thumbnail), width: 300 },
      ),
    });
    expect(done.compressedSizeBytes).toBeLessThan(input.length);
    expect(done.compressionRatio).toBeGreaterThan(0);
    // The recorded URLs serve the WebPs through the Firebase download endpoint.
    for (const source of (done.variants as { sources: { url: string }[] }).sources) {
      const response = await fetch(source.url);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // The original keeps no download token: only rule-checked requests reach it.
    const [original] = await bucket().file(name).getMetadata();
    expect(original.metadata?.firebaseStorageDownloadTokens ?? null).toBeNull();
  });

  it.each(METADATA_FIXTURES)('leaves no metadata of %s in any public object', async (_name, type, make) => {
    const dir = `article_images/editor-meta-${eventCounter}`;
    const extension = type.split('/')[1];
    const name = `${dir}/foto.${extension}`;
    const id = await uploadLikeTheUploader(name, await make(), type);
    await handler.run(await finalizedEvent(name));
    expect((await record(id)).processingStatus).toBe('completed');
    const published = (await listNames(`${dir}/`)).filter((n) => n !== name);
    expect(published.length).toBeGreaterThanOrEqual(2);
    for (const object of published) {
      const [data] = await bucket().file(object).download();
      expect(await leaksIn(data), object).toEqual([]);
    }
  });

  it('processing the same original again draws a new key and leaves only the new versions', async () => {
    const name = 'article_images/editor-9/trocada.jpg';
    // Stored sideways (EXIF orientation 6): upright 1000 and 900 px wide, both with an 800 px version.
    const id = await uploadLikeTheUploader(name, await jpegWithEveryMetadata(1200, 1000), 'image/jpeg');
    await handler.run(await finalizedEvent(name));
    const first = (await record(id)).variantPaths as string[];
    // The editor replaces the original (same name, same record).
    await bucket()
      .file(name)
      .save(await jpegWithEveryMetadata(1100, 900), {
        resumable: false,
        metadata: { contentType: 'image/jpeg', metadata: { imageId: id } },
      });
    await handler.run(await finalizedEvent(name));
    const second = (await record(id)).variantPaths as string[];
    expect(second).toHaveLength(3);
    expect(second.some((path) => first.includes(path))).toBe(false);
    expect(await listNames('article_images/editor-9/')).toEqual([name, ...second].sort());
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

  // The metadata is the uploader's to write: the record links only where the rules would let them
  // link it (a contributor: their own article, or one not created yet; staff: any).
  it.each([
    ['a contributor, to an editor’s article', 'colaborador-x', 'do-editor', null],
    ['a contributor, to their own article', 'colaborador-x', 'do-colaborador', 'do-colaborador'],
    ['a contributor, to an article not created yet', 'colaborador-x', 'ainda-nao-existe', 'ainda-nao-existe'],
    ['a reader, to an editor’s article', 'leitor-x', 'do-editor', null],
    ['an editor, to a contributor’s article', 'editor-x', 'do-colaborador', 'do-colaborador'],
  ])('links the upload of %s only where the uploader may', async (_name, uid, articleId, linked) => {
    const name = `article_images/${uid}/vinculo-${articleId}-${eventCounter}.gif`;
    await bucket()
      .file(name)
      .save(await animatedGif(), { resumable: false, metadata: { contentType: 'image/gif', metadata: { articleId } } });
    await handler.run(await finalizedEvent(name));
    const found = await db().collection('article_images').where('storagePath', '==', name).get();
    expect(found.docs[0]?.get('articleId')).toBe(linked);
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
      { policy: policy() },
    );
    expect(result).toMatchObject({ width: 900, height: 1800, format: 'webp' });
    expect(result.variants.sources.map((s) => s.width)).toEqual([300, 800, 900]);
    expect(result.variants.sources[2]!.url).toBe(result.url);
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
    const [original] = await bucket()
      .file(stored.storagePath as string)
      .getMetadata();
    expect(original.metadata?.firebaseStorageDownloadTokens ?? null).toBeNull();
    for (const path of stored.variantPaths as string[]) {
      const [data] = await bucket().file(path).download();
      expect(await leaksIn(data), path).toEqual([]);
    }
  });

  it('a server that answers past the deadline: the timeout, named by its reason, and nothing stored', async () => {
    await db().doc('profiles/editor-lento').set({ role: 'editor' });
    const before = (await db().collection('article_images').get()).size;
    const error = await handleImport(
      'editor-lento',
      { url: `${fixtureOrigin}/lenta.jpg` },
      { policy: { ...policy(), timeoutMs: 300 } },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'deadline-exceeded',
      message: 'Tempo esgotado ao tentar carregar a imagem',
      details: { reason: 'timeout' },
    });
    expect((await db().collection('article_images').get()).size).toBe(before);
  });

  it('a contributor imports for their own article', async () => {
    const result = await handleImport(
      'colaborador-x',
      { url: `${fixtureOrigin}/foto.jpg`, articleId: 'do-colaborador' },
      { policy: policy() },
    );
    expect(await record(result.id)).toMatchObject({ authorId: 'colaborador-x', articleId: 'do-colaborador' });
  });

  it('holds each caller to the import limit, and tells them in pt-BR', async () => {
    const limit = { perWindow: 2, windowMs: 60_000 };
    let clock = 1_000_000;
    const now = () => clock;
    const call = (uid: string) =>
      handleImport(uid, { url: `${fixtureOrigin}/foto.jpg` }, { policy: policy(), limit, now }).then(
        () => 'ok',
        (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
      );
    await db().doc('profiles/editor-limite').set({ role: 'editor' });
    expect(await call('editor-limite')).toBe('ok');
    expect(await call('editor-limite')).toBe('ok');
    const before = (await db().collection('article_images').get()).size;
    expect(await call('editor-limite')).toBe(
      'resource-exhausted: Muitas importações em pouco tempo. Tente novamente em alguns minutos.',
    );
    expect((await db().collection('article_images').get()).size).toBe(before);
    // Another caller has a limit of its own; the first one's window slides on.
    expect(await call('editor-x')).toBe('ok');
    clock += 60_001;
    expect(await call('editor-limite')).toBe('ok');
  });

  it('counts concurrent imports exactly: the limit holds when calls race', async () => {
    await db().doc('profiles/editor-corrida').set({ role: 'editor' });
    const limit = { perWindow: 3, windowMs: 60_000 };
    // Clocks a few milliseconds apart, the later-started calls the earlier: a retried transaction must
    // still count the slots calls with a later clock took.
    const base = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        handleImport(
          'editor-corrida',
          { url: 'ftp://nao-importa' },
          { policy: policy(), limit, now: () => base - i * 5 },
        ).catch((e: { code?: string }) => e.code),
      ),
    );
    // Three calls got a slot (and were refused for their URL), three were over the limit.
    expect(outcomes.filter((c) => c === 'invalid-argument')).toHaveLength(3);
    expect(outcomes.filter((c) => c === 'resource-exhausted')).toHaveLength(3);
  });

  it.each([
    ['no sign-in', undefined, { url: 'x' }, 'unauthenticated'],
    ['a reader', 'leitor-x', { url: 'https://exemplo.com/a.png' }, 'permission-denied'],
    [
      'a contributor, for an editor’s article',
      'colaborador-x',
      { url: 'https://exemplo.com/a.png', articleId: 'do-editor' },
      'permission-denied',
      'Você só pode importar imagens para os seus próprios artigos',
    ],
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
    const error = await handleImport(uid, input, { policy: policy() }).catch((e: unknown) => e);
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
    const id = await uploadLikeTheUploader(name, await jpegWithExifAndGps(), 'image/jpeg');
    await handler.run(await finalizedEvent(name));
    expect((await listNames('article_images/editor-6/')).length).toBe(5);

    expect(await removeRecordFiles(await record(id))).toBe(4);
    expect(await listNames('article_images/editor-6/')).toEqual([keep]);
    expect(await removeRecordFiles({ storagePath: 'covers/x/cover.png' })).toBe(0);
  });

  it('never deletes another person’s files on a record’s say-so', async () => {
    const victim = 'article_images/vitima/sizes/0123456789abcdef0123456789abcdef_800w.webp';
    const victimOriginal = 'article_images/vitima/foto.jpg';
    for (const path of [victim, victimOriginal]) await bucket().file(path).save(Buffer.from('x'), { resumable: false });
    const removed = await removeRecordFiles({
      storagePath: 'article_images/intruso/foto.jpg',
      variantPaths: [victim, victimOriginal, 'article_images/intruso/sizes/../../vitima/foto.jpg'],
      thumbnailPath: victim,
    });
    expect(removed).toBe(1); // its own (absent) original only
    expect(await listNames('article_images/vitima/')).toEqual([victimOriginal, victim]);
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
