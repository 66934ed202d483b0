// GET /edrocks/api/{admins|users}/:id -> one account (404 for accounts the role does not manage).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_ENDPOINTS, type UserScreen } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './user-screens';

export function getUser(screen: UserScreen, id: number, signal?: AbortSignal) {
  return callEndpoint(USER_ENDPOINTS[screen].get, { params: { id }, signal });
}

export function useUser(screen: UserScreen, id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...userKeys.detail(id), screen],
      queryFn: ({ signal }) => getUser(screen, id, signal),
    }),
  );
}
