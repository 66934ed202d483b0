// POST /edrocks/api/{admins|users} (create; the person gets an e-mail to choose a password)
// and PATCH .../:id (update) -> the saved account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, ManagedUser, UpdateUserBody, UserScreen } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { USER_API, userApiPath, usersQueryKey } from './user-screens';

export function createUser(screen: UserScreen, body: CreateUserBody) {
  return apiRequest<ManagedUser>(USER_API[screen].list, { method: 'POST', body });
}

export function updateUser(screen: UserScreen, id: number, body: UpdateUserBody) {
  return apiRequest<ManagedUser>(userApiPath(USER_API[screen].one, id), {
    method: 'PATCH',
    body,
  });
}

export function useCreateUser(screen: UserScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(screen, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useUpdateUser(screen: UserScreen, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(screen, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
