// DELETE /edrocks/api/me/photo -> the updated user record (photoUrl null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { session } from '../../../lib/session';
import { meQueryKey } from './get-me';

export function deleteMyPhoto() {
  return callEndpoint(PROFILE_ENDPOINTS.removePhoto);
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
