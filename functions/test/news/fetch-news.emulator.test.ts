// fetchNews against a real Firestore emulator and the local fixture server: staff check, cache
// (a second identical search makes no outbound request), per-caller limit, provider failures.
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleFetchNews, type FetchNewsDeps } from '../../src/news/fetch-news';
import { makeTextFetcher } from '../../src/news/fetch-text';
import { endpointsFromEnv } from '../../src/news/news-config';
import { NEWS_ERRORS } from '../../src/news/news-errors';
import { NEWS_COLLECTIONS } from '@pauta/model';
import { startTestFirestore, type TestFirestore } from '../emulator';
import { startFixtureServer, type NewsFixtureServer } from './fixtures';

let firestore: TestFirestore;
let server: NewsFixtureServer;
let clock = Date.parse('2026-11-23T12:00:00Z');

beforeAll(async () => {
  firestore = await startTestFirestore('demo-pauta-news');
  server = await startFixtureServer();
  const db = getFirestore();
  await db.doc('profiles/boss').set({ role: 'admin' });
  await db.doc('profiles/ed').set({ role: 'editor' });
  await db.doc('profiles/reader').set({ role: 'user' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await firestore?.stop();
});

beforeEach(async () => {
  server.setFailing(false);
  clock += 60 * 60 * 1000;
  for (const name of Object.values(NEWS_COLLECTIONS)) {
    const snapshot = await getFirestore().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
});

const deps = (overrides: Partial<FetchNewsDeps> = {}): FetchNewsDeps => ({
  db: getFirestore(),
  fetchText: makeTextFetcher(),
  endpoints: endpointsFromEnv(server.env),
  now: () => clock,
  limit: { perWindow: 20, windowMs: 10 * 60 * 1000 },
  log: () => {},
  ...overrides,
});

const search = (data: Record<string, unknown>, uid: string | null = 'ed', d = deps()) => handleFetchNews(uid, data, d);

describe('fetchNews permissions', () => {
  it('refuses an anonymous caller with unauthenticated', async () => {
    await expect(search({ tag: '', category: 'all', page: 1 }, null)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Usuário não autenticado',
    });
  });

  it('refuses a plain user with permission-denied, before any outbound call', async () => {
    const before = server.requests();
    await expect(search({ tag: '', category: 'all', page: 1 }, 'reader')).rejects.toMatchObject({
      code: 'permission-denied',
      message: NEWS_ERRORS.notStaff,
    });
    await expect(search({ tag: '', category: 'all', page: 1 }, 'stranger')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(server.requests()).toBe(before);
  });

  it('refuses malformed requests with invalid-argument in pt-BR', async () => {
    await expect(search({ tag: '', category: 'gossip', page: 1 })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: NEWS_ERRORS.invalidCategory,
    });
    await expect(search({ tag: 'x'.repeat(201), category: 'all', page: 1 })).rejects.toMatchObject({
      message: NEWS_ERRORS.invalidText,
    });
    await expect(search({ tag: '', category: 'all', page: 0 })).rejects.toMatchObject({
      message: NEWS_ERRORS.invalidPage,
    });
  });
});

describe('fetchNews results', () => {
  it('merges GDELT and the category feeds into pages of 10, newest first', async () => {
    const first = await search({ tag: '', category: 'all', page: 1, cacheBuster: 1, fetchAttempt: 1 }, 'boss');
    expect(first.error).toBeUndefined();
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 16 });
    expect(first.news).toHaveLength(10);
    expect(first.news[0]).toMatchObject({
      title: 'Defesa Civil emite alerta de chuvas fortes para o litoral paulista',
    });
    const second = await search({ tag: '', category: 'all', page: 2 }, 'boss');
    expect(second.news).toHaveLength(6);
    expect(second.news.at(-1)?.publishedAt).toBeNull();
  });

  it('searches text within a category (GDELT query plus matching feed titles)', async () => {
    const result = await search({ tag: 'vacinação', category: 'health', page: 1 });
    expect(result.news.map((n) => n.title).sort()).toEqual([
      'Ministério da Saúde amplia campanha de vacinação contra a dengue',
      'Vacinação de adolescentes contra HPV é ampliada em escolas',
    ]);
  });

  it('answers an empty list (not an error) when nothing matches', async () => {
    const result = await search({ tag: 'hipopótamo voador', category: 'all', page: 1 });
    expect(result).toEqual({ news: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0 } });
  });
});

