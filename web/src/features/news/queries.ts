// Query options of the news search. The server keeps the 15-minute cache, so each search asks it
// again (staleTime 0) and a failure is shown at once (no automatic retry: 'Tentar novamente' is the retry).
import { queryOptions } from '@tanstack/react-query';
import type { NewsCategory } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';
import { callFetchNews } from './api/call-fetch-news';

export interface NewsSearchParams {
  category: NewsCategory;
  text: string;
  page: number;
}

export const newsSearchOptions = (params: NewsSearchParams, fetchAttempt: number) =>
  queryOptions({
    queryKey: queryKeys.newsSearch(params.category, params.text, params.page),
    queryFn: () =>
      callFetchNews({
        tag: params.text,
        category: params.category,
        page: params.page,
        cacheBuster: Date.now(),
        fetchAttempt,
      }),
    staleTime: 0,
    retry: false,
  });
