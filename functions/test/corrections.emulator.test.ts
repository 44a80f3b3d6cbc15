// /correcoes' entries against a real Firestore emulator: each correction note of a published article
// gets one (its current title and slug), updates do not, a rename follows, unpublishing or deleting
// the article removes them, and deleting the article also removes its notes.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncCorrections, touchesCorrections } from '../src/corrections/sync-corrections';
import { deleteArticleEditorState } from '../src/articles/on-article-deleted-editor-state';
import { startTestFirestore, type TestFirestore } from './emulator';

const PROJECT_ID = 'demo-pauta-corrections';
let firestore: TestFirestore;
const db = () => getFirestore();

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

beforeEach(async () => {
  for (const name of ['articles/a1/notes', 'corrections', 'articles']) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
  await db().doc('articles/a1').set({ title: 'Selic sobe', slug: 'selic-sobe', status: 'published', noteCount: 3 });
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  await db()
    .doc('articles/a1/notes/v4')
    .set({ kind: 'correction', text: 'Era 3,5%.', createdAt: at('2030-03-05T10:00:00Z'), version: 4 });
  await db()
    .doc('articles/a1/notes/v5')
    .set({ kind: 'update', text: 'Novos dados.', createdAt: at('2030-03-06T10:00:00Z'), version: 5 });
  await db()
    .doc('articles/a1/notes/v6')
    .set({ kind: 'correction', text: 'O nome é Ana.', createdAt: at('2030-03-07T10:00:00Z'), version: 6 });
});

const listed = async () =>
  (await db().collection('corrections').orderBy('createdAt', 'desc').get()).docs.map(
    (d): { id: string } & FirebaseFirestore.DocumentData => ({ id: d.id, ...d.data() }),
  );

describe('corrections', () => {
  it('one entry per correction of a published article, with its title and slug; updates stay on the article', async () => {
    await syncCorrections(db(), 'a1');
    const entries = await listed();
    expect(entries.map((e) => e.id)).toEqual(['a1_v6', 'a1_v4']);
    expect(entries[0]).toMatchObject({
      articleId: 'a1',
      articleTitle: 'Selic sobe',
      articleSlug: 'selic-sobe',
      text: 'O nome é Ana.',
    });
  });

  it('follow a rename, leave with unpublishing, come back with republishing', async () => {
    await syncCorrections(db(), 'a1');
    await db().doc('articles/a1').update({ title: 'Selic sobe de novo', slug: 'selic-sobe-de-novo' });
    await syncCorrections(db(), 'a1');
    expect((await listed()).map((e) => e.articleSlug)).toEqual(['selic-sobe-de-novo', 'selic-sobe-de-novo']);
    await db().doc('articles/a1').update({ status: 'draft' });
    await syncCorrections(db(), 'a1');
    expect(await listed()).toEqual([]);
    await db().doc('articles/a1').update({ status: 'published' });
    await syncCorrections(db(), 'a1');
    expect(await listed()).toHaveLength(2);
  });

  it('deleting the article removes its entries and its notes', async () => {
    await syncCorrections(db(), 'a1');
    await db().doc('articles/a1').delete();
    await syncCorrections(db(), 'a1');
    await deleteArticleEditorState('a1');
    expect(await listed()).toEqual([]);
    expect((await db().collection('articles/a1/notes').get()).size).toBe(0);
  });

  it('concurrent syncs of one article leave exactly its corrections', async () => {
    await Promise.all(Array.from({ length: 5 }, () => syncCorrections(db(), 'a1')));
    expect((await listed()).map((e) => e.id)).toEqual(['a1_v6', 'a1_v4']);
  });

  it('the article trigger syncs only writes that can change them', () => {
    const stored = { status: 'published', title: 'T', slug: 's', noteCount: 1 };
    expect(touchesCorrections(stored, { ...stored, excerpt: 'novo' })).toBe(false);
    expect(touchesCorrections(stored, { ...stored, title: 'T2' })).toBe(true);
    expect(touchesCorrections(stored, { ...stored, status: 'draft' })).toBe(true);
    expect(touchesCorrections(stored, undefined)).toBe(true);
    expect(touchesCorrections({ ...stored, noteCount: 0 }, { ...stored, noteCount: 0, title: 'x' })).toBe(false);
  });
});
