// Puts the profile and articles a rendered /visitante/{id} page was built from into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { toArticleSummary } from '../../lib/article-shape';
import { queryKeys } from '../../lib/query-keys';
import type { RenderPayload } from '@pauta/model';

export function seedProfilesFromServer(queryClient: QueryClient, payload: RenderPayload): void {
  if (payload.profile?.id) queryClient.setQueryData(queryKeys.publicProfile(payload.profile.id), payload.profile);
  if (payload.authorArticles?.id) {
    queryClient.setQueryData(
      queryKeys.author(payload.authorArticles.id),
      payload.authorArticles.docs.map((d) => toArticleSummary(d.id, d.doc)),
    );
  }
}
