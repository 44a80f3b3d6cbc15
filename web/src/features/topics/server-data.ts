// Puts the documents a rendered topics or tag page was built from into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { LIST_PAGE_SIZES, type RenderPayload } from '@pauta/model';
import { firstPageFrom } from '../articles';
import { toTagCounts } from './lib/tag-counts';

export function seedTopicsFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (payload.tagStats) queryClient.setQueryData(queryKeys.tagStats(), toTagCounts(payload.tagStats));
  if (payload.list?.kind === 'tag') {
    queryClient.setQueryData(
      queryKeys.tag(payload.list.key, LIST_PAGE_SIZES.tag),
      firstPageFrom(payload.list.docs, LIST_PAGE_SIZES.tag),
    );
  }
}
