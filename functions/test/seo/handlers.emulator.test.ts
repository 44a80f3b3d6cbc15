// The sitemap and RSS functions against a real Firestore emulator: published articles appear with
// absolute URLs from settings/site, drafts never do, bodies are sanitized, headers are the spec's.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSitemap } from '../../src/seo/sitemap-handler';
import { handleRss } from '../../src/seo/rss-handler';
import { handleSiteMeta } from '../../src/seo/site-meta';
import { startTestFirestore, type TestFirestore } from '../emulator';
import { callHandler as call } from '../http';

const PROJECT_ID = 'demo-pauta-seo';
const BASE = 'https://pauta.example';
let firestore: TestFirestore;

const parser = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'url' || n === 'item' });
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
};

async function article(id: string, status: 'draft' | 'published', over: Record<string, unknown> = {}) {
  const now = Timestamp.now();
  const data = {
    title: `Título ${id}`,
    excerpt: `Resumo ${id}`,
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status,
    tags: ['IA'],
    tagKeys: ['ia'],
    slug: id,
    authorId: 'autor',
    authorName: 'Ana',
    createdAt: now,
    updatedAt: now,
    publishedAt: status === 'published' ? now : null,
    ...over,
  };
  await getFirestore().doc(`articles/${id}`).set(data);
  await getFirestore()
    .doc(`articleContents/${id}`)
    .set({ content: `<p>Corpo ${id}</p><script>alert(1)</script>`, status, authorId: 'autor', updatedAt: now });
}

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
  await getFirestore()
    .doc('settings/site')
    .set({
      siteTitle: 'Pauta & Cia',
      siteDescription: 'Notícias',
      siteKeywords: '',
      siteUrl: `${BASE}/`,
      updatedAt: Timestamp.now(),
    });
  await article('publicado-1', 'published', { title: 'Tom & Jerry <3> 🚀' });
  await article('publicado-2', 'published', {
    category: 'saude',
    categoryPath: '/categoria/saude',
    tags: ['Educação'],
    tagKeys: ['educacao'],
  });
  await article('rascunho-1', 'draft');
  await article('antigo', 'published', {
    publishedAt: Timestamp.fromDate(new Date(Date.now() - 72 * 3600 * 1000)),
  });
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

describe('sitemap function', () => {
  it('lists fixed entries and published articles, never drafts, with the cache headers', async () => {
    const res = await call(handleSitemap, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = (parse(res.body).urlset.url as { loc: string }[]).map((u) => u.loc);
    expect(locs).toHaveLength(14 + 3);
    expect(locs).toContain(`${BASE}/artigo/publicado-1`);
    expect(locs).toContain(`${BASE}/artigo/antigo`);
    expect(locs.some((l) => l.includes('rascunho'))).toBe(false);
  });

  it('sitemap-1.xml is the same list; sitemap-2.xml does not exist below 50,000 URLs', async () => {
    expect((await call(handleSitemap, '/sitemap-1.xml')).status).toBe(200);
    expect((await call(handleSitemap, '/sitemap-2.xml')).status).toBe(404);
  });

  it('news sitemap: only the last 48 hours, never drafts', async () => {
    const res = await call(handleSitemap, '/news-sitemap.xml');
    // Titles: the pages' takedown promise.
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    const urls = parse(res.body).urlset.url as { loc: string; 'news:news': { 'news:title': string } }[];
    expect(urls.map((u) => u.loc).sort()).toEqual([`${BASE}/artigo/publicado-1`, `${BASE}/artigo/publicado-2`]);
    expect(urls.find((u) => u.loc.endsWith('publicado-1'))!['news:news']['news:title']).toBe('Tom & Jerry <3> 🚀');
  });

  it('answers the debug page’s OPTIONS check', async () => {
    const res = await call(handleSitemap, '/sitemap.xml', 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets a browser on the site POST JSON and send OPTIONS (the generator and the status check)', async () => {
    const res = await call(handleSitemap, '/sitemap.xml', 'OPTIONS');
    const allowed = (name: string) => res.headers[name]!.split(',').map((v: string) => v.trim().toLowerCase());
    expect(allowed('access-control-allow-methods')).toEqual(expect.arrayContaining(['post', 'options', 'get']));
    expect(allowed('access-control-allow-headers')).toContain('content-type');
  });
});

describe('rss function', () => {
  it('/rss.xml: published articles with sanitized bodies, no drafts', async () => {
    const res = await call(handleRss, '/rss.xml');
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    // Full bodies: gone from the CDN within a minute of a takedown (fresh 30 s + stale 30 s).
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    const channel = parse(res.body).rss.channel;
    expect(channel.title).toBe('Pauta & Cia');
    const items = channel.item as { link: string; 'content:encoded': string; title: string }[];
    expect(items.map((i) => i.link).sort()).toEqual(
      [`${BASE}/artigo/antigo`, `${BASE}/artigo/publicado-1`, `${BASE}/artigo/publicado-2`].sort(),
    );
    const first = items.find((i) => i.link.endsWith('publicado-1'))!;
    expect(first.title).toBe('Tom & Jerry <3> 🚀');
    expect(first['content:encoded']).toBe('<p>Corpo publicado-1</p>');
  });

  it('category and tag feeds filter; an unknown category is a 404', async () => {
    const cat = parse((await call(handleRss, '/rss/categoria/saude.xml')).body).rss.channel;
    expect(cat.title).toBe('Pauta & Cia — Saúde');
    expect((cat.item as { link: string }[]).map((i) => i.link)).toEqual([`${BASE}/artigo/publicado-2`]);
    const tag = parse((await call(handleRss, '/rss/tag/educa%C3%A7%C3%A3o.xml')).body).rss.channel;
    expect((tag.item as { link: string }[]).map((i) => i.link)).toEqual([`${BASE}/artigo/publicado-2`]);
    expect((await call(handleRss, '/rss/categoria/nada.xml')).status).toBe(404);
  });
});

describe('siteMeta function', () => {
  it('serves the public SEO settings as JSON with CDN caching', async () => {
    const res = await call(handleSiteMeta, '/site-meta.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=3600');
    expect(JSON.parse(res.body)).toEqual({
      siteTitle: 'Pauta & Cia',
      siteDescription: 'Notícias',
      siteKeywords: '',
      siteUrl: `${BASE}/`,
    });
  });
});
