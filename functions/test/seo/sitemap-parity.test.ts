// The admin's local fallback sitemap (web) and the function's must list the same URLs with the
// same frequencies, priorities and escaping.
import { describe, expect, it } from 'vitest';
import { articleEntry, renderUrlset, staticEntries } from '@pauta/model';
import type { FeedArticle as ArticleCard } from '../../src/seo/article-source';
import { buildLocalSitemap } from '../../../web/src/features/seo/lib/local-sitemap';

describe('local fallback sitemap = function sitemap', () => {
  it('produces the same document for the same articles', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const base = 'https://pauta.example/a&b';
    const articles = [
      {
        id: 'a1',
        slug: 'primeiro',
        createdAt: new Date('2026-01-01T00:00:00Z'),
        updatedAt: new Date('2026-02-01T00:00:00Z'),
      },
      { id: 'b2', slug: '', createdAt: new Date('2026-01-05T00:00:00Z'), updatedAt: null },
      { id: 'c3', slug: 'sem-datas', createdAt: null, updatedAt: null },
    ];
    const cards = articles.map((a): ArticleCard => ({
      ...a,
      title: '',
      excerpt: '',
      imageUrl: '',
      category: '',
      tags: [],
      authorName: '',
      publishedAt: null,
    }));
    const fromFunction = renderUrlset([...staticEntries(base, now), ...cards.map((c) => articleEntry(base, c, now))]);
    expect(buildLocalSitemap(base, articles, now)).toBe(fromFunction);
  });
});
