// A live coverage's readers' side against a real Firestore emulator: the summary the page and the
// polling read (pinned apart, newest first, gone with a takedown), racing rebuilds that both land,
// the home's 'AO VIVO' card, and /api/ao-vivo/{id}'s answer and caching (one read each).
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_SUMMARY_COLLECTION, type EmbedData, type LivePolled } from '@pauta/model';
import { rebuildLiveSummary } from '../src/live/rebuild-live-summary';
import { livePolledResponse } from '../src/live/live-summary-response';
import { rebuildHomeSnapshot } from '../src/home/rebuild-home-snapshot';
import { articleResult } from '../src/render/pages';
import { startTestFirestore, type TestFirestore } from './emulator';
import { READER_BUNDLE_TIMEOUT_MS, useReaderBundle } from './reader-bundle';

const PROJECT_ID = 'demo-pauta-live';
let firestore: TestFirestore;
const db = () => getFirestore();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const summary = async () => (await db().collection(LIVE_SUMMARY_COLLECTION).doc('a1').get()).data();

const video: EmbedData = {
  service: 'youtube',
  id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Keynote de abertura',
  author: 'Canal do evento',
  text: '',
  thumbnail: { url: 'http://127.0.0.1:9199/v0/b/demo/o/embeds%2Fyoutube%2Fa.webp?alt=media', width: 1280, height: 720 },
};

async function post(id: string, iso: string, text: string, embed: unknown = null) {
  await db()
    .doc(`liveCoverage/a1/entries/${id}`)
    .set({
      text,
      imageUrl: '',
      imageAlt: '',
      embed,
      authorId: 'u1',
      authorName: 'Ana Lima',
      createdAt: at(iso),
      editedAt: null,
    });
}

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

beforeEach(async () => {
  for (const name of ['liveCoverage/a1/entries', 'liveCoverage', LIVE_SUMMARY_COLLECTION, 'articles']) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
  await db()
    .doc('articles/a1')
    .set({
      title: 'Keynote ao vivo',
      slug: 'keynote-ao-vivo',
      status: 'published',
      category: 'tecnologia',
      publishedAt: at('2030-03-10T11:00:00Z'),
    });
  await db()
    .doc('liveCoverage/a1')
    .set({
      status: 'live',
      startedAt: at('2030-03-10T12:00:00Z'),
      startedBy: 'u1',
      endedAt: null,
      pinnedEntryId: null,
    });
  await post('e1', '2030-03-10T12:10:00Z', 'Primeira');
  await post('e2', '2030-03-10T12:20:00Z', 'Segunda');
  await post('e3', '2030-03-10T12:30:00Z', 'Terceira');
});

