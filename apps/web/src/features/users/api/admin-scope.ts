// GET /edrocks/api/admins/:id/scope -> the admin's schools and villages;
// PUT the same with {schoolIds, villageIds} (complete new lists).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AdminScope, type UpdateAdminScopeBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { userApiPath, usersQueryKey } from './user-screens';

export function getAdminScope(id: number) {
  return apiRequest<AdminScope>(userApiPath(API.adminScope, id));
}

export function putAdminScope(id: number, body: UpdateAdminScopeBody) {
  return apiRequest<AdminScope>(userApiPath(API.adminScope, id), { method: 'PUT', body });
}

export function adminScopeQueryKey(id: number) {
  return [...usersQueryKey, 'scope', id] as const;
}

export function useAdminScope(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: adminScopeQueryKey(id),
      queryFn: () => getAdminScope(id),
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
