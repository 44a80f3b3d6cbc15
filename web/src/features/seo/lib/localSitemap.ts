// The local fallback sitemap (spec §4 and §9), built in the browser when the function fails.
// Same entries, priorities and escaping as functions/src/seo (compared in
// functions/test/seo/sitemap-parity.test.ts): keep the two in step.
import { ALL_CATEGORIES, categoryPath } from '../../../lib/model';

export interface LocalSitemapArticle {
  id: string;
  slug: string;
  updatedAt: Date | null;
  createdAt: Date | null;
}

const STATIC_PAGES = [
  { path: '/', changefreq: 'daily', priority: '1.0' },
  { path: '/sobre', changefreq: 'monthly', priority: '0.7' },
  { path: '/privacidade', changefreq: 'yearly', priority: '0.3' },
  { path: '/termos', changefreq: 'yearly', priority: '0.3' },
  { path: '/topicos', changefreq: 'weekly', priority: '0.6' },
];

const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (v: string) =>
  v
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function buildLocalSitemap(baseUrl: string, articles: LocalSitemapArticle[], now: Date): string {
  const lastmodNow = now.toISOString();
  const entries = [
    ...STATIC_PAGES.map((p) => ({
      loc: `${baseUrl}${p.path}`,
      lastmod: lastmodNow,
      changefreq: p.changefreq,
      priority: p.priority,
    })),
    ...ALL_CATEGORIES.map((c) => ({
      loc: `${baseUrl}${categoryPath(c.slug)}`,
      lastmod: lastmodNow,
      changefreq: 'weekly',
      priority: '0.8',
    })),
    ...articles.map((a) => ({
      loc: `${baseUrl}${a.slug ? `/artigo/${encodeURIComponent(a.slug)}` : `/artigo/id/${encodeURIComponent(a.id)}`}`,
      lastmod: (a.updatedAt ?? a.createdAt ?? now).toISOString(),
      changefreq: 'monthly',
      priority: '0.6',
    })),
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const e of entries) {
    lines.push(
      `  <url>${element('loc', e.loc)}${element('lastmod', e.lastmod)}` +
        `${element('changefreq', e.changefreq)}${element('priority', e.priority)}</url>`,
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
