// Scheduled publishing against the project's Firestore emulator: the one publish step from the task,
// the sweep and the editor's callable; a delivery twice (or racing) publishes once; the sweep finds
// what a task missed; rescheduling and cancelling leave a stale task powerless; the queue follows the
// article's schedule; a scheduled article reaches no derived data and shortens cache lifetimes.
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ARTICLE_VERSION, type PublishTaskData } from '@pauta/model';
import { handlePublishTask } from '../src/scheduling/publish-task';
import { sweepDueArticles } from '../src/scheduling/publish-sweep';
import { handlePublishNow, PUBLISH_NOW_ERRORS } from '../src/scheduling/publish-now';
import { syncPublishQueue } from '../src/scheduling/on-article-scheduled';
import { MAX_TASK_LEAD_MS, publishTaskId, type PublishQueue } from '../src/scheduling/publish-queue';
import { nextScheduledPublication } from '../src/scheduling/next-publication';
import { rebuildHomeSnapshot } from '../src/home/rebuild-home-snapshot';
import { collectSearchDocuments } from '../src/search/search-index-store';
import { handleRss } from '../src/seo/rss-handler';
import { handleSitemap } from '../src/seo/sitemap-handler';
import { startTestFirestore, type TestFirestore } from './emulator';
import { callHandler } from './http';

let firestore: TestFirestore;
const db = () => getFirestore();

