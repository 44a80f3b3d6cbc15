// Query options of the visitor profile page (shared keys in lib/query-keys).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchAuthorArticles, fetchPublicProfile } from './api/visitor';

export const publicProfileOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.publicProfile(id), queryFn: () => fetchPublicProfile(id) });

export const authorArticlesOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.author(id), queryFn: () => fetchAuthorArticles(id) });
