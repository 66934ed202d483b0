// GET /edrocks/api/{admins|users}?q=&page=&pageSize=&sort=&order=&role=&active= -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_ENDPOINTS, USER_SORT_FIELDS, type UserScreen } from '@portal/shared';
import { readListApiQuery, type ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/query-client';
import { userKeys } from './user-screens';

export type UsersQuery = QueryInput<typeof USER_ENDPOINTS.allUsers.list>;

/** The users lists' sort fields and filters, as their URL holds them. */
export const USERS_LIST = {
  sortFields: USER_SORT_FIELDS,
  filters: ['role', 'active'],
} as const satisfies ListUrlStateConfig<string, string>;

export function getUsers(screen: UserScreen, query: UsersQuery, signal?: AbortSignal) {
  return callEndpoint(USER_ENDPOINTS[screen].list, { query, signal });
}

export function usersQueryOptions(screen: UserScreen, query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list({ screen, ...query }),
    queryFn: ({ signal }) => getUsers(screen, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(screen: UserScreen, query: UsersQuery) {
  return useQuery(usersQueryOptions(screen, query));
}

/** The list's page for this URL, asked for while the list's code loads. */
export function prefetchUsersList(screen: UserScreen, url: URL): void {
  void queryClient.prefetchQuery(
    usersQueryOptions(screen, readListApiQuery(url.searchParams, USERS_LIST)),
  );
}
