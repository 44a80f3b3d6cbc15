// Query options of the news search and of the pautas (Posts Gerados). The server keeps the news
// search's 15-minute cache, so each search asks it again (staleTime 0) and a failure is shown at
// once (no automatic retry: 'Tentar novamente' is the retry). Pautas are admin data: re-read on
// every visit, never persisted.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GeneratedPostStatus, NewsCategory } from '@pauta/model';
import { queryKeys } from '../../lib/query-keys';
import { callFetchNews } from './api/call-fetch-news';
import type { PageCursor } from '../../lib/cursor';
import { countBySource, fetchAssignees, fetchPautaCounts, fetchPautaPage } from './api/pautas';

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

export const pautaKeys = {
  all: ['admin', 'pautas'] as const,
  list: (status: GeneratedPostStatus) => ['admin', 'pautas', 'list', status] as const,
  counts: () => ['admin', 'pautas', 'counts'] as const,
  sources: (keys: string[]) => ['admin', 'pautas', 'sources', keys] as const,
  assignees: () => ['admin', 'pautas', 'assignees'] as const,
};

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export const pautaPagesOptions = (status: GeneratedPostStatus) =>
  infiniteQueryOptions({
    queryKey: pautaKeys.list(status),
    queryFn: ({ pageParam }) => fetchPautaPage(status, pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last) => last.next,
    ...fresh,
  });

export const pautaCountsOptions = () =>
  queryOptions({ queryKey: pautaKeys.counts(), queryFn: fetchPautaCounts, ...fresh });

export const sourceCountsOptions = (keys: string[]) =>
  queryOptions({
    queryKey: pautaKeys.sources(keys),
    queryFn: () => countBySource(keys),
    enabled: keys.length > 0,
    ...fresh,
  });

export const assigneesOptions = () =>
  queryOptions({ queryKey: pautaKeys.assignees(), queryFn: fetchAssignees, staleTime: 60_000 });
