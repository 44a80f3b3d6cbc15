// The counting function against a real Firestore emulator: views and uniques per day, per article
// and per site, the live buckets, DNT/GPC, the salt and what is (never) stored.
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATS_COLLECTIONS, STATS_LIMITS, statsDay } from '@pauta/model';
import { countView, type ViewEvent } from '../../src/stats/count-view';
import { handleView } from '../../src/stats/count-view-endpoint';
import { forgetArticles } from '../../src/stats/published-articles';
import { purgeExpired } from '../../src/stats/purge-markers';
import { dailySalt, forgetSalts, visitorHash } from '../../src/stats/visitor-hash';
import { startTestFirestore, type TestFirestore } from '../emulator';
import { recordingResponse, testRequest } from '../http';

const PROJECT_ID = 'demo-pauta-stats';
let firestore: TestFirestore;
const db = () => getFirestore();

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
}, 60_000);
afterAll(async () => firestore?.stop());

beforeEach(async () => {
  forgetSalts();
  forgetArticles();
  for (const name of [...Object.values(STATS_COLLECTIONS), 'articles']) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
});

// 14:00 in São Paulo on 10 June 2026, and the same time the next day.
const T0 = Date.UTC(2026, 5, 10, 17, 0, 0);
const DAY = 24 * 3_600_000;

const view = (over: Partial<ViewEvent> = {}): ViewEvent => ({
  at: T0,
  source: 'direto',
  device: 'desktop',
  visitor: 'visitante-a',
  ...over,
});

/** The counters of a collection for a day, shards added up. */
async function totals(collection: string, day: string, articleId?: string) {
  let query = db().collection(collection).where('day', '==', day);
  if (articleId) query = query.where('articleId', '==', articleId);
  const docs = (await query.get()).docs.map((d) => d.data());
  const sum = (pick: (d: FirebaseFirestore.DocumentData) => number | undefined) =>
    docs.reduce((n, d) => n + (pick(d) ?? 0), 0);
  return {
    shards: docs.length,
    views: sum((d) => d.views),
    uniques: sum((d) => d.uniques),
    hour: (h: string) => sum((d) => d.hours?.[h]),
    source: (s: string) => sum((d) => d.sources?.[s]),
    device: (s: string) => sum((d) => d.devices?.[s]),
    visitorDevice: (s: string) => sum((d) => d.visitorDevices?.[s]),
  };
}

async function liveReaders(): Promise<number> {
  const docs = (await db().collection(STATS_COLLECTIONS.live).get()).docs;
  return docs.reduce(
    (n, d) => n + Object.values((d.get('minutes') ?? {}) as Record<string, number>).reduce((a, b) => a + b, 0),
    0,
  );
}

