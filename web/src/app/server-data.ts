// The hand-over from a page the render function sent (functions/src/render) to the app: the data it
// embedded goes into the query cache (Timestamps revived), then the app renders hidden and takes the
// page's place once its route is ready, so readers never see a skeleton over content they had.
import type { QueryClient } from '@tanstack/react-query';
import { RENDER_PAYLOAD_VERSION, type RenderedPageData } from '@pauta/model';
import { seedArticlesFromServer } from '../features/articles';
import { seedTopicsFromServer } from '../features/topics';
import { seedSearchFromServer } from '../features/search';
import { seedProfilesFromServer } from '../features/profiles';
import { seedCorrectionsFromServer } from '../features/corrections';

/** What the app reads of a Timestamp (seconds, nanoseconds, toDate), without loading Firestore. */
function timestampLike(seconds: number, nanoseconds: number) {
  return { seconds, nanoseconds, toDate: () => new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)) };
}

const revive = (_key: string, value: unknown) => {
  const ts = value && typeof value === 'object' && (value as { __ts?: unknown }).__ts;
  return Array.isArray(ts) && ts.length === 2 ? timestampLike(Number(ts[0]), Number(ts[1])) : value;
};

export function applyServerData(queryClient: QueryClient, json: string): void {
  const payload = JSON.parse(json, revive) as Partial<RenderedPageData>;
  if (payload.v !== RENDER_PAYLOAD_VERSION) return;
  seedArticlesFromServer(queryClient, payload);
  seedTopicsFromServer(queryClient, payload);
  seedSearchFromServer(queryClient, payload);
  seedProfilesFromServer(queryClient, payload);
  seedCorrectionsFromServer(queryClient, payload);
}
