// DELETE /edrocks/api/sponsors/:id/parents/:parentId -> 204.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sponsorParentPath } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { refreshSponsor } from './sponsor-cache';

export function deleteSponsorParent(sponsorId: number, parentId: number): Promise<void> {
  return apiRequest<void>(sponsorParentPath(sponsorId, parentId), { method: 'DELETE' });
}

export function useDeleteSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => deleteSponsorParent(sponsorId, parentId),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
