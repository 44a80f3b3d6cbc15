// Query options of /correcoes. A rendered page's first page is in its data (./server-data.ts).
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { RenderPayload } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';
import type { PageCursor } from '../../lib/cursor';
import { fetchCorrectionsPage } from './api/corrections';
import { correctionsPageFrom } from './lib/correction-view';

export const correctionsOptions = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: queryKeys.corrections(),
    queryFn: ({ pageParam }) => fetchCorrectionsPage(pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last) => last.next,
    initialData: () => {
      const rendered = queryClient.getQueryData<RenderPayload['corrections']>(queryKeys.rendered('corrections'));
      return rendered ? { pages: [correctionsPageFrom(rendered.docs)], pageParams: [null] } : undefined;
    },
    // A correction shows here within a minute of its save.
    staleTime: 30_000,
  });
