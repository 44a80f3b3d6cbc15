// Query options of the users screen. Admin data: never persisted, re-read on every visit.
import { queryOptions } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { fetchUsersPage, searchUsers } from './api/users';

export const usersKeys = {
  all: ['admin', 'users'] as const,
  page: (index: number) => ['admin', 'users', 'page', index] as const,
  search: (term: string) => ['admin', 'users', 'search', term] as const,
};

const adminQuery = { staleTime: 0, refetchOnMount: 'always' as const, retry: false };

export const usersPageOptions = (index: number, cursor: QueryDocumentSnapshot | null) =>
  queryOptions({ queryKey: usersKeys.page(index), queryFn: () => fetchUsersPage(cursor), ...adminQuery });

export const usersSearchOptions = (term: string) =>
  queryOptions({ queryKey: usersKeys.search(term), queryFn: () => searchUsers(term), ...adminQuery });
