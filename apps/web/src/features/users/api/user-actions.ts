// POST /edrocks/api/{admins|users}/:id/{deactivate|activate} -> the account;
// POST .../:id/password-reset -> 202 (an e-mail with a link to choose a new password).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_ENDPOINTS, type UserScreen } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { userKeys } from './user-screens';

export function setUserActive(screen: UserScreen, id: number, active: boolean) {
  const endpoints = USER_ENDPOINTS[screen];
  return callEndpoint(active ? endpoints.activate : endpoints.deactivate, { params: { id } });
}

export function sendPasswordReset(screen: UserScreen, id: number) {
  return callEndpoint(USER_ENDPOINTS[screen].passwordReset, { params: { id } });
}

export function useSetUserActive(screen: UserScreen, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setUserActive(screen, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useSendPasswordReset(screen: UserScreen, id: number) {
  return useMutation({ mutationFn: () => sendPasswordReset(screen, id) });
}
