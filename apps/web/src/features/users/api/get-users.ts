// GET /edrocks/api/{admins|users}?q=&page=&pageSize=&sort=&order=&role=&active= -> one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_ENDPOINTS, type UserScreen } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { userKeys } from './user-screens';

export type UsersQuery = QueryInput<typeof USER_ENDPOINTS.allUsers.list>;

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
