// Puts the documents a rendered topics or tag page was built from into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import type { TagStatsDoc } from '@pauta/model';
import { firstPageFrom, type ServerDoc } from '../articles';
import { toTagCounts } from './lib/tag-counts';
import { LIST_PAGE_SIZES } from '@pauta/model';

export interface TopicsPayload {
  tagStats?: TagStatsDoc['tags'];
  list?: { kind: 'category' | 'tag' | 'all'; key: string; docs: ServerDoc[] };
}

export function seedTopicsFromServer(queryClient: QueryClient, payload: TopicsPayload): void {
  if (payload.tagStats) queryClient.setQueryData(queryKeys.tagStats(), toTagCounts(payload.tagStats));
  if (payload.list?.kind === 'tag') {
    queryClient.setQueryData(
      queryKeys.tag(payload.list.key, LIST_PAGE_SIZES.tag),
      firstPageFrom(payload.list.docs, LIST_PAGE_SIZES.tag),
    );
  }
}
