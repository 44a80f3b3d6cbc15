// Query options of the dashboard (shared keys in lib/query-keys). Admin data is never persisted
// (see lib/query-client) and is re-read on every visit.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchStatusCounts } from '../articles-admin';
import { fetchRecentArticles } from './api/dashboard';

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };

export const dashboardCountsOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard('counts'), queryFn: fetchStatusCounts, ...fresh });

export const recentArticlesOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard('recent'), queryFn: fetchRecentArticles, ...fresh });
