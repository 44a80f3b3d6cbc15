// The sitemap, news sitemap and RSS serializers: exact priorities, escaping (parsed back with an
// XML parser), the 50,000-URL split, and feed path parsing.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articleEntry, renderUrlset, staticEntries, STATIC_ENTRY_COUNT } from '@pauta/model';
import { cdata, escapeXml, siteBaseUrl } from '@pauta/model';
import type { FeedArticle as ArticleCard } from '../../src/seo/article-source';
import { fileRange, planSitemap, MAX_URLS_PER_SITEMAP } from '../../src/seo/sitemap-plan';
import { renderNewsSitemap, renderSitemapIndex } from '../../src/seo/sitemap-xml';
import { renderRss } from '../../src/seo/rss-xml';
import { sanitizeFeedHtml as sanitizeBody } from '../../src/lib/sanitize';
import { parseFeedPath } from '../../src/seo/feed-route';
import { renderRobots } from '../../src/seo/robots';
import { siteInfoFrom } from '../../src/seo/site-base';

const BASE = 'https://pauta.example';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const NASTY = 'Tom & Jerry <b>"aspas" \'simples\'</b> ]]> 🚀 ção\u0001';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'sitemap', 'category'].includes(name),
});
function parse(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

const card = (over: Partial<ArticleCard> = {}): ArticleCard => ({
  id: 'a1',
  slug: 'ia-na-escola',
  title: 'IA na escola',
  excerpt: 'Resumo',
  imageUrl: '',
  category: 'tecnologia',
  tags: [],
  authorName: 'Ana',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  updatedAt: new Date('2026-02-01T00:00:00.000Z'),
  publishedAt: new Date('2026-01-02T00:00:00.000Z'),
  ...over,
});

describe('sitemap entries', () => {
  it('lists home, static pages, /topicos and the nine categories with their frequencies and priorities', () => {
    const rows = staticEntries(BASE, NOW).map((e) => [e.loc.slice(BASE.length), e.changefreq, e.priority]);
    expect(rows).toEqual([
      ['/', 'daily', '1.0'],
      ['/sobre', 'monthly', '0.7'],
      ['/privacidade', 'yearly', '0.3'],
      ['/termos', 'yearly', '0.3'],
      ['/topicos', 'weekly', '0.6'],
      ...[
        'tecnologia',
        'esportes',
        'politica',
        'economia',
        'entretenimento',
        'saude',
        'negocios',
        'ciencia',
        'medicina',
      ].map((c) => [`/categoria/${c}`, 'weekly', '0.8']),
    ]);
    expect(STATIC_ENTRY_COUNT).toBe(14);
  });

  it('articles: monthly 0.6 by slug, /artigo/id/{id} without one; lastmod the last material change, else the publication, else the last write, created, now', () => {
    expect(articleEntry(BASE, card({ modifiedAt: new Date('2026-01-20T10:00:00.000Z') }), NOW)).toEqual({
      loc: `${BASE}/artigo/ia-na-escola`,
      lastmod: '2026-01-20T10:00:00.000Z',
      changefreq: 'monthly',
      priority: '0.6',
    });
    // A later write that changed nothing for readers ('Alteração menor') does not move it.
    expect(articleEntry(BASE, card(), NOW).lastmod).toBe('2026-01-02T00:00:00.000Z');
    expect(articleEntry(BASE, card({ slug: '', publishedAt: null }), NOW)).toMatchObject({
      loc: `${BASE}/artigo/id/a1`,
      lastmod: '2026-02-01T00:00:00.000Z',
    });
    expect(articleEntry(BASE, card({ publishedAt: null, updatedAt: null }), NOW).lastmod).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(articleEntry(BASE, card({ publishedAt: null, updatedAt: null, createdAt: null }), NOW).lastmod).toBe(
      NOW.toISOString(),
    );
  });

  it('renders a urlset that parses back with absolute, escaped URLs', () => {
    const entries = [...staticEntries(BASE, NOW), articleEntry(`${BASE}/a&b`, card(), NOW)];
    const doc = parse(renderUrlset(entries));
    const urls = doc.urlset.url as { loc: string; priority: number | string }[];
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls).toHaveLength(15);
    expect(urls[14]!.loc).toBe(`${BASE}/a&b/artigo/ia-na-escola`);
    expect(urls.every((u) => u.loc.startsWith('https://'))).toBe(true);
  });
});