describe('live summary', () => {
  it('newest first, the pinned entry apart, no author id', async () => {
    await db().doc('liveCoverage/a1').update({ pinnedEntryId: 'e1' });
    expect(await rebuildLiveSummary(db(), 'a1')).toBe(true);
    const doc = await summary();
    expect(doc?.status).toBe('live');
    expect(doc?.pinned).toMatchObject({ id: 'e1', text: 'Primeira', authorName: 'Ana Lima' });
    expect(doc?.entries.map((e: { id: string }) => e.id)).toEqual(['e3', 'e2']);
    expect(doc?.entries[0]).not.toHaveProperty('authorId');
    expect(doc?.more).toBe(false);
  });

  it("an entry's embed as recorded; a malformed one (written around the rules) left out", async () => {
    await post('v1', '2030-03-10T12:40:00Z', 'O vídeo', video);
    await post('v2', '2030-03-10T12:41:00Z', 'Quebrado', { ...video, id: '"><script>' });
    await rebuildLiveSummary(db(), 'a1');
    const [broken, withVideo, withoutEmbed] = (await summary())?.entries as { embed: unknown }[];
    expect(withVideo?.embed).toEqual(video);
    expect(broken?.embed).toBeNull();
    expect(withoutEmbed?.embed).toBeNull();
  });

  it("the first summary marks its article in the same transaction; only a marked article's page reads it", async () => {
    const page = async () => {
      const result = await articleResult(db(), 'keynote-ao-vivo');
      return 'payload' in result ? (result.payload as { article: { live?: unknown } }).article : null;
    };
    // A summary written around the function (no mark): the page does not read it.
    await db().collection(LIVE_SUMMARY_COLLECTION).doc('a1').set({ status: 'live', entries: [] });
    expect(await page()).not.toHaveProperty('live');
    expect(await rebuildLiveSummary(db(), 'a1')).toBe(true);
    expect((await db().doc('articles/a1').get()).get('liveCoverage')).toBe(true);
    expect((await page())?.live).toMatchObject({ status: 'live' });
    // Taken down: the summary goes, the mark stays (its page, published again, finds it rebuilt).
    await db().doc('articles/a1').update({ status: 'draft' });
    await rebuildLiveSummary(db(), 'a1');
    expect(await summary()).toBeUndefined();
    expect((await db().doc('articles/a1').get()).get('liveCoverage')).toBe(true);
  });

  it('ended: its end; unpublished: gone (published again: back)', async () => {
    await db()
      .doc('liveCoverage/a1')
      .update({ status: 'ended', endedAt: at('2030-03-10T21:00:00Z') });
    await rebuildLiveSummary(db(), 'a1');
    expect((await summary())?.endedAt.toMillis()).toBe(Date.parse('2030-03-10T21:00:00Z'));
    await db().doc('articles/a1').update({ status: 'draft' });
    expect(await rebuildLiveSummary(db(), 'a1')).toBe(false);
    expect(await summary()).toBeUndefined();
    await db().doc('articles/a1').update({ status: 'published' });
    await rebuildLiveSummary(db(), 'a1');
    expect((await summary())?.entries).toHaveLength(3);
  });

  it('two posts at the same moment, their rebuilds racing: both in the summary, in order', async () => {
    await Promise.all([
      post('x1', '2030-03-10T12:40:00.001Z', 'De uma'),
      post('x2', '2030-03-10T12:40:00.002Z', 'De outra'),
    ]);
    await Promise.all([rebuildLiveSummary(db(), 'a1'), rebuildLiveSummary(db(), 'a1')]);
    expect((await summary())?.entries.map((e: { id: string }) => e.id)).toEqual(['x2', 'x1', 'e3', 'e2', 'e1']);
  });

  it("the home's card of a live article says AO VIVO, and no more once it ends", async () => {
    await rebuildHomeSnapshot(db());
    const latest = async () => (await db().doc('public/home').get()).get('latest') as { id: string; live?: true }[];
    expect((await latest())[0]).toMatchObject({ id: 'a1', live: true });
    await db()
      .doc('liveCoverage/a1')
      .update({ status: 'ended', endedAt: at('2030-03-10T21:00:00Z') });
    await rebuildHomeSnapshot(db());
    expect((await latest())[0]).not.toHaveProperty('live');
  });
});

describe('/api/ao-vivo/{id}', () => {
  beforeAll(async () => {
    await useReaderBundle();
  }, READER_BUNDLE_TIMEOUT_MS);

  it('live: the entries as the page renders them, cached 10 s by the CDN and revalidated by browsers', async () => {
    await rebuildLiveSummary(db(), 'a1');
    const answer = await livePolledResponse(db(), '/api/ao-vivo/a1');
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=0, s-maxage=10');
    const body = answer.body as LivePolled;
    expect(body.entries.map((e) => e.id)).toEqual(['e3', 'e2', 'e1']);
    expect(body.entries[0]!.html).toMatch(/^<li class="live-entry" id="atualizacao-e3"[^>]*>.*Terceira.*<\/li>$/);
    expect(body.complete).toBe(true);
  });

  it("an embed's facade: a link with what was recorded, no player (it loads at the reader's click)", async () => {
    await post('v1', '2030-03-10T12:40:00Z', 'O vídeo', video);
    await rebuildLiveSummary(db(), 'a1');
    const html = ((await livePolledResponse(db(), '/api/ao-vivo/a1')).body as LivePolled).entries[0]!.html;
    expect(html).toContain('<figure class="pauta-embed" data-embed="youtube" data-embed-id="dQw4w9WgXcQ">');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('Carregar conteúdo de YouTube');
    expect(html).not.toMatch(/<iframe|youtube-nocookie/);
  });

  it('ended: its line, cached like a page; unknown or malformed: 404', async () => {
    await db()
      .doc('liveCoverage/a1')
      .update({ status: 'ended', endedAt: at('2030-03-10T21:00:00Z') });
    await rebuildLiveSummary(db(), 'a1');
    const ended = await livePolledResponse(db(), '/api/ao-vivo/a1');
    expect(ended.body?.ended).toBe('Cobertura encerrada em 10/03/2030 às 18:00');
    expect(ended.cache).toMatch(/^public, max-age=30, s-maxage=30/);
    expect((await livePolledResponse(db(), '/api/ao-vivo/nada')).status).toBe(404);
    expect((await livePolledResponse(db(), '/api/ao-vivo/../x')).status).toBe(404);
  });
});
