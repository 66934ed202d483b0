// GET /edrocks/api/admins/:id/scope -> the admin's schools and villages;
// PUT the same with {schoolIds, villageIds} (complete new lists).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCOPE_ENDPOINTS, type UpdateAdminScopeBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './user-screens';

export function getAdminScope(id: number, signal?: AbortSignal) {
  return callEndpoint(ADMIN_SCOPE_ENDPOINTS.get, { params: { id }, signal });
}

export function putAdminScope(id: number, body: UpdateAdminScopeBody) {
  return callEndpoint(ADMIN_SCOPE_ENDPOINTS.replace, { params: { id }, body });
}

export function adminScopeQueryKey(id: number) {
  return [...userKeys.detail(id), 'scope'] as const;
}

export function useAdminScope(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: adminScopeQueryKey(id),
      queryFn: ({ signal }) => getAdminScope(id, signal),
      enabled,
    }),
  );
}

export function usePutAdminScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdminScopeBody }) =>
      putAdminScope(id, body),
    onSuccess: (scope) => queryClient.setQueryData(adminScopeQueryKey(scope.userId), scope),
  });
}
