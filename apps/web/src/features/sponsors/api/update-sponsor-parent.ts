// PATCH /edrocks/api/sponsors/:id/parents/:parentId {the fields that change} -> the parent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type UpdateSponsorParentBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshSponsor } from './sponsor-cache';

export function updateSponsorParent(
  sponsorId: number,
  parentId: number,
  body: UpdateSponsorParentBody,
) {
  return callEndpoint(SPONSOR_ENDPOINTS.updateParent, {
    params: { id: sponsorId, parentId },
    body,
  });
}

export function useUpdateSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, body }: { parentId: number; body: UpdateSponsorParentBody }) =>
      updateSponsorParent(sponsorId, parentId, body),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