beforeAll(async () => {
  firestore = await startTestFirestore('demo-pauta-scheduling');
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

beforeEach(async () => {
  for (const name of ['articles', 'articleContents', 'publications', 'profiles', 'public']) {
    const docs = await db().collection(name).listDocuments();
    await Promise.all(docs.map((d) => db().recursiveDelete(d)));
  }
});

const MINUTE = 60_000;

async function article(id: string, status: 'draft' | 'scheduled' | 'published', scheduledFor: number | null) {
  const now = Timestamp.now();
  await db()
    .doc(`articles/${id}`)
    .set({
      title: `Título ${id}`,
      excerpt: `Resumo ${id}`,
      imageUrl: '',
      category: 'economia',
      categoryPath: '/categoria/economia',
      featured: false,
      status,
      tags: ['PIB'],
      tagKeys: ['pib'],
      slug: id,
      authorId: 'edna',
      authorName: 'Edna Editora',
      createdAt: now,
      updatedAt: now,
      publishedAt: status === 'published' ? now : null,
      scheduledFor: scheduledFor === null ? null : Timestamp.fromMillis(scheduledFor),
      version: FIRST_ARTICLE_VERSION,
    });
  await db()
    .doc(`articleContents/${id}`)
    .set({ content: `<p>Corpo ${id}</p>`, status, authorId: 'edna', updatedAt: now });
}

const stored = async (id: string) => (await db().doc(`articles/${id}`).get()).data()!;
const publicationsOf = async (id: string) =>
  (await db().collection('publications').where('articleId', '==', id).get()).docs.map((d) => d.data());
const publishRevisionsOf = async (id: string) =>
  (await db().collection(`articles/${id}/revisions`).where('kind', '==', 'publish').get()).docs.map((d) => d.data());

describe('the publish step', () => {
  it('a task delivered three times while the sweep runs publishes once, at the scheduled time', async () => {
    const at = Date.now() - 1_000;
    await article('duplo', 'scheduled', at);
    const task: PublishTaskData = { articleId: 'duplo', scheduledFor: at };
    const [sweep, ...tasks] = await Promise.all([
      sweepDueArticles(db()),
      handlePublishTask(db(), task),
      handlePublishTask(db(), task),
      handlePublishTask(db(), task),
    ]);
    const statuses = tasks.map((o) => o?.status);
    expect(statuses.filter((s) => s === 'published').length + sweep.published).toBe(1);

    const after = await stored('duplo');
    expect(after.status).toBe('published');
    expect(after.version).toBe(2);
    expect((after.publishedAt as Timestamp).toMillis()).toBe(at);
    expect((after.scheduledFor as Timestamp).toMillis()).toBe(at);
    expect((await db().doc('articleContents/duplo').get()).get('status')).toBe('published');
    const [record, ...more] = await publicationsOf('duplo');
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({ articleId: 'duplo', scheduled: true, version: 2, title: 'Título duplo' });
    expect(record!.lateMs).toBeGreaterThanOrEqual(1_000);
    expect(await publishRevisionsOf('duplo')).toEqual([
      expect.objectContaining({
        version: 2,
        savedByName: 'Publicação agendada',
        form: expect.objectContaining({ status: 'published' }),
      }),
    ]);

    // Delivered again later: nothing changes.
    await expect(handlePublishTask(db(), task)).resolves.toMatchObject({ status: 'already-published', version: 2 });
    expect((await stored('duplo')).version).toBe(2);
    expect(await publicationsOf('duplo')).toHaveLength(1);
  });

  it('the sweep publishes a scheduled article whose task never came, and nothing else', async () => {
    const fiveMinutesAgo = Date.now() - 5 * MINUTE;
    await article('perdido', 'scheduled', fiveMinutesAgo);
    await article('futuro', 'scheduled', Date.now() + 10 * MINUTE);
    await article('rascunho', 'draft', null);
    await expect(sweepDueArticles(db())).resolves.toEqual({ due: 1, published: 1, failed: 0 });
    expect((await stored('perdido')).status).toBe('published');
    expect((await stored('futuro')).status).toBe('scheduled');
    expect((await stored('rascunho')).status).toBe('draft');
    const [record] = await publicationsOf('perdido');
    expect(record).toMatchObject({ via: 'sweep', scheduled: true });
    expect(record!.lateMs).toBeGreaterThanOrEqual(5 * MINUTE);
    // A second run has nothing to do.
    await expect(sweepDueArticles(db())).resolves.toEqual({ due: 0, published: 0, failed: 0 });
  });

  it('a stale task does nothing: rescheduled, cancelled, deleted, or delivered early (the queue retries it)', async () => {
    const at = Date.now() - 1_000;
    await article('reagendado', 'scheduled', Date.now() + 30 * MINUTE);
    await expect(handlePublishTask(db(), { articleId: 'reagendado', scheduledFor: at })).resolves.toMatchObject({
      status: 'rescheduled',
    });
    await article('cancelado', 'draft', null);
    await expect(handlePublishTask(db(), { articleId: 'cancelado', scheduledFor: at })).resolves.toMatchObject({
      status: 'not-scheduled',
    });
    await expect(handlePublishTask(db(), { articleId: 'apagado', scheduledFor: at })).resolves.toMatchObject({
      status: 'missing',
    });
    const early = Date.now() + 10 * MINUTE;
    await article('cedo', 'scheduled', early);
    await expect(handlePublishTask(db(), { articleId: 'cedo', scheduledFor: early })).rejects.toMatchObject({
      code: 'unavailable',
    });
    for (const id of ['reagendado', 'cancelado', 'cedo']) expect((await stored(id)).version).toBe(1);
    expect((await db().collection('publications').get()).size).toBe(0);
  });

  it('a malformed task is dropped before the publish step', async () => {
    for (const data of [null, {}, { articleId: 'a/b', scheduledFor: 1 }, { articleId: 'x', scheduledFor: 'ontem' }])
      await expect(handlePublishTask(db(), data)).resolves.toBeNull();
  });
});

describe('publishArticle (the editor’s “Publicado”)', () => {
  const profile = (uid: string, role: string) =>
    db()
      .doc(`profiles/${uid}`)
      .set({ name: `Nome ${uid}`, email: `${uid}@pauta.dev`, role, avatarUrl: null });

  it('staff publish the version they saved, now; a retry of the same call is harmless', async () => {
    await profile('edna', 'editor');
    await article('agora', 'draft', null);
    const before = Date.now();
    await expect(handlePublishNow(db(), 'edna', { articleId: 'agora', version: 1 })).resolves.toEqual({
      status: 'published',
      version: 2,
    });
    const after = await stored('agora');
    expect(after.status).toBe('published');
    expect(after.scheduledFor).toBeNull();
    expect((after.publishedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1);
    expect(await publicationsOf('agora')).toEqual([
      expect.objectContaining({ via: 'editor', scheduled: false, lateMs: null }),
    ]);
    expect(await publishRevisionsOf('agora')).toEqual([
      expect.objectContaining({ savedBy: 'edna', savedByName: 'Nome edna' }),
    ]);
    await expect(handlePublishNow(db(), 'edna', { articleId: 'agora', version: 1 })).resolves.toEqual({
      status: 'already-published',
      version: 2,
    });
  });

  it('refuses an article whose cover or body image has no text alternative, naming it, and writes nothing', async () => {
    await profile('edna', 'editor');
    await article('sem-alt', 'draft', null);
    await db().doc('articles/sem-alt').update({ imageUrl: 'https://x/capa.webp', imageAlt: '' });
    await expect(handlePublishNow(db(), 'edna', { articleId: 'sem-alt', version: 1 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^A imagem de capa não tem texto alternativo\./),
    });
    await db().doc('articles/sem-alt').update({ imageAlt: 'Plenário lotado' });
    await db().doc('articleContents/sem-alt').set(
      {
        content:
          '<figure class="pauta-figure"><img src="https://x/b.webp" alt=""><figcaption><span class="pauta-figure__caption">A votação</span></figcaption></figure>',
      },
      { merge: true },
    );
    await expect(handlePublishNow(db(), 'edna', { articleId: 'sem-alt', version: 1 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^A imagem 1 do conteúdo “A votação” não tem texto alternativo\./),
    });
    expect((await stored('sem-alt')).status).toBe('draft');
    expect(await publicationsOf('sem-alt')).toEqual([]);
  });

  it('a colleague’s save in between is not published blindly', async () => {
    await profile('ada', 'admin');
    await article('alterado', 'draft', null);
    await db().doc('articles/alterado').update({ title: 'Outro texto', version: 2 });
    await expect(handlePublishNow(db(), 'ada', { articleId: 'alterado', version: 1 })).rejects.toMatchObject({
      code: 'aborted',
      message: PUBLISH_NOW_ERRORS.conflict,
    });
    expect((await stored('alterado')).status).toBe('draft');
  });

  it.each([
    ['a visitor', null, 'unauthenticated'],
    ['a reader', 'leitor', 'permission-denied'],
    ['a demoted editor', 'dimas', 'permission-denied'],
    ['an account without a profile', 'nina', 'permission-denied'],
  ])('refuses %s, and writes nothing', async (_who, uid, code) => {
    await profile('leitor', 'user');
    await profile('dimas', 'user');
    await article('alvo', 'scheduled', Date.now() + MINUTE);
    await expect(handlePublishNow(db(), uid, { articleId: 'alvo', version: 1 })).rejects.toMatchObject({ code });
    expect((await stored('alvo')).status).toBe('scheduled');
    expect((await db().collection('publications').get()).size).toBe(0);
  });

  it('refuses a contributor, even on their own draft, in pt-BR, and writes nothing', async () => {
    await profile('caio', 'contributor');
    await article('do-caio', 'draft', null);
    await db().doc('articles/do-caio').update({ authorId: 'caio' });
    await expect(handlePublishNow(db(), 'caio', { articleId: 'do-caio', version: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Apenas administradores e editores podem publicar artigos.',
    });
    expect((await stored('do-caio')).status).toBe('draft');
    expect(await publicationsOf('do-caio')).toEqual([]);
    expect(await publishRevisionsOf('do-caio')).toEqual([]);
  });

  it.each([
    [{}],
    [{ articleId: 'a/b', version: 1 }],
    [{ articleId: 'x', version: 0 }],
    [{ articleId: 'x', version: '1' }],
  ])('refuses a malformed request %j', async (data) => {
    await profile('edna', 'editor');
    await expect(handlePublishNow(db(), 'edna', data)).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('the queue follows the schedule', () => {
  function fakeQueue() {
    const calls: string[] = [];
    const queue: PublishQueue = {
      async enqueue(task, now) {
        if (task.scheduledFor - now > MAX_TASK_LEAD_MS) return 'too-far';
        calls.push(`enqueue ${publishTaskId(task)}`);
        return 'queued';
      },
      async cancel(task) {
        calls.push(`cancel ${publishTaskId(task)}`);
      },
    };
    return { queue, calls };
  }
  const at = (ms: number) => ({ toMillis: () => ms });
  const T1 = Date.UTC(2031, 2, 10, 10);
  const T2 = Date.UTC(2031, 2, 10, 11);
  const now = Date.UTC(2031, 2, 1);
  const id = (ms: number) => publishTaskId({ articleId: 'a1', scheduledFor: ms });

  it.each([
    ['scheduling', { status: 'draft' }, { status: 'scheduled', scheduledFor: at(T1) }, [`enqueue ${id(T1)}`]],
    [
      'rescheduling',
      { status: 'scheduled', scheduledFor: at(T1) },
      { status: 'scheduled', scheduledFor: at(T2) },
      [`cancel ${id(T1)}`, `enqueue ${id(T2)}`],
    ],
    [
      'an edit keeping the time',
      { status: 'scheduled', scheduledFor: at(T1) },
      { status: 'scheduled', scheduledFor: at(T1) },
      [],
    ],
    [
      'cancelling',
      { status: 'scheduled', scheduledFor: at(T1) },
      { status: 'draft', scheduledFor: null },
      [`cancel ${id(T1)}`],
    ],
    [
      'publishing (now or by its task)',
      { status: 'scheduled', scheduledFor: at(T1) },
      { status: 'published', scheduledFor: at(T1) },
      [`cancel ${id(T1)}`],
    ],
    ['deleting', { status: 'scheduled', scheduledFor: at(T1) }, undefined, [`cancel ${id(T1)}`]],
    ['a draft edit', { status: 'draft' }, { status: 'draft' }, []],
  ])('%s', async (_name, before, after, expected) => {
    const { queue, calls } = fakeQueue();
    await syncPublishQueue(queue, 'a1', before, after, now);
    expect(calls).toEqual(expected);
  });

  it('a schedule more than 29 days ahead gets no task (the sweep publishes it)', async () => {
    const { queue, calls } = fakeQueue();
    await syncPublishQueue(
      queue,
      'a1',
      undefined,
      { status: 'scheduled', scheduledFor: at(now + 40 * 24 * 3600_000) },
      now,
    );
    expect(calls).toEqual([]);
  });

  it('task names: one per article and time, spread by a hash prefix', () => {
    expect(id(T1)).toBe(id(T1));
    expect(id(T1)).not.toBe(id(T2));
    expect(publishTaskId({ articleId: 'a2', scheduledFor: T1 })).not.toBe(id(T1));
    expect(id(T1)).toMatch(/^[0-9a-f]{12}-a1-\d+$/);
  });
});

describe('a scheduled article reaches no derived data', () => {
  beforeEach(async () => {
    await db().doc('settings/site').set({
      siteTitle: 'Pauta',
      siteDescription: '',
      siteKeywords: '',
      siteUrl: 'https://pauta.example',
      updatedAt: FieldValue.serverTimestamp(),
    });
    await article('publico', 'published', null);
    await article('embargado', 'scheduled', Date.now() + 5 * MINUTE);
  });

  it('home snapshot, search index, RSS and sitemaps list the published article only', async () => {
    await rebuildHomeSnapshot(db());
    const home = (await db().doc('public/home').get()).data()!;
    expect(home.latest.map((c: { id: string }) => c.id)).toEqual(['publico']);
    expect((await collectSearchDocuments(db())).map((d) => d.id)).toEqual(['publico']);
    for (const path of ['/rss.xml', '/sitemap.xml', '/news-sitemap.xml']) {
      const res = await callHandler(path.startsWith('/rss') ? handleRss : handleSitemap, path);
      expect(res.status).toBe(200);
      expect(res.body).toContain('publico');
      expect(res.body).not.toContain('embargado');
    }
  });

  it('feeds and sitemaps are not cached past the next scheduled publication', async () => {
    const next = (await nextScheduledPublication(db()))!;
    expect(next).toBeGreaterThan(Date.now());
    const left = (next - Date.now()) / 1000;
    // The sitemap's hour is cut to the publication, with no stale copy past it.
    const sitemap = await callHandler(handleSitemap, '/sitemap.xml');
    const seconds = Number(/s-maxage=(\d+)/.exec(sitemap.headers['cache-control'] ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(left - 60);
    expect(seconds).toBeLessThanOrEqual(Math.ceil(left));
    expect(sitemap.headers['cache-control']).not.toContain('stale-while-revalidate');
    // The feed's minute (fresh + stale) already ends before it.
    const rss = await callHandler(handleRss, '/rss.xml');
    expect(rss.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
  });
});
