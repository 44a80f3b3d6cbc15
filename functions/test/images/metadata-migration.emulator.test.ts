// The image-metadata migration against the project's own Firestore emulator: records stored before
// metadata existed get empty 'Texto alternativo', 'Imagem decorativa', 'Legenda' and 'Crédito' (the
// library then flags them), described ones are left as they are, and a second run changes nothing.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { migrateImageMetadata as Migrate } from '../../src/images/migrate-metadata';
import { startTestFirestore, type TestFirestore } from '../emulator';

let firestore: TestFirestore | undefined;
let migrate: typeof Migrate;

beforeAll(async () => {
  firestore = await startTestFirestore('demo-pauta-metadata');
  ({ migrateImageMetadata: migrate } = await import('../../src/images/migrate-metadata'));
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

describe('migrateImageMetadata', () => {
  it('gives older records empty metadata, keeps described ones, and is idempotent', async () => {
    const db = getFirestore();
    const base = { storagePath: 'article_images/ed/x.jpg', url: '', authorId: 'ed', processingStatus: 'completed' };
    const now = Timestamp.now();
    await db.doc('article_images/antiga').set({ ...base, filename: 'antiga.jpg', createdAt: now, updatedAt: now });
    await db.doc('article_images/descrita').set({
      ...base,
      filename: 'descrita.jpg',
      alt: 'Ponte ao entardecer',
      decorative: false,
      caption: 'A ponte',
      credit: 'Ana',
      createdAt: now,
      updatedAt: now,
    });
    await expect(migrate(db)).resolves.toEqual({ migrated: 1, undescribed: 1 });
    expect((await db.doc('article_images/antiga').get()).data()).toMatchObject({
      alt: '',
      decorative: false,
      caption: '',
      credit: '',
    });
    expect((await db.doc('article_images/descrita').get()).get('alt')).toBe('Ponte ao entardecer');
    await expect(migrate(db)).resolves.toEqual({ migrated: 0, undescribed: 1 });
  });
});
