import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublishedPages } from '../../../lib/use-published-pages';
import { categoryOptions, homeOptions, showcaseOptions } from '../queries';
import { HOME_LATEST_COUNT } from '@pauta/model';

// Every home section reads the one home snapshot query (one document read for all of them).
export const useFeatured = () => useQuery({ ...homeOptions(), select: (home) => home.featured });

export const useLatest = (count = HOME_LATEST_COUNT) =>
  useQuery({ ...homeOptions(), select: (home) => home.latest.slice(0, count) });

export const useRecommendedPreview = () => useQuery({ ...homeOptions(), select: (home) => home.recommendedPreview });

/** The home showcase of one category: the snapshot's six, then six more per click. */
export const useShowcase = (slug: string) => usePublishedPages(showcaseOptions(useQueryClient(), slug));

/** A category's published articles, a page at a time (9 on the category page). */
export const useCategoryArticles = (slug: string, pageSize: number) =>
  usePublishedPages(categoryOptions(slug, pageSize), !!slug);
