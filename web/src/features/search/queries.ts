import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { searchEngine } from './api/engine';

export const searchResultsOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.search(query),
    queryFn: () => searchEngine.search(query),
    enabled: query.length > 0,
    staleTime: 60_000,
  });
