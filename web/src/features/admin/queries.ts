// Query options of the dashboard (shared keys in lib/query-keys). Admin data is never persisted
// (see lib/query-client) and is re-read on every visit. A contributor's dashboard counts and lists
// their own articles.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchStatusCounts, type AuthorScope } from '../articles-admin';
import { fetchRecentArticles } from './api/dashboard';

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export const dashboardCountsOptions = (author: AuthorScope) =>
  queryOptions({ queryKey: queryKeys.dashboard('counts', author), queryFn: () => fetchStatusCounts(author), ...fresh });

export const recentArticlesOptions = (author: AuthorScope) =>
  queryOptions({
    queryKey: queryKeys.dashboard('recent', author),
    queryFn: () => fetchRecentArticles(author),
    ...fresh,
  });
