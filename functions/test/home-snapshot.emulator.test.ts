// public/home against a real Firestore emulator: what the snapshot holds and when the trigger rebuilds it.
import { getFirestore, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { Change } from 'firebase-functions/v2/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onArticleWritten } from '../src/articles/on-article-written';
import { rebuildHomeSnapshot } from '../src/home/rebuild-home-snapshot';
import { touchesPublished } from '../src/articles/touches-published';
import { htmlToPlainText, truncateText } from '../src/home/preview-text';
import type { HomeSnapshotDoc } from '@pauta/model';
import { startTestFirestore, type TestFirestore } from './emulator';

let firestore: TestFirestore;
beforeAll(async () => {
  firestore = await startTestFirestore('demo-pauta-home');
}, 60_000);
afterAll(async () => {
  await firestore?.stop();
});

const db = () => getFirestore();
const HOUR = 3_600_000;
const base = Date.UTC(2026, 0, 1);

function article(n: number, overrides: Record<string, unknown> = {}) {
  const publishedAt = Timestamp.fromMillis(base + n * HOUR);
  return {
    title: `Artigo ${n}`,
    excerpt: `Resumo ${n}`,
    imageUrl: `https://img/${n}.webp`,
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status: 'published',
    tags: ['IA'],
    tagKeys: ['ia'],
    slug: `artigo-${n}`,
    authorId: 'u1',
    authorName: 'Ana',
    createdAt: publishedAt,
    updatedAt: publishedAt,
    publishedAt,
    ...overrides,
  };
}

async function clear() {
  for (const name of ['articles', 'articleContents', 'public', 'stats']) {
    const snap = await db().collection(name).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
}

const home = async () => (await db().doc('public/home').get()).data() as HomeSnapshotDoc | undefined;

describe('rebuildHomeSnapshot', () => {
  beforeEach(clear);

  it('holds the featured article, the 6 newest, 6 per category and the recommended preview', async () => {
    for (let n = 1; n <= 9; n++) await db().doc(`articles/a${n}`).set(article(n));
    await db()
      .doc('articles/s1')
      .set(article(10, { category: 'saude', categoryPath: '/categoria/saude' }));
    await db()
      .doc('articles/f')
      .set(article(0, { featured: true }));
    await db()
      .doc('articles/d')
      .set(article(20, { status: 'draft', publishedAt: null }));
    await db().doc('articleContents/f').set({ content: '<h2>Olá</h2><p>Mundo &amp; <b>mais</b></p>' });

    await rebuildHomeSnapshot(db());
    const snap = await home();
    expect(snap?.featured?.id).toBe('f');
    expect(snap?.featured).not.toHaveProperty('createdAt');
    expect(snap?.latest.map((c) => c.id)).toEqual(['s1', 'a9', 'a8', 'a7', 'a6', 'a5']);
    expect(snap?.showcase.tecnologia.items.map((c) => c.id)).toEqual(['a9', 'a8', 'a7', 'a6', 'a5', 'a4']);
    expect(snap?.showcase.tecnologia.hasMore).toBe(true);
    expect(snap?.showcase.saude).toEqual({
      items: [expect.objectContaining({ id: 's1', title: 'Artigo 10' })],
      hasMore: false,
    });
    expect(snap?.showcase.esportes).toEqual({ items: [], hasMore: false });
    expect(snap?.recommendedPreview).toBe('Olá Mundo & mais');
  });

  it('is rebuilt by onArticleWritten when a published article changes, not for a draft', async () => {
    const run = async (id: string, data: Record<string, unknown> | null) => {
      const ref = db().doc(`articles/${id}`);
      const before = await ref.get();
      if (data) await ref.set(data);
      else await ref.delete();
      const event = {
        id: `e-${id}-${Date.now()}`,
        data: Change.fromObjects<DocumentSnapshot>(before, await ref.get()),
        params: { id },
      };
      await onArticleWritten.run(event as unknown as Parameters<typeof onArticleWritten.run>[0]);
    };
    await run('d', article(1, { status: 'draft', publishedAt: null }));
    expect(await home()).toBeUndefined();
    await run('p', article(2));
    expect((await home())?.latest.map((c) => c.id)).toEqual(['p']);
    await run('p', article(2, { title: 'Novo título' }));
    expect((await home())?.latest[0].title).toBe('Novo título');
    await run('p', null);
    expect((await home())?.latest).toEqual([]);
  });
});

describe('helpers', () => {
  it('touchesPublished: only when the article is or was published', () => {
    expect(touchesPublished(undefined, { status: 'draft' })).toBe(false);
    expect(touchesPublished({ status: 'draft' }, { status: 'published' })).toBe(true);
    expect(touchesPublished({ status: 'published' }, undefined)).toBe(true);
  });
  it('previews text like the client', () => {
    expect(htmlToPlainText('<p>a&nbsp;b</p><script>x()</script><p>&#233;&#xe9;</p>')).toBe('a b éé');
    expect(truncateText('um dois três quatro', 10)).toBe('um dois...');
  });
});
