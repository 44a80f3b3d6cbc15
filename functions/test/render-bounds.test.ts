// Input bounds of the render function and the feeds: a path that cannot name a page is answered
// (404, the not-found page) without a single Firestore read, and never reaches a document path.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_PATH_CHARS, resultFor } from '../src/render/routes';
import { parseFeedPath } from '../src/seo/feed-route';

/** A Firestore that records every use (none is expected). */
function untouchedDb() {
  const used: string[] = [];
  const db = new Proxy(
    {},
    {
      get(_target, property) {
        used.push(String(property));
        throw new Error(`Firestore used: ${String(property)}`);
      },
    },
  ) as Firestore;
  return { db, used };
}

describe('render: paths that name nothing are answered without reads', () => {
  it.each([
    ['a slug with an encoded slash', '/artigo/a%2Fb'],
    ['a dot-dot slug', '/artigo/%2E%2E'],
    ['a slug with upper case and spaces', '/artigo/Nao%20Existe'],
    ['a slug longer than any', `/artigo/${'a'.repeat(121)}`],
    ['a document-id-looking path', '/artigo/__name__'],
    ['a tag longer than any', `/tag/${'x'.repeat(41)}`],
    ['an unknown category', '/categoria/inexistente'],
    ['a visitor id with a slash', '/visitante/a%2Fb'],
    ['an article id with a dot', '/artigo/id/a.b'],
    ['a path longer than any route', `/artigo/${'a-'.repeat(MAX_PATH_CHARS)}`],
    ['a nested unknown route', '/artigo/a/b/c'],
    ['broken percent-encoding', '/artigo/%E0%A4%A'],
  ])('%s (%s) → 404', async (_name, path) => {
    const { db, used } = untouchedDb();
    const result = await resultFor(db, path);
    expect(result.status).toBe(404);
    expect(used).toEqual([]);
  });
});

describe('feeds: tags and categories that name no feed', () => {
  it.each([
    `/rss/tag/${'x'.repeat(41)}.xml`,
    '/rss/tag/%20.xml',
    '/rss/categoria/inexistente.xml',
    '/rss/tag/a/b.xml',
    '/rss/tag/%E0%A4%A.xml',
  ])('%s → no feed', (path) => expect(parseFeedPath(path)).toBeNull());

  it('a 40-character tag still has its feed', () =>
    expect(parseFeedPath(`/rss/tag/${'x'.repeat(40)}.xml`)).toMatchObject({ label: 'x'.repeat(40) }));
});
