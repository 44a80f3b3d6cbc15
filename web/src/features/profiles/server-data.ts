// Puts the profile and articles a rendered /visitante/{id} page was built from into the query cache.
import type { QueryClient } from '@tanstack/react-query';
import { toArticleSummary } from '../../lib/article-shape';
import { queryKeys } from '../../lib/query-keys';
import type { ServerDoc } from '../articles';
import type { PublicProfile } from './api/visitor';

export interface ProfilesPayload {
  profile?: PublicProfile;
  authorArticles?: { id: string; docs: ServerDoc[] };
}

export function seedProfilesFromServer(queryClient: QueryClient, payload: ProfilesPayload): void {
  if (payload.profile?.id) queryClient.setQueryData(queryKeys.publicProfile(payload.profile.id), payload.profile);
  if (payload.authorArticles?.id) {
    queryClient.setQueryData(
      queryKeys.author(payload.authorArticles.id),
      payload.authorArticles.docs.map((d) => toArticleSummary(d.id, d.doc)),
    );
  }
}
