// The app's TanStack Query client and its localStorage persistence (version 3 key,
// 5 minute expiry, at most 20 entries, oldest evicted).
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { queryKeys } from './query-keys';

export const CACHE_KEY = 'pauta-cache-v3';
export const CACHE_MAX_AGE = 5 * 60 * 1000;
export const CACHE_MAX_ENTRIES = 20;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

/** Keeps the newest successful queries only, so the stored cache never grows past the limit. */
export function pruneClient(client: PersistedClient, maxEntries = CACHE_MAX_ENTRIES): PersistedClient {
  const queries = [...client.clientState.queries]
    .filter((q) => q.state.status === 'success')
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, maxEntries);
  return { ...client, clientState: { ...client.clientState, queries } };
}

export function createPersister(storage: Storage | undefined = safeLocalStorage()): Persister | undefined {
  if (!storage) return undefined;
  return createSyncStoragePersister({
    storage,
    key: CACHE_KEY,
    throttleTime: 500,
    serialize: (client) => JSON.stringify(pruneClient(client)),
  });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

/** Only public reader data is persisted; session-scoped data (admin lists, profiles) stays in memory. */
export const PERSISTED_ROOTS = new Set<unknown>([queryKeys.articles[0], queryKeys.tags[0], 'publicProfiles']);
export const shouldPersistQuery = (queryKey: QueryKey) => PERSISTED_ROOTS.has(queryKey[0]);

/** Call after an admin write: every article list, article and tag count is refetched. */
export async function invalidateArticleQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tags }),
  ]);
}
