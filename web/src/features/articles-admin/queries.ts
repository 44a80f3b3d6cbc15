// Query keys and options of the newsroom screens. Admin data lives under ['admin'] and is never
// persisted (lib/query-client persists reader data only).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchAdminPage, fetchStatusCounts, searchByTitle, type StatusFilter } from './api/list-articles';
import { fetchRevisions } from './api/revisions';
import { fetchPublishedBySchedule, fetchScheduled } from './api/schedules';

export const adminKeys = {
  all: ['admin'] as const,
  articles: ['admin', 'articles'] as const,
  list: (status: StatusFilter) => ['admin', 'articles', 'list', status] as const,
  counts: () => ['admin', 'articles', 'counts'] as const,
  search: (text: string) => ['admin', 'articles', 'search', text] as const,
  revisions: (id: string) => ['admin', 'articles', 'revisions', id] as const,
  scheduled: ['admin', 'articles', 'scheduled'] as const,
  publishedBySchedule: ['admin', 'articles', 'published-by-schedule'] as const,
};

/** /admin/schedules refreshes itself this often (a publication shows without a reload). */
export const SCHEDULES_REFRESH_MS = 10_000;

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export const articlePagesOptions = (status: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.list(status),
    queryFn: ({ pageParam }) => fetchAdminPage(status, pageParam),
    initialPageParam: null as Parameters<typeof fetchAdminPage>[1],
    getNextPageParam: (last) => last.next,
    ...fresh,
  });

export const statusCountsOptions = () =>
  queryOptions({ queryKey: adminKeys.counts(), queryFn: fetchStatusCounts, ...fresh });

export const titleSearchOptions = (text: string) =>
  queryOptions({ queryKey: adminKeys.search(text), queryFn: () => searchByTitle(text), enabled: !!text.trim() });

export const revisionsOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.revisions(id), queryFn: () => fetchRevisions(id), ...fresh });

export const scheduledOptions = () =>
  queryOptions({
    queryKey: adminKeys.scheduled,
    queryFn: fetchScheduled,
    ...fresh,
    refetchInterval: SCHEDULES_REFRESH_MS,
  });

export const publishedByScheduleOptions = () =>
  queryOptions({
    queryKey: adminKeys.publishedBySchedule,
    queryFn: fetchPublishedBySchedule,
    ...fresh,
    refetchInterval: SCHEDULES_REFRESH_MS,
  });
