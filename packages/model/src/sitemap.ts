// The sitemap's entries, priorities and XML, shared by the sitemap function and the
// admin's local fallback sitemap: home daily 1.0, /sobre monthly 0.7, /privacidade and /termos
// yearly 0.3, /topicos weekly 0.6, the nine categories weekly 0.8, each published article monthly
// 0.6; an article's lastmod is when the story last changed for readers (./article-notes.ts
// dateModifiedOf: its material change, else its publication), else its last write, else now.
import { ALL_CATEGORY_SLUGS } from './categories.js';
import { dateModifiedOf } from './article-notes.js';
import { ARTICLE_PATH_PREFIX, articleSlugPath, categoryPath, READER_SEGMENTS } from './paths.js';
import { element, XML_DECLARATION } from './xml.js';

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  changefreq: ChangeFreq;
  priority: string;
}

/** What an article's sitemap entry needs. */
export interface SitemapArticle {
  id: string;
  slug: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt?: Date | null;
  modifiedAt?: Date | null;
}

/** An article's address with its slug (or id) URL-encoded, as sitemaps and feeds list it. */
export const encodedArticlePath = (article: { id: string; slug: string }) =>
  article.slug
    ? articleSlugPath(encodeURIComponent(article.slug))
    : `${ARTICLE_PATH_PREFIX}${READER_SEGMENTS.articleById}/${encodeURIComponent(article.id)}`;

const SITEMAP_PAGES: { path: string; changefreq: ChangeFreq; priority: string }[] = [
  { path: '/', changefreq: 'daily', priority: '1.0' },
  { path: '/sobre', changefreq: 'monthly', priority: '0.7' },
  { path: '/privacidade', changefreq: 'yearly', priority: '0.3' },
  { path: '/termos', changefreq: 'yearly', priority: '0.3' },
  { path: '/topicos', changefreq: 'weekly', priority: '0.6' },
];

/** Number of entries before the articles (pages plus categories). */
export const STATIC_ENTRY_COUNT = SITEMAP_PAGES.length + ALL_CATEGORY_SLUGS.length;

export function staticEntries(baseUrl: string, now: Date): SitemapEntry[] {
  const lastmod = now.toISOString();
  return [
    ...SITEMAP_PAGES.map((p) => ({
      loc: `${baseUrl}${p.path}`,
      lastmod,
      changefreq: p.changefreq,
      priority: p.priority,
    })),
    ...ALL_CATEGORY_SLUGS.map((slug) => ({
      loc: `${baseUrl}${categoryPath(slug)}`,
      lastmod,
      changefreq: 'weekly' as const,
      priority: '0.8',
    })),
  ];
}

export function articleEntry(baseUrl: string, a: SitemapArticle, now: Date): SitemapEntry {
  return {
    loc: `${baseUrl}${encodedArticlePath(a)}`,
    lastmod: (
      dateModifiedOf({ modifiedAt: a.modifiedAt ?? null, publishedAt: a.publishedAt ?? null }) ??
      a.updatedAt ??
      a.createdAt ??
      now
    ).toISOString(),
    changefreq: 'monthly',
    priority: '0.6',
  };
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlset(entries: Iterable<SitemapEntry>): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`];
  for (const e of entries) {
    lines.push(
      `  <url>${element('loc', e.loc)}${element('lastmod', e.lastmod)}` +
        `${element('changefreq', e.changefreq)}${element('priority', e.priority)}</url>`,
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