describe('countView', () => {
  it('counts every view, and the same visitor once a day; the next day they are new again', async () => {
    for (let i = 0; i < 3; i++) await countView(db(), view({ at: T0 + i * 1000 }), 4);
    await countView(db(), view({ visitor: 'visitante-b', device: 'mobile' }), 4);
    const day = await totals(STATS_COLLECTIONS.site, statsDay(T0));
    expect(day.views).toBe(4);
    expect(day.uniques).toBe(2);
    expect(day.hour('14')).toBe(4);
    expect(day.source('direto')).toBe(4);
    expect(day.device('desktop')).toBe(3);
    expect(day.visitorDevice('mobile')).toBe(1);
    expect(day.shards).toBeLessThanOrEqual(4);

    await countView(db(), view({ at: T0 + DAY }), 4);
    const next = await totals(STATS_COLLECTIONS.site, statsDay(T0 + DAY));
    expect(next).toMatchObject({ views: 1, uniques: 1 });
  });

  it('counts an article per visitor once a day, apart from the site', async () => {
    await countView(db(), view({ articleId: 'artigo-1' }), 2);
    await countView(db(), view({ articleId: 'artigo-1', at: T0 + 60_000 }), 2);
    await countView(db(), view({ articleId: 'artigo-2', at: T0 + 120_000 }), 2);
    const one = await totals(STATS_COLLECTIONS.articles, statsDay(T0), 'artigo-1');
    const two = await totals(STATS_COLLECTIONS.articles, statsDay(T0), 'artigo-2');
    expect(one).toMatchObject({ views: 2, uniques: 1 });
    expect(two).toMatchObject({ views: 1, uniques: 1 });
    expect(await totals(STATS_COLLECTIONS.site, statsDay(T0))).toMatchObject({ views: 3, uniques: 1 });
  });

  it('DNT/GPC: the view counts, no unique, no marker, not a live reader', async () => {
    const counted = await countView(db(), view({ visitor: undefined, articleId: 'artigo-1' }), 4);
    expect(counted).toEqual({ unique: false, articleUnique: false });
    expect(await totals(STATS_COLLECTIONS.site, statsDay(T0))).toMatchObject({ views: 1, uniques: 0 });
    expect(await totals(STATS_COLLECTIONS.articles, statsDay(T0), 'artigo-1')).toMatchObject({ views: 1, uniques: 0 });
    expect((await db().collection(STATS_COLLECTIONS.visitors).get()).size).toBe(0);
    expect(await liveReaders()).toBe(0);
  });

  it('keeps each reader in the minute of their latest view: live readers are distinct', async () => {
    // a reads at minutes 0, 2 and 4; b at 1; c at 0 and again at 7 (out of the window by then).
    await countView(db(), view({ visitor: 'a', at: T0 }), 3);
    await countView(db(), view({ visitor: 'c', at: T0 }), 3);
    await countView(db(), view({ visitor: 'b', at: T0 + 60_000 }), 3);
    await countView(db(), view({ visitor: 'a', at: T0 + 120_000 }), 3);
    await countView(db(), view({ visitor: 'a', at: T0 + 240_000 }), 3);
    expect(await liveReaders()).toBe(3); // a, b, c: every bucket added up
    await countView(db(), view({ visitor: 'c', at: T0 + 420_000 }), 3);
    // c left minute 0 without a decrement (outside the window), so the full sum is 4: the screen
    // adds up only the last five minutes (3..7): a at 4 and c at 7.
    const docs = (await db().collection(STATS_COLLECTIONS.live).get()).docs;
    const perMinute = new Map<string, number>();
    for (const d of docs)
      for (const [m, n] of Object.entries(d.get('minutes') as Record<string, number>))
        perMinute.set(m, (perMinute.get(m) ?? 0) + n);
    const window = ['03', '04', '05', '06', '07'].reduce((n, m) => n + (perMinute.get(m) ?? 0), 0);
    expect(window).toBe(2);
  });

  it('is exact under concurrent views of one visitor and of many', async () => {
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        countView(db(), view({ visitor: `v${i % 6}`, articleId: 'artigo-1', at: T0 + i }), 4),
      ),
    );
    expect(await totals(STATS_COLLECTIONS.site, statsDay(T0))).toMatchObject({ views: 24, uniques: 6 });
    expect(await totals(STATS_COLLECTIONS.articles, statsDay(T0), 'artigo-1')).toMatchObject({ views: 24, uniques: 6 });
  });
});

describe('salt and markers', () => {
  it('keeps one salt per day, server-side; a new day deletes the old salt', async () => {
    const day = statsDay(T0);
    const salt = await dailySalt(db(), day);
    forgetSalts();
    expect((await dailySalt(db(), day)).equals(salt)).toBe(true);
    expect(visitorHash(salt, '203.0.113.7', 'UA')).toBe(visitorHash(salt, '203.0.113.7', 'UA'));
    expect(visitorHash(salt, '203.0.113.7', 'UA')).not.toBe(visitorHash(salt, '203.0.113.8', 'UA'));
    const next = await dailySalt(db(), statsDay(T0 + DAY));
    expect(next.equals(salt)).toBe(false);
    expect((await db().collection(STATS_COLLECTIONS.salts).doc(day).get()).exists).toBe(false);
  });

  it('purges markers and salts whose day is over', async () => {
    await countView(db(), view(), 1);
    await dailySalt(db(), statsDay(T0));
    expect(await purgeExpired(db(), T0)).toBe(0);
    expect(await purgeExpired(db(), T0 + DAY)).toBe(2);
    expect((await db().collection(STATS_COLLECTIONS.visitors).get()).size).toBe(0);
    expect((await db().collection(STATS_COLLECTIONS.salts).get()).size).toBe(0);
  });
});