describe('fetchNews cache', () => {
  it('serves a repeated search from Firestore with no outbound request, for any page', async () => {
    const firstStarted = performance.now();
    const first = await search({ tag: '', category: 'technology', page: 1, cacheBuster: 1 });
    const uncachedMs = performance.now() - firstStarted;
    const afterFirst = server.requests();
    expect(afterFirst).toBeGreaterThan(0);

    const cachedStarted = performance.now();
    const again = await search({ tag: '  ', category: 'technology', page: 1, cacheBuster: 2 }, 'boss');
    const cachedMs = performance.now() - cachedStarted;
    expect(again).toEqual(first);
    expect((await search({ tag: '', category: 'technology', page: 2 })).pagination.currentPage).toBe(2);
    expect(server.requests()).toBe(afterFirst);
    console.log(`fetchNews on fixtures: uncached ${uncachedMs.toFixed(1)} ms, cached ${cachedMs.toFixed(1)} ms`);
  });

  it('asks the providers again after 15 minutes', async () => {
    await search({ tag: '', category: 'science', page: 1 });
    const afterFirst = server.requests();
    clock += 14 * 60 * 1000;
    await search({ tag: '', category: 'science', page: 1 });
    expect(server.requests()).toBe(afterFirst);
    clock += 2 * 60 * 1000;
    await search({ tag: '', category: 'science', page: 1 });
    expect(server.requests()).toBeGreaterThan(afterFirst);
  });

  it('does not cache a failed search', async () => {
    server.setFailing(true);
    const failed = await search({ tag: '', category: 'sports', page: 1 });
    expect(failed).toEqual({
      news: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0 },
      error: NEWS_ERRORS.providers,
    });
    server.setFailing(false);
    const retried = await search({ tag: '', category: 'sports', page: 1 });
    expect(retried.error).toBeUndefined();
    expect(retried.news.length).toBeGreaterThan(0);
  });
});

describe('fetchNews per-caller limit on uncached searches', () => {
  it('refuses uncached searches over the limit with a pt-BR error, still serving cached ones', async () => {
    const limited = deps({ limit: { perWindow: 2, windowMs: 10 * 60 * 1000 } });
    await search({ tag: '', category: 'politics', page: 1 }, 'ed', limited);
    await search({ tag: '', category: 'business', page: 1 }, 'ed', limited);
    const before = server.requests();
    const third = await search({ tag: '', category: 'sports', page: 1 }, 'ed', limited);
    expect(third.error).toBe(NEWS_ERRORS.rateLimited);
    expect(server.requests()).toBe(before);
    expect((await search({ tag: '', category: 'politics', page: 1 }, 'ed', limited)).error).toBeUndefined();
    expect((await search({ tag: '', category: 'sports', page: 1 }, 'boss', limited)).error).toBeUndefined();
  });
});

describe('outbound limits', () => {
  it('gives up on a response larger than the limit', async () => {
    const small = makeTextFetcher({ timeoutMs: 8_000, maxResponseBytes: 1_000 });
    await expect(small(`${server.env.NEWS_FEEDS_BASE_URL}/g1.globo.com/rss/g1/`)).rejects.toMatchObject({
      name: 'ProviderError',
    });
  });

  it('gives up after the timeout', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as { port: number }).port;
    const quick = makeTextFetcher({ timeoutMs: 200, maxResponseBytes: 1_000 });
    await expect(quick(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      reason: expect.stringMatching(/^timeout/),
    });
    silent.closeAllConnections();
    await new Promise((r) => silent.close(r));
  });

  it('reports a provider error, never a stack trace, when every provider fails', async () => {
    const result = await search(
      { tag: '', category: 'all', page: 1 },
      'ed',
      deps({ endpoints: { gdeltUrl: 'http://127.0.0.1:1/x', feedsBaseUrl: 'http://127.0.0.1:1' } }),
    );
    expect(result.error).toBe('Os provedores de notícias não responderam. Tente novamente em alguns minutos.');
  });
});
