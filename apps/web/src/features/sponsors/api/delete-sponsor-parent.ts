// DELETE /edrocks/api/sponsors/:id/parents/:parentId -> 204.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshSponsor } from './sponsor-cache';

export function deleteSponsorParent(sponsorId: number, parentId: number) {
  return callEndpoint(SPONSOR_ENDPOINTS.deleteParent, { params: { id: sponsorId, parentId } });
}

export function useDeleteSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => deleteSponsorParent(sponsorId, parentId),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