describe('the endpoint', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const IP = '203.0.113.77';

  function post(body: unknown, headers: Record<string, string> = {}, method = 'POST', now = T0) {
    const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = Object.assign(
      testRequest({
        method,
        url: '/api/v',
        headers: { 'user-agent': CHROME, host: 'pauta.dev', 'x-forwarded-for': IP, ...headers },
      }),
      { rawBody: raw, socket: { remoteAddress: '10.0.0.1' } },
    );
    const { out, res } = recordingResponse();
    return handleView(req, res, db(), now).then(() => out);
  }

  beforeEach(async () => {
    await db().doc('articles/publicado').set({ status: 'published', title: 'Publicado' });
    await db().doc('articles/rascunho').set({ status: 'draft', title: 'Rascunho' });
  });

  it('counts a reader, drops a crawler, ignores forged or unpublished article ids', async () => {
    expect((await post({ p: '/artigo/publicado', a: 'publicado', v: 'd', r: 'www.google.com' })).status).toBe(204);
    expect(
      (await post({ p: '/artigo/publicado', a: 'publicado', v: 'd' }, { 'user-agent': 'Googlebot/2.1' })).status,
    ).toBe(204);
    await post({ p: '/artigo/rascunho', a: 'rascunho', v: 'm' });
    await post({ p: '/artigo/x', a: 'nao-existe', v: 'm' });
    const site = await totals(STATS_COLLECTIONS.site, statsDay(T0));
    expect(site).toMatchObject({ views: 3, uniques: 1 });
    expect(site.source('busca')).toBe(1);
    const articles = (await db().collection(STATS_COLLECTIONS.articles).get()).docs.map((d) => d.get('articleId'));
    expect(new Set(articles)).toEqual(new Set(['publicado']));
  });

  it('DNT: 1 and Sec-GPC: 1 count the view but not a unique', async () => {
    await post({ p: '/', v: 'd' }, { dnt: '1' });
    await post({ p: '/', v: 'd' }, { 'sec-gpc': '1', 'user-agent': `${CHROME} outro` });
    expect(await totals(STATS_COLLECTIONS.site, statsDay(T0))).toMatchObject({ views: 2, uniques: 0 });
    expect((await db().collection(STATS_COLLECTIONS.visitors).get()).size).toBe(0);
  });

  it('never writes the raw address or the user agent anywhere', async () => {
    await post({ p: '/artigo/publicado', a: 'publicado', v: 't', r: 'm.facebook.com' });
    await post({ p: '/artigo/publicado', a: 'publicado', v: 't' }, { 'x-forwarded-for': `${IP}, 35.191.0.9` });
    for (const name of Object.values(STATS_COLLECTIONS)) {
      for (const doc of (await db().collection(name).get()).docs) {
        const stored = `${doc.id} ${JSON.stringify(doc.data())}`;
        expect(stored).not.toContain(IP);
        expect(stored).not.toContain('Windows NT');
      }
    }
  });

  // The probe: one machine, a new Fastly-Client-IP on every beacon. That header is the client's
  // to write (Fastly keeps a value it is sent): it names nobody, and the machine is one visitor.
  it('80 beacons from one machine, each claiming another Fastly-Client-IP, are one visitor', async () => {
    const at = T0 + 10 * 60_000;
    for (let i = 0; i < 80; i++)
      await post(
        { p: '/artigo/publicado', a: 'publicado', v: 'd' },
        { 'fastly-client-ip': `198.51.100.${i}` },
        'POST',
        at,
      );
    const site = await totals(STATS_COLLECTIONS.site, statsDay(at));
    expect(site.uniques).toBe(1);
    // The per-visitor limit: a replay stops counting after a minute's allowance.
    expect(site.views).toBe(STATS_LIMITS.viewsPerVisitorMinute);
  });

  // Addresses the platform did write can still be many (a botnet, or the emulator, where nothing
  // appends to X-Forwarded-For): one article's counted views per instance and minute are capped.
  it('a flood with a new address on every beacon counts at most the per-article ceiling each minute', async () => {
    const at = T0 + 20 * 60_000;
    const sent = STATS_LIMITS.viewsPerArticleMinute + 15;
    for (let i = 0; i < sent; i++)
      await post(
        { p: '/artigo/publicado', a: 'publicado', v: 'd' },
        { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
        'POST',
        at,
      );
    const article = await totals(STATS_COLLECTIONS.articles, statsDay(at), 'publicado');
    expect(article.views).toBe(STATS_LIMITS.viewsPerArticleMinute);
    expect(article.uniques).toBe(STATS_LIMITS.viewsPerArticleMinute);
    // The next minute counts again.
    await post(
      { p: '/artigo/publicado', a: 'publicado', v: 'd' },
      { 'x-forwarded-for': '198.18.9.9' },
      'POST',
      at + 60_000,
    );
    expect((await totals(STATS_COLLECTIONS.articles, statsDay(at), 'publicado')).views).toBe(
      STATS_LIMITS.viewsPerArticleMinute + 1,
    );
  }, 120_000);

  it('refuses what is not a beacon', async () => {
    expect((await post({ p: '/', v: 'd' }, {}, 'GET')).status).toBe(405);
    expect((await post('não é json')).status).toBe(400);
    expect((await post({ p: '/admin', v: 'd' })).status).toBe(400);
    expect((await post({ p: '/', v: 'd', u: 'x'.repeat(3000) })).status).toBe(413);
    expect((await totals(STATS_COLLECTIONS.site, statsDay(T0))).views).toBe(0);
  });
});
