// Route prefetch for the topics feature (see features/articles/prefetch.ts).
import type { QueryClient } from '@tanstack/react-query';
import { tagArticlesOptions, tagCountsOptions } from './queries';

export function prefetchTagCounts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(tagCountsOptions());
}

export function prefetchTag(queryClient: QueryClient, tag: string | undefined): void {
  if (tag?.trim()) void queryClient.prefetchInfiniteQuery(tagArticlesOptions(tag.trim()));
}
