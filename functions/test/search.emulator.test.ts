// The search index against the project's own Firestore and Storage emulators: what it holds, when
// the trigger rebuilds it, the race guard and the HTTP endpoint.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSearchIndex, runSearch, SEARCH_INDEX_OBJECT, type SearchIndexFile } from '@pauta/model/search';
import type { onArticleSearchIndexed as Trigger } from '../src/search/on-article-search-indexed';
import type * as Store from '../src/search/search-index-store';
import type { handleSearchIndex as Handler } from '../src/search/search-index';
import { startTestFirestore, startTestStorage, type TestFirestore, type TestStorage } from './emulator';
import { callHandler } from './http';

const PROJECT_ID = 'demo-pauta-search';
let firestore: TestFirestore | undefined;
let storage: TestStorage | undefined;
let trigger: typeof Trigger;
let store: typeof Store;
let handleSearchIndex: typeof Handler;

beforeAll(async () => {
  storage = await startTestStorage(PROJECT_ID);
  firestore = await startTestFirestore(PROJECT_ID);
  ({ onArticleSearchIndexed: trigger } = await import('../src/search/on-article-search-indexed'));
  store = await import('../src/search/search-index-store');
  ({ handleSearchIndex } = await import('../src/search/search-index'));
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
  await storage?.stop();
});

const db = () => getFirestore();
const bucket = () => getStorage().bucket();

const article = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  excerpt: `Resumo de ${title}`,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  category: 'tecnologia',
  tags: ['Inovação'],
  status: 'published',
  authorName: 'Ana',
  imageUrl: 'https://img/1.webp',
  publishedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  ...overrides,
});

async function storedIndex(): Promise<SearchIndexFile | null> {
  const [exists] = await bucket().file(SEARCH_INDEX_OBJECT).exists();
  if (!exists) return null;
  const [data] = await bucket().file(SEARCH_INDEX_OBJECT).download();
  return JSON.parse(data.toString('utf8')) as SearchIndexFile;
}

async function titlesFor(query: string) {
  const file = await storedIndex();
  return file ? runSearch(loadSearchIndex(file), query).map((hit) => hit.title) : [];
}

async function write(id: string, data: Record<string, unknown> | null) {
  const ref = db().doc(`articles/${id}`);
  const before = await ref.get();
  if (data) await ref.set(data);
  else await ref.delete();
  const after = await ref.get();
  const event = { params: { id }, id: `e-${id}-${Date.now()}`, data: { before, after } };
  await trigger.run(event as unknown as Parameters<typeof trigger.run>[0]);
}

beforeEach(async () => {
  const snap = await db().collection('articles').get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  await bucket().file(SEARCH_INDEX_OBJECT).delete({ ignoreNotFound: true });
});

describe('the search index', () => {
  it('holds the published articles with their card fields, never drafts', async () => {
    await db()
      .doc('articles/a')
      .set(article('Robôs na sala de aula', { tags: ['Educação Digital'] }));
    await db()
      .doc('articles/b')
      .set(article('Rascunho secreto', { status: 'draft', publishedAt: null }));
    const file = await store.rebuildSearchIndex(db(), bucket());
    expect(file.count).toBe(1);
    const [hit] = runSearch(loadSearchIndex((await storedIndex())!), 'educacao digital');
    expect(hit).toMatchObject({
      id: 'a',
      slug: 'robôs-na-sala-de-aula',
      title: 'Robôs na sala de aula',
      category: 'tecnologia',
      author: 'Ana',
      publishedAt: '2026-01-02T00:00:00.000Z',
      imageUrl: 'https://img/1.webp',
    });
    expect(await titlesFor('rascunho')).toEqual([]);
  });

  it('is rebuilt by the trigger when a published article changes, and not for a draft', async () => {
    await write('d', article('Rascunho', { status: 'draft', publishedAt: null }));
    expect(await storedIndex()).toBeNull();
    await write('p', article('Baterias de grafeno'));
    expect(await titlesFor('grafeno')).toEqual(['Baterias de grafeno']);
    await write('p', article('Baterias de sódio'));
    expect(await titlesFor('grafeno')).toEqual([]);
    expect(await titlesFor('sodio')).toEqual(['Baterias de sódio']);
    await write('p', article('Baterias de sódio', { status: 'draft' }));
    expect(await titlesFor('sodio')).toEqual([]);
    await write('q', article('Energia solar'));
    await write('q', null);
    expect((await storedIndex())!.count).toBe(0);
  });

  it('never replaces a newer index with one from a rebuild that started earlier', async () => {
    await db().doc('articles/a').set(article('Primeiro'));
    await store.rebuildSearchIndex(db(), bucket(), new Date('2026-02-01T00:00:00Z'));
    await db().doc('articles/b').set(article('Segundo'));
    await store.rebuildSearchIndex(db(), bucket(), new Date('2026-01-31T23:59:59Z'));
    expect((await storedIndex())!.builtAt).toBe('2026-02-01T00:00:00.000Z');
    await store.rebuildSearchIndex(db(), bucket(), new Date('2026-02-01T00:00:01Z'));
    expect((await storedIndex())!.count).toBe(2);
  });

  it('is served at /search-index.json with CDN caching, built on first request', async () => {
    await db().doc('articles/a').set(article('Computação quântica'));
    const res = await callHandler(handleSearchIndex, '/search-index.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    expect(runSearch(loadSearchIndex(JSON.parse(res.body)), 'quantica')[0]?.id).toBe('a');
    expect(await storedIndex()).not.toBeNull();
    expect((await callHandler(handleSearchIndex, '/search-index.json', 'POST')).status).toBe(405);
  });
});
