// Puts the corrections a rendered /correcoes was built from into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import type { RenderPayload } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';
import { correctionsPageFrom } from './api/corrections';

export function seedCorrectionsFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (!payload.corrections) return;
  queryClient.setQueryData(queryKeys.corrections(), {
    pages: [correctionsPageFrom(payload.corrections.docs)],
    pageParams: [null],
  });
}
