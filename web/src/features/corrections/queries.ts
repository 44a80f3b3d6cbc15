// Query options of /correcoes, shared by its page, its route prefetch and the rendered page's hand-over.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import type { PageCursor } from '../../lib/cursor';
import { fetchCorrectionsPage } from './api/corrections';

export const correctionsOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.corrections(),
    queryFn: ({ pageParam }) => fetchCorrectionsPage(pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last) => last.next,
    // A correction shows here within a minute of its save.
    staleTime: 30_000,
  });
