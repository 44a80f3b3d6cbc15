// Published article summaries for the reader lists' component tests: `${slug}-${n}` ids, newest first.
import { categoryPath } from '@pauta/model';
import type { ArticleSummary } from '../../../lib/article-shape';
import type { Page } from '../../../lib/cursor';

export function fakeArticles(slug: string, from: number, to: number): ArticleSummary[] {
  return Array.from({ length: to - from }, (_, i) => {
    const n = from + i + 1;
    return {
      id: `${slug}-${n}`,
      slug: `${slug}-artigo-${n}`,
      title: `Artigo ${n} de ${slug}`,
      excerpt: `Resumo do artigo ${n}.`,
      imageUrl: '',
      category: slug,
      categoryPath: categoryPath(slug),
      date: '5 de março de 2026',
      rawDate: '2026-03-05T12:00:00.000Z',
      updatedAt: null,
      author: 'Ana Lima',
      authorId: 'u1',
      tags: [],
      featured: false,
      status: 'published',
    };
  });
}

/** The page of `size` cards after the `after`-th of a category holding `total`. */
export function pageOf(slug: string, after: number, size: number, total: number): Page<ArticleSummary> {
  const items = fakeArticles(slug, after, Math.min(after + size, total));
  const last = after + items.length;
  return { items, next: items.length === size ? { seconds: 0, nanoseconds: 0, id: `${slug}-${last}` } : null };
}
