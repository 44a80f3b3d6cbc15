// Query options of the users screen. Admin data: never persisted, re-read on every visit.
import { queryOptions } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { queryKeys } from '../../lib/query-keys';
import { fetchUsersPage, searchUsers } from './api/users';

const adminQuery = { staleTime: 0, refetchOnMount: 'always' as const, retry: false };

export const usersPageOptions = (index: number, cursor: QueryDocumentSnapshot | null) =>
  queryOptions({ queryKey: queryKeys.usersPage(index), queryFn: () => fetchUsersPage(cursor), ...adminQuery });

export const usersSearchOptions = (term: string) =>
  queryOptions({ queryKey: queryKeys.usersSearch(term), queryFn: () => searchUsers(term), ...adminQuery });
