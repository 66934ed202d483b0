// PATCH /edrocks/api/me {firstName, lastName, phone, language} -> the updated user record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS, type UpdateProfileBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export function updateMe(body: UpdateProfileBody) {
  return callEndpoint(PROFILE_ENDPOINTS.update, { body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey, user);
      session.setUserData(user);
      await changeLanguage(user.language);
    },
  });
}
