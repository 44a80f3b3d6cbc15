import { useQuery } from '@tanstack/react-query';
import { usePublishedPages } from '../../../lib/use-published-pages';
import { categoryOptions, featuredOptions, HOME_LATEST_COUNT, latestOptions } from '../queries';

export { CATEGORY_PAGE_SIZE, HOME_LATEST_COUNT, SHOWCASE_STEP } from '../queries';

export const useFeatured = () => useQuery(featuredOptions());

export const useLatest = (count = HOME_LATEST_COUNT) => useQuery(latestOptions(count));

/** A category's published articles, a page at a time (6 on the home showcase, 9 on the category page). */
export const useCategoryArticles = (slug: string, pageSize: number) =>
  usePublishedPages(categoryOptions(slug, pageSize), !!slug);
