// POST /edrocks/api/{admins|users}/:id/{deactivate|activate} -> the account;
// POST .../:id/password-reset -> 202 (an e-mail with a link to choose a new password).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UserScreen } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { USER_API, userApiPath, usersQueryKey } from './user-screens';

export function setUserActive(screen: UserScreen, id: number, active: boolean) {
  const path = active ? USER_API[screen].activate : USER_API[screen].deactivate;
  return apiRequest<ManagedUser>(userApiPath(path, id), { method: 'POST' });
}

export function sendPasswordReset(screen: UserScreen, id: number) {
  return apiRequest<void>(userApiPath(USER_API[screen].passwordReset, id), { method: 'POST' });
}

export function useSetUserActive(screen: UserScreen, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setUserActive(screen, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSendPasswordReset(screen: UserScreen, id: number) {
  return useMutation({ mutationFn: () => sendPasswordReset(screen, id) });
}
