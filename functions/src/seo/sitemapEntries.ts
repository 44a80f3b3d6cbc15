// The sitemap's entries and priorities (spec §9): home daily 1.0, /sobre monthly 0.7, /privacidade
// and /termos yearly 0.3, /topicos weekly 0.6, the nine categories weekly 0.8, each published
// article monthly 0.6; lastmod is the update date, else the creation date, else now.
import { ALL_CATEGORY_SLUGS, categoryPath } from '../model';

export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  changefreq: ChangeFreq;
  priority: string;
}

/** The card fields a sitemap or feed needs; never the body. */
export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  category: string;
  tags: string[];
  authorName: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
}

const STATIC_PAGES: { path: string; changefreq: ChangeFreq; priority: string }[] = [
  { path: '/', changefreq: 'daily', priority: '1.0' },
  { path: '/sobre', changefreq: 'monthly', priority: '0.7' },
  { path: '/privacidade', changefreq: 'yearly', priority: '0.3' },
  { path: '/termos', changefreq: 'yearly', priority: '0.3' },
  { path: '/topicos', changefreq: 'weekly', priority: '0.6' },
];

/** Number of entries before the articles (pages plus categories). */
export const STATIC_ENTRY_COUNT = STATIC_PAGES.length + ALL_CATEGORY_SLUGS.length;

export function staticEntries(baseUrl: string, now: Date): SitemapEntry[] {
  const lastmod = now.toISOString();
  return [
    ...STATIC_PAGES.map((p) => ({
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

export const articlePath = (a: Pick<ArticleCard, 'id' | 'slug'>) =>
  a.slug ? `/artigo/${encodeURIComponent(a.slug)}` : `/artigo/id/${encodeURIComponent(a.id)}`;

export function articleEntry(baseUrl: string, a: ArticleCard, now: Date): SitemapEntry {
  return {
    loc: `${baseUrl}${articlePath(a)}`,
    lastmod: (a.updatedAt ?? a.createdAt ?? now).toISOString(),
    changefreq: 'monthly',
    priority: '0.6',
  };
}
