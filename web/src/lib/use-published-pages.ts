// Infinite list of published articles with serializable cursors (category, tag, all articles).
// The options are shared by the hooks and the route prefetch so both hit the same cache entry.
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { PageCursor } from './cursor';
import { fetchPublishedPage, type ArticleFilters } from './published-articles';

export function publishedPagesOptions(queryKey: QueryKey, filters: ArticleFilters, pageSize: number) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as PageCursor | null,
    queryFn: ({ pageParam }) => fetchPublishedPage(filters, pageSize, pageParam),
    getNextPageParam: (last) => last.next,
  });
}

export function usePublishedPages(options: ReturnType<typeof publishedPagesOptions>, enabled = true) {
  const result = useInfiniteQuery({ ...options, enabled });
  const articles = result.data?.pages.flatMap((p) => p.items) ?? [];
  return { ...result, articles };
}
