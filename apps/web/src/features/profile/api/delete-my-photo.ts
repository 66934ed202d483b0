// DELETE /edrocks/api/me/photo -> the updated user record (photoUrl null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type UserData } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export function deleteMyPhoto(): Promise<UserData> {
  return apiRequest<UserData>(API.mePhoto, { method: 'DELETE' });
}

export function useDeleteMyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyPhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      session.setUserData(user);
    },
  });
}