describe('the 50,000-URL split', () => {
  it('stays a single file up to 50,000 URLs including the 14 fixed entries', () => {
    expect(planSitemap(MAX_URLS_PER_SITEMAP - STATIC_ENTRY_COUNT)).toEqual({ kind: 'single' });
    expect(planSitemap(MAX_URLS_PER_SITEMAP - STATIC_ENTRY_COUNT + 1)).toEqual({ kind: 'index', files: 2 });
    expect(planSitemap(120_000)).toEqual({ kind: 'index', files: 3 });
  });

  it('numbered files cover every article exactly once, the fixed entries only in the first', () => {
    const articles = 120_000;
    const { files } = planSitemap(articles) as { files: number };
    let covered = 0;
    for (let n = 1; n <= files; n++) {
      const r = fileRange(n);
      expect(r.includeStatic).toBe(n === 1);
      expect(r.articleStart).toBe(covered);
      const inFile = Math.min(r.articleEnd, articles) - r.articleStart + (r.includeStatic ? STATIC_ENTRY_COUNT : 0);
      expect(inFile).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
      covered = Math.min(r.articleEnd, articles);
    }
    expect(covered).toBe(articles);
  });

  it('renders the index with absolute numbered file URLs', () => {
    const doc = parse(renderSitemapIndex(BASE, 3, NOW));
    expect((doc.sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc)).toEqual([
      `${BASE}/sitemap-1.xml`,
      `${BASE}/sitemap-2.xml`,
      `${BASE}/sitemap-3.xml`,
    ]);
  });
});

