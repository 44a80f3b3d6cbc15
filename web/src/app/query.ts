// The app's query client. Its persisted cache (localStorage, 5 minutes) is restored before the
// first render and before any route prefetch, so a returning reader's pages cost no reads; so is the
// data a server-rendered page embeds.
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

/**
 * A page rendered by the server embeds the documents it was built from (#pauta-data): they go into
 * the cache after the stored one (so they win), before any route prefetch or first render reads.
 */
async function applyEmbeddedData(): Promise<void> {
  const json = typeof document === 'undefined' ? null : document.getElementById('pauta-data')?.textContent;
  if (!json) return;
  try {
    const { applyServerData } = await import('./server-data');
    applyServerData(queryClient, json);
  } catch {
    // a bad payload only costs the reads it would have saved
  }
}

export const cacheRestored: Promise<void> = startPersistence().then(applyEmbeddedData);
