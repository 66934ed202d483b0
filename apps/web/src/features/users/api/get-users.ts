// GET /edrocks/api/{admins|users}?q=&page=&pageSize=&sort=&order=&role=&active= -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUserPage, UserScreen } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { USER_API, usersQueryKey } from './user-screens';

export function getUsers(screen: UserScreen, query: Record<string, string | number>) {
  return apiRequest<ManagedUserPage>(USER_API[screen].list, { query });
}

export function usersQueryOptions(screen: UserScreen, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', screen, query] as const,
    queryFn: () => getUsers(screen, query),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(screen: UserScreen, query: Record<string, string | number>) {
  return useQuery(usersQueryOptions(screen, query));
}
