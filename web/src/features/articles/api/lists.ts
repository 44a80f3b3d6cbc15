// Home page lists: the featured article (limit 1) and the latest N.
import { fetchPublishedPage, noFilters, type ArticleFilters } from '../../../lib/published-articles';
import type { ArticleSummary } from '../../../lib/article-shape';

export async function fetchFeatured(): Promise<ArticleSummary | null> {
  const page = await fetchPublishedPage((fs) => [fs.where('featured', '==', true)], 1);
  return page.items[0] ?? null;
}

export async function fetchLatest(count: number): Promise<ArticleSummary[]> {
  return (await fetchPublishedPage(noFilters, count)).items;
}

export const categoryFilter =
  (slug: string): ArticleFilters =>
  (fs) => [fs.where('category', '==', slug.toLowerCase())];
