// generateThumbnail's real handler against the project's own Firestore and Storage emulators
// (started in this process on random ports), fed the CloudEvent of objects uploaded with firebase-admin.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { generateThumbnail as GenerateThumbnail } from '../src/images/generateThumbnail';
import { startTestFirestore, type TestFirestore } from './emulator';

const PROJECT_ID = 'demo-pauta-images';
const BUCKET = `${PROJECT_ID}.appspot.com`;

interface RunningStorage {
  host: string;
  port: number;
  close(): Promise<void>;
}

let firestore: TestFirestore | undefined;
let storage: RunningStorage | undefined;
let handler: typeof GenerateThumbnail;
let storageOrigin = '';

beforeAll(async () => {
  // Kept out of tsc's reach like test/emulator.ts: the emulators workspace is ESM.
  const modulePath = pathToFileURL(resolve(__dirname, '../../emulators/src/storage/index.ts')).href;
  const { startStorageEmulator } = (await import(modulePath)) as {
    startStorageEmulator(options: {
      port: number;
      projectId: string;
      log?: (line: string) => void;
    }): Promise<RunningStorage>;
  };
  storage = await startStorageEmulator({ port: 0, projectId: PROJECT_ID, log: () => {} });
  storageOrigin = `http://${storage.host}:${storage.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${storage.host}:${storage.port}`;
  process.env.STORAGE_EMULATOR_HOST = storageOrigin;
  process.env.METADATA_SERVER_DETECTION = 'none';
  // What the Functions runtime provides: onObjectFinalized reads the default bucket from it.
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID, storageBucket: BUCKET });
  firestore = await startTestFirestore(PROJECT_ID);
  ({ generateThumbnail: handler } = await import('../src/images/generateThumbnail'));
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
  await storage?.close();
});

const bucket = () => getStorage().bucket(BUCKET);
const db = () => getFirestore();

type StorageEvent = Parameters<typeof GenerateThumbnail.run>[0];
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

async function upload(name: string, data: Buffer, contentType: string): Promise<void> {
  await bucket().file(name).save(data, { resumable: false, metadata: { contentType } });
}

async function createRecord(storagePath: string): Promise<string> {
  const now = Timestamp.fromMillis(Date.now() - 60_000);
  const ref = await db()
    .collection('article_images')
    .add({
      filename: storagePath.split('/').pop(),
      storagePath,
      url: `${storageOrigin}/v0/b/${BUCKET}/o/${encodeURIComponent(storagePath)}?alt=media`,
      authorId: storagePath.split('/')[1],
      articleId: null,
      processingStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    });
  return ref.id;
}

const record = async (id: string) => (await db().collection('article_images').doc(id).get()).data() ?? {};
const exists = async (name: string) => (await bucket().file(name).exists())[0];
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 180 } } })
    .png()
    .toBuffer();

