// POST /edrocks/api/{admins|users} (create; the person gets an e-mail to choose a password)
// and PATCH .../:id (update) -> the saved account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  USER_ENDPOINTS,
  type CreateUserBody,
  type UpdateUserBody,
  type UserScreen,
} from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './user-screens';

export function createUser(screen: UserScreen, body: CreateUserBody) {
  return callEndpoint(USER_ENDPOINTS[screen].create, { body });
}

export function updateUser(screen: UserScreen, id: number, body: UpdateUserBody) {
  return callEndpoint(USER_ENDPOINTS[screen].update, { params: { id }, body });
}

export function useCreateUser(screen: UserScreen) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(screen, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser(screen: UserScreen, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(screen, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
