// PATCH /edrocks/api/me {firstName, lastName, phone, language} -> the updated user record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type UpdateProfileBody, type UserData } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export function updateMe(body: UpdateProfileBody): Promise<UserData> {
  return apiRequest<UserData>(API.me, { method: 'PATCH', body });
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
