// Puts the results a rendered /busca page was built from into the query cache, so the app shows
// them without downloading the index first.
import type { QueryClient } from '@tanstack/react-query';
import type { RenderPayload } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';

export function seedSearchFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (payload.search?.query && Array.isArray(payload.search.hits)) {
    queryClient.setQueryData(queryKeys.search(payload.search.query), payload.search.hits);
  }
}
