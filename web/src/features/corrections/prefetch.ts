// Route prefetch for /correcoes (see features/articles/prefetch.ts).
import type { QueryClient } from '@tanstack/react-query';
import { correctionsOptions } from './queries';

export function prefetchCorrections(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(correctionsOptions());
}