describe('generateThumbnail', () => {
  it('writes a WebP thumbnail next to the upload and completes its record', async () => {
    const name = 'article_images/editor-1/foto.png';
    await upload(name, await png(1200, 800), 'image/png');
    const id = await createRecord(name);

    await handler.run(await finalizedEvent(name));

    const thumbnailPath = 'article_images/editor-1/thumbnails/thumb_foto.png';
    const [metadata] = await bucket().file(thumbnailPath).getMetadata();
    expect(metadata.contentType).toBe('image/webp');
    expect(metadata.cacheControl).toBe('public, max-age=31536000');
    const token = metadata.metadata?.firebaseStorageDownloadTokens;
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const [bytes] = await bucket().file(thumbnailPath).download();
    const image = await sharp(bytes).metadata();
    expect(image.format).toBe('webp');
    expect(image.width).toBeLessThanOrEqual(300);
    expect([image.width, image.height]).toEqual([300, 200]);

    const updated = await record(id);
    expect(updated).toMatchObject({
      thumbnailPath,
      thumbnailUrl: `${storageOrigin}/v0/b/${BUCKET}/o/${encodeURIComponent(thumbnailPath)}?alt=media&token=${token}`,
      width: 1200,
      height: 800,
      format: 'png',
      processingStatus: 'completed',
    });
    expect((updated.updatedAt as Timestamp).toMillis()).toBeGreaterThan((updated.createdAt as Timestamp).toMillis());

    // The recorded URL really serves the thumbnail through the Firebase download endpoint.
    const response = await fetch(updated.thumbnailUrl as string);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('does not upscale a small image', async () => {
    const name = 'article_images/editor-2/pequena.png';
    await upload(name, await png(120, 90), 'image/png');
    await createRecord(name);
    await handler.run(await finalizedEvent(name));
    const [bytes] = await bucket().file('article_images/editor-2/thumbnails/thumb_pequena.png').download();
    const image = await sharp(bytes).metadata();
    expect([image.format, image.width, image.height]).toEqual(['webp', 120, 90]);
  });

  it('ignores the finalize event of its own thumbnail (no recursion)', async () => {
    const name = 'article_images/editor-3/capa.png';
    await upload(name, await png(800, 600), 'image/png');
    await createRecord(name);
    await handler.run(await finalizedEvent(name));
    const thumbnailPath = 'article_images/editor-3/thumbnails/thumb_capa.png';
    const [before] = await bucket().file(thumbnailPath).getMetadata();

    await handler.run(await finalizedEvent(thumbnailPath));

    const [after] = await bucket().file(thumbnailPath).getMetadata();
    expect(after.generation).toBe(before.generation);
    const [files] = await bucket().getFiles({ prefix: 'article_images/editor-3/' });
    expect(files.map((f) => f.name).sort()).toEqual([name, thumbnailPath]);
  });

  it('ignores objects that are not images', async () => {
    const name = 'article_images/editor-4/notas.txt';
    await upload(name, Buffer.from('texto simples'), 'text/plain');
    const id = await createRecord(name);

    await handler.run(await finalizedEvent(name));

    expect(await exists('article_images/editor-4/thumbnails/thumb_notas.txt')).toBe(false);
    expect((await record(id)).processingStatus).toBe('pending');
  });

  it('marks the record failed for a corrupt image, without throwing', async () => {
    const name = 'article_images/editor-5/quebrada.png';
    await upload(name, (await png(800, 600)).subarray(0, 300), 'image/png');
    const id = await createRecord(name);

    await expect(handler.run(await finalizedEvent(name))).resolves.toBeUndefined();

    expect(await exists('article_images/editor-5/thumbnails/thumb_quebrada.png')).toBe(false);
    const updated = await record(id);
    expect(updated.processingStatus).toBe('failed');
    expect(updated.thumbnailPath).toBeUndefined();
  });

  it('skips an image deleted before its event is handled, leaving its record alone', async () => {
    const name = 'article_images/editor-7/apagada.png';
    await upload(name, await png(640, 480), 'image/png');
    const id = await createRecord(name);
    const event = await finalizedEvent(name);
    await bucket().file(name).delete();

    await expect(handler.run(event)).resolves.toBeUndefined();

    expect(await exists('article_images/editor-7/thumbnails/thumb_apagada.png')).toBe(false);
    expect((await record(id)).processingStatus).toBe('pending');
  });

  it('completes a record the uploader creates shortly after the upload', async () => {
    const name = 'article_images/editor-6/depois.png';
    await upload(name, await png(640, 480), 'image/png');
    const run = handler.run(await finalizedEvent(name));
    await new Promise((r) => setTimeout(r, 300));
    const id = await createRecord(name);
    await run;
    expect(await record(id)).toMatchObject({
      thumbnailPath: 'article_images/editor-6/thumbnails/thumb_depois.png',
      processingStatus: 'completed',
      width: 640,
      height: 480,
    });
  });
});
