// The app's query client. Its persisted cache (localStorage, 5 minutes) is restored before the
// first render and before any route prefetch, so a returning visitor's screens cost fewer reads.
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { CACHE_MAX_AGE, createPersister, createQueryClient, shouldPersistQuery } from '../lib/query-client';

export const queryClient = createQueryClient();

function startPersistence(): Promise<void> {
  const persister = createPersister();
  if (!persister) return Promise.resolve();
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: CACHE_MAX_AGE,
    buster: 'v3',
    dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.status === 'success' && shouldPersistQuery(q.queryKey) },
  });
  return restored.catch(() => undefined); // a corrupt cache is dropped by the persister; start empty
}

export const cacheRestored: Promise<void> = startPersistence();