describe('escaping', () => {
  it('escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml('a & b < c > "d" \'e\'\u0000')).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
    expect(escapeXml('\uD800x')).toBe('x');
  });

  it('keeps a CDATA section closed even when the text contains ]]>', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><r>${cdata('a ]]> b')}</r>`;
    expect(new XMLParser().parse(xml).r).toBe('a ]]> b');
  });

  it('news sitemap round-trips a title with &, <, quotes and emoji', () => {
    const xml = renderNewsSitemap([card({ title: NASTY })], {
      baseUrl: BASE,
      publicationName: 'Pauta & Cia',
      language: 'pt',
    });
    const url = parse(xml).urlset.url[0];
    expect(url['news:news']['news:title']).toBe(NASTY.replace('\u0001', ''));
    expect(url['news:news']['news:publication']['news:name']).toBe('Pauta & Cia');
    expect(url['news:news']['news:publication_date']).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('RSS 2.0', () => {
  const channel = {
    title: 'Pauta <Notícias>',
    description: 'Tudo & mais',
    link: `${BASE}/`,
    selfUrl: `${BASE}/rss.xml`,
    baseUrl: BASE,
    buildDate: NOW,
  };

  it('parses back: channel, items with link, guid, pubDate, excerpt and full HTML', () => {
    const xml = renderRss(channel, [
      {
        article: card({ title: NASTY, excerpt: 'Resumo <curto> & bom', tags: ['IA', 'Educação'] }),
        html: '<p>Olá ]]> <b>mundo</b></p>',
      },
      { article: card({ id: 'b2', slug: '' }), html: null },
    ]);
    const rss = parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Pauta <Notícias>');
    expect(rss.channel.language).toBe('pt-BR');
    const [first, second] = rss.channel.item;
    expect(first.title).toBe(NASTY.replace('\u0001', ''));
    expect(first.link).toBe(`${BASE}/artigo/ia-na-escola`);
    expect(first.guid['#text']).toBe(`${BASE}/artigo/ia-na-escola`);
    expect(first.pubDate).toBe('Fri, 02 Jan 2026 00:00:00 GMT');
    expect(first.description).toBe('Resumo <curto> & bom');
    expect(first['content:encoded']).toBe('<p>Olá ]]> <b>mundo</b></p>');
    expect(first.category).toEqual(['tecnologia', 'IA', 'Educação']);
    expect(second.link).toBe(`${BASE}/artigo/id/b2`);
    expect(second['content:encoded']).toBeUndefined();
    // The story's last change for readers: its publication until it changes materially.
    expect(first['atom:updated']).toBe('2026-01-02T00:00:00.000Z');
  });

  it("atom:updated is the page's 'Atualizado em' (the sitemap's lastmod, the JSON-LD's dateModified)", () => {
    const modifiedAt = new Date('2026-01-20T10:00:00.000Z');
    const item = parse(renderRss(channel, [{ article: card({ modifiedAt }), html: null }])).rss.channel.item[0];
    expect(item['atom:updated']).toBe(modifiedAt.toISOString());
    expect(item.pubDate).toBe('Fri, 02 Jan 2026 00:00:00 GMT');
    expect(articleEntry(BASE, card({ modifiedAt }), NOW).lastmod).toBe(item['atom:updated']);
  });

  it('describes the cover as Media RSS: size, text alternative, caption and the photographer’s credit', () => {
    const cover = `${BASE}/capa.webp`;
    const xml = renderRss(channel, [
      {
        article: card({
          imageUrl: cover,
          imageAlt: 'Plenário da Câmara lotado',
          imageCaption: 'Votação da reforma & debate',
          imageCredit: 'Ana Lima/Agência',
          imageVariants: { width: 1600, height: 900, sources: [{ url: cover, width: 1600 }] },
        }),
        html: '',
      },
    ]);
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    const media = parse(xml).rss.channel.item[0]['media:content'];
    expect(media).toMatchObject({
      '@_url': cover,
      '@_medium': 'image',
      '@_type': 'image/webp',
      '@_width': '1600',
      '@_height': '900',
      'media:title': 'Plenário da Câmara lotado',
      'media:description': 'Votação da reforma & debate',
      'media:credit': { '#text': 'Ana Lima/Agência', '@_role': 'photographer' },
    });
  });

  it('sanitizes bodies: no scripts, handlers, iframes or javascript: links; relative links made absolute', () => {
    const html = sanitizeBody(
      '<p onclick="x()">Oi</p><script>alert(1)</script><iframe src="https://evil"></iframe>' +
        '<a href="javascript:alert(1)">a</a><a href="/artigo/x">b</a><img src="/img.webp" onerror="y()">',
      BASE,
    );
    expect(html).toBe(`<p>Oi</p><a>a</a><a href="${BASE}/artigo/x">b</a><img src="${BASE}/img.webp" />`);
  });
});

describe('feed paths', () => {
  it('parses the site, category and tag feeds and refuses unknown ones', () => {
    expect(parseFeedPath('/rss.xml')).toMatchObject({ filter: { kind: 'all' } });
    expect(parseFeedPath('/rss/categoria/saude.xml')).toMatchObject({ filter: { kind: 'category', slug: 'saude' } });
    expect(parseFeedPath('/rss/tag/Educa%C3%A7%C3%A3o.xml')).toMatchObject({
      filter: { kind: 'tag', key: 'educacao' },
      label: 'Educação',
    });
    expect(parseFeedPath('/rss/categoria/desconhecida.xml')).toBeNull();
    expect(parseFeedPath('/rss/tag/%E0%A4%A.xml')).toBeNull();
    expect(parseFeedPath('/feed')).toBeNull();
  });
});

describe('site base and robots.txt', () => {
  const req = { get: (h: string) => ({ host: 'localhost:5000' })[h] };
  it('uses the site URL setting when valid, else the request host', () => {
    expect(siteBaseUrl('https://pauta.example/')).toBe('https://pauta.example');
    expect(siteBaseUrl('ftp://x')).toBeNull();
    expect(siteInfoFrom({ siteUrl: 'https://pauta.example/', siteTitle: 'P' }, req).baseUrl).toBe(
      'https://pauta.example',
    );
    const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-pauta' };
    expect(siteInfoFrom({ siteUrl: '' }, req, emulator)).toMatchObject({
      baseUrl: 'http://localhost:5000',
      title: 'Pauta',
    });
    // A forged host never reaches a feed's URLs (the CDN would cache them for everyone).
    const forged = { get: (h: string) => ({ host: 'evil.example', 'x-forwarded-host': 'evil.example' })[h] };
    expect(siteInfoFrom({ siteUrl: '' }, forged, emulator).baseUrl).toBe('https://demo-pauta.web.app');
  });

  it('robots.txt names the sitemaps with absolute URLs', () => {
    const txt = renderRobots(BASE);
    expect(txt).toContain(`Sitemap: ${BASE}/sitemap.xml\n`);
    expect(txt).toContain('Disallow: /admin\n');
  });
});
