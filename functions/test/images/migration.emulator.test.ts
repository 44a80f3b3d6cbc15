// The migration of objects stored in the old layout (versions named after the file, originals
// readable with their download token) to private originals and key-named versions, against the
// project's own emulators: records, covers, every reference, idempotence.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVariantKey, storageObjectUrl, variantsFor } from '@pauta/model';
import type { migrateImageVariants as Migrate } from '../../src/images/migrate-variants';
import type { processImage as ProcessImage } from '../../src/images/process-image';
import { startTestFirestore, startTestStorage, type TestFirestore, type TestStorage } from '../emulator';
import { jpegWithEveryMetadata, leaksIn, pngWithEveryMetadata } from './fixtures';

const PROJECT_ID = 'demo-pauta-migration';
const BUCKET = `${PROJECT_ID}.appspot.com`;

let firestore: TestFirestore | undefined;
let storage: TestStorage | undefined;
let migrate: typeof Migrate;
let processImage: typeof ProcessImage;

beforeAll(async () => {
  storage = await startTestStorage(PROJECT_ID);
  firestore = await startTestFirestore(PROJECT_ID);
  ({ migrateImageVariants: migrate } = await import('../../src/images/migrate-variants'));
  ({ processImage } = await import('../../src/images/process-image'));
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
  await storage?.stop();
});

const bucket = () => getStorage().bucket(BUCKET);
const db = () => getFirestore();
const url = (path: string) => storageObjectUrl(`http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`, BUCKET, path);
const names = async (prefix: string) => (await bucket().getFiles({ prefix }))[0].map((f) => f.name).sort();
const save = (path: string, data: Buffer, contentType: string) =>
  bucket().file(path).save(data, { resumable: false, metadata: { contentType } });

/** What the previous pipeline left: an original (with its token) and versions named after its stem. */
async function oldLayout(dir: string, file: string, original: Buffer, contentType: string) {
  await save(`${dir}/${file}`, original, contentType);
  const stem = file.replace(/\.[^.]+$/, '');
  const processed = await processImage(original);
  const main = `${dir}/sizes/${stem}_${processed.main.width}x${processed.main.height}.webp`;
  await save(main, processed.main.data, 'image/webp');
  if (processed.medium) await save(`${dir}/sizes/${stem}_800w.webp`, processed.medium.data, 'image/webp');
  await save(`${dir}/thumbnails/thumb_${stem}.webp`, processed.thumbnail.data, 'image/webp');
  return { mainUrl: url(main), thumbnail: `${dir}/thumbnails/thumb_${stem}.webp` };
}

