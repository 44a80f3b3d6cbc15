// Query keys and options of the newsroom screens. Admin data lives under ['admin'] and is never
// persisted (lib/query-client persists reader data only). Lists are keyed by their author scope
// (a contributor's own articles, or everyone's).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  fetchAdminPage,
  fetchReviewQueue,
  fetchStatusCounts,
  searchByTitle,
  type AuthorScope,
  type StatusFilter,
} from './api/list-articles';
import { fetchRevisions } from './api/revisions';
import { fetchArticleNotes } from '../../lib/read-article-notes';
import { fetchLiveCoverage } from './api/live-coverage';
import { fetchPublishedBySchedule, fetchScheduled } from './api/schedules';

export const adminKeys = {
  all: ['admin'] as const,
  articles: ['admin', 'articles'] as const,
  list: (status: StatusFilter, author: AuthorScope) => ['admin', 'articles', 'list', status, author] as const,
  counts: (author: AuthorScope) => ['admin', 'articles', 'counts', author] as const,
  reviewQueue: (author: AuthorScope) => ['admin', 'articles', 'review-queue', author] as const,
  search: (text: string, author: AuthorScope) => ['admin', 'articles', 'search', text, author] as const,
  revisions: (id: string) => ['admin', 'articles', 'revisions', id] as const,
  notes: (id: string) => ['admin', 'articles', 'notes', id] as const,
  previewLinks: (id: string) => ['admin', 'articles', 'preview-links', id] as const,
  liveCoverage: (id: string) => ['admin', 'articles', 'live', id] as const,
  origin: (id: string) => ['admin', 'articles', 'origin', id] as const,
  scheduled: ['admin', 'articles', 'scheduled'] as const,
  publishedBySchedule: ['admin', 'articles', 'published-by-schedule'] as const,
};

/** /admin/schedules refreshes itself this often (a publication shows without a reload). */
export const SCHEDULES_REFRESH_MS = 10_000;
/** 'Atualizações ao vivo' refreshes itself this often (another staff member's entries show). */
const LIVE_PANEL_REFRESH_MS = 10_000;

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export const articlePagesOptions = (status: StatusFilter, author: AuthorScope) =>
  infiniteQueryOptions({
    queryKey: adminKeys.list(status, author),
    queryFn: ({ pageParam }) => fetchAdminPage(status, pageParam, author),
    initialPageParam: null as Parameters<typeof fetchAdminPage>[1],
    getNextPageParam: (last) => last.next,
    ...fresh,
  });

export const statusCountsOptions = (author: AuthorScope) =>
  queryOptions({ queryKey: adminKeys.counts(author), queryFn: () => fetchStatusCounts(author), ...fresh });

export const reviewQueueOptions = (author: AuthorScope) =>
  queryOptions({ queryKey: adminKeys.reviewQueue(author), queryFn: () => fetchReviewQueue(author), ...fresh });

export const titleSearchOptions = (text: string, author: AuthorScope) =>
  queryOptions({
    queryKey: adminKeys.search(text, author),
    queryFn: () => searchByTitle(text, author),
    enabled: !!text.trim(),
  });

export const revisionsOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.revisions(id), queryFn: () => fetchRevisions(id), ...fresh });

/** A published article's notes (the editor's 'Correções e atualizações'). */
export const notesOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.notes(id), queryFn: () => fetchArticleNotes(id), ...fresh });

/** A published article's live coverage and entries ('Atualizações ao vivo'): others' posts show within 10 s. */
export const liveCoverageOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.liveCoverage(id),
    queryFn: () => fetchLiveCoverage(id),
    ...fresh,
    refetchInterval: LIVE_PANEL_REFRESH_MS,
  });

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
