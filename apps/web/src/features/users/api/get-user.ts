// GET /edrocks/api/{admins|users}/:id -> one account (404 for accounts the role does not manage).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser, UserScreen } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { USER_API, userApiPath, usersQueryKey } from './user-screens';

export function getUser(screen: UserScreen, id: number) {
  return apiRequest<ManagedUser>(userApiPath(USER_API[screen].one, id));
}

export function userQueryKey(screen: UserScreen, id: number) {
  return [...usersQueryKey, 'one', screen, id] as const;
}

export function useUser(screen: UserScreen, id: number) {
  return useQuery(
    queryOptions({ queryKey: userQueryKey(screen, id), queryFn: () => getUser(screen, id) }),
  );
}
