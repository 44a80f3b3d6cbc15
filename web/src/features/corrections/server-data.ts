// Keeps the corrections a rendered /correcoes was built from, as they came: the page turns them into
// its first page (./queries.ts), so /correcoes boots without reading them again.
import type { QueryClient } from '@tanstack/react-query';
import type { RenderPayload } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';

export function seedCorrectionsFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (payload.corrections) queryClient.setQueryData(queryKeys.rendered('corrections'), payload.corrections);
}