describe('migrateImageVariants', () => {
  it('moves records, covers and every reference to key-named versions, then deletes the old ones', async () => {
    const now = Timestamp.now();
    // A library image used in an article body and as a draft's cover.
    const photo = await oldLayout('article_images/ed', 'foto-1-abcd.jpg', await jpegWithEveryMetadata(), 'image/jpeg');
    const record = db().collection('article_images').doc('img-1');
    await record.set({
      filename: 'foto-1-abcd.jpg',
      storagePath: 'article_images/ed/foto-1-abcd.jpg',
      url: photo.mainUrl,
      thumbnailUrl: url(photo.thumbnail),
      thumbnailPath: photo.thumbnail,
      authorId: 'ed',
      processingStatus: 'completed',
      createdAt: now,
      updatedAt: now,
    });
    // A seeded cover.
    const cover = await oldLayout('covers/art-1', 'cover.png', await pngWithEveryMetadata(), 'image/png');
    await db().doc('articles/art-1').set({ title: 'Artigo', status: 'published', imageUrl: cover.mainUrl });
    const escaped = photo.mainUrl.replace(/&/g, '&amp;');
    await db()
      .doc('articleContents/art-1')
      .set({ content: `<p>Foto:</p><img src="${escaped}" alt="">`, status: 'published' });
    await db()
      .doc('articleDrafts/art-2')
      .set({ form: { imageUrl: photo.mainUrl, content: `<img src="${photo.mainUrl}">` } });
    await db()
      .doc('articles/art-1/revisions/r1')
      .set({ form: { imageUrl: cover.mainUrl, content: '' } });

    const report = await migrate(db(), bucket(), url);
    expect(report).toMatchObject({ records: 1, covers: 1, skipped: [] });
    expect(report.tokensRevoked).toBe(2);

    // The record names its new versions; only those and the original remain.
    const migrated = (await record.get()).data()!;
    expect(migrated.variantPaths).toHaveLength(3);
    for (const path of migrated.variantPaths as string[]) expect(path.split('/').pop()).toMatch(/[0-9a-f]{32}/);
    expect(await names('article_images/ed/')).toEqual(
      ['article_images/ed/foto-1-abcd.jpg', ...migrated.variantPaths].sort(),
    );
    // The cover: its article now carries the new versions, the old ones are gone.
    const article = (await db().doc('articles/art-1').get()).data()!;
    const coverVariants = variantsFor(article.imageUrl, article.imageVariants)!;
    expect(coverVariants.sources.map((s) => s.width)).toEqual([300, 800, 1000]);
    const coverKey = /sizes%2F([0-9a-f]{32})_/.exec(article.imageUrl)![1]!;
    expect(isVariantKey(coverKey)).toBe(true);
    expect(await names('covers/art-1/')).toEqual(
      [
        'covers/art-1/cover.png',
        `covers/art-1/sizes/${coverKey}_1000x600.webp`,
        `covers/art-1/sizes/${coverKey}_800w.webp`,
        `covers/art-1/thumbnails/thumb_${coverKey}.webp`,
      ].sort(),
    );
    // Every reference follows: the body (HTML-escaped), the draft, the revision.
    const body = (await db().doc('articleContents/art-1').get()).get('content') as string;
    expect(body).toContain(`src="${(migrated.url as string).replace(/&/g, '&amp;')}"`);
    expect(body).not.toContain(escaped);
    const draft = (await db().doc('articleDrafts/art-2').get()).get('form');
    expect(draft).toMatchObject({
      imageUrl: migrated.url,
      imageVariants: migrated.variants,
      content: `<img src="${migrated.url}">`,
    });
    expect((await db().doc('articles/art-1/revisions/r1').get()).get('form.imageUrl')).toBe(article.imageUrl);
    // New versions are stripped like any other; originals keep no token.
    for (const path of [...(migrated.variantPaths as string[]), `covers/art-1/thumbnails/thumb_${coverKey}.webp`]) {
      const [data] = await bucket().file(path).download();
      expect(await leaksIn(data), path).toEqual([]);
    }
    for (const original of ['article_images/ed/foto-1-abcd.jpg', 'covers/art-1/cover.png']) {
      const [meta] = await bucket().file(original).getMetadata();
      expect(meta.metadata?.firebaseStorageDownloadTokens ?? null, original).toBeNull();
    }

    // A second run finds nothing left to do.
    const before = [...(await names('article_images/')), ...(await names('covers/'))];
    expect(await migrate(db(), bucket(), url)).toMatchObject({
      records: 0,
      covers: 0,
      references: 0,
      tokensRevoked: 0,
      oldVersionsDeleted: 0,
    });
    expect([...(await names('article_images/')), ...(await names('covers/'))]).toEqual(before);
  });

  it('reports a record whose original is missing, and leaves it', async () => {
    await db()
      .doc('article_images/img-orfa')
      .set({
        filename: 'sumiu.jpg',
        storagePath: 'article_images/ed/sumiu.jpg',
        url: url('article_images/ed/sizes/sumiu_10x10.webp'),
        authorId: 'ed',
        processingStatus: 'completed',
      });
    const report = await migrate(db(), bucket(), url);
    expect(report.skipped).toEqual(['article_images/img-orfa: original ausente']);
  });
});
