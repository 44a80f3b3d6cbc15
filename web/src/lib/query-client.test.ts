import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  CACHE_KEY,
  createPersister,
  createQueryClient,
  invalidateArticleQueries,
  pruneClient,
  shouldPersistQuery,
} from './query-client';
import { queryKeys } from './query-keys';

describe('query client', () => {
  it('uses the spec defaults', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.staleTime).toBe(5 * 60 * 1000);
    expect(q.gcTime).toBe(10 * 60 * 1000);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.retry).toBe(1);
  });

  it('persists at most 20 successful queries, newest first', () => {
    const queries = Array.from({ length: 25 }, (_, i) => ({
      queryKey: ['articles', 'x', i],
      queryHash: String(i),
      state: { status: i === 24 ? 'error' : 'success', dataUpdatedAt: i, data: i },
    }));
    const client = { timestamp: 1, buster: '', clientState: { queries, mutations: [] } } as unknown as PersistedClient;
    const kept = pruneClient(client).clientState.queries.map((q) => q.state.dataUpdatedAt);
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(23);
    expect(kept).not.toContain(24);
    expect(kept).not.toContain(3);
  });

  it('writes the cache under the versioned key', async () => {
    localStorage.clear();
    const persister = createPersister(localStorage)!;
    await persister.persistClient({ timestamp: 1, buster: 'v3', clientState: { queries: [], mutations: [] } });
    await new Promise((r) => setTimeout(r, 600)); // the persister throttles writes
    expect(CACHE_KEY).toBe('pauta-cache-v3');
    expect(localStorage.getItem(CACHE_KEY)).toContain('"buster":"v3"');
  });

  it('persists reader data only', () => {
    expect(shouldPersistQuery(queryKeys.latest(6))).toBe(true);
    expect(shouldPersistQuery(queryKeys.tagStats())).toBe(true);
    expect(shouldPersistQuery(['admin', 'articles'])).toBe(false);
  });

  it('invalidateArticleQueries marks every article list, article and tag count stale', async () => {
    const qc = createQueryClient();
    qc.setQueryData(queryKeys.latest(6), []);
    qc.setQueryData(queryKeys.articleRef('x'), null);
    qc.setQueryData(queryKeys.tagStats(), []);
    qc.setQueryData(['admin', 'users'], []);
    await invalidateArticleQueries(qc);
    expect(qc.getQueryState(queryKeys.latest(6))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.articleRef('x'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(queryKeys.tagStats())?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['admin', 'users'])?.isInvalidated).toBe(false);
  });
});
