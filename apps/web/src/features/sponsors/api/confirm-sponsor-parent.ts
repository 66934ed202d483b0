// POST /edrocks/api/sponsors/:id/parents/:parentId/confirm {updatedAt} -> the parent, confirmed
// (409 PARENT_CONTACT_CHANGED when it changed since it was read). Coordinators only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type SponsorParent } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshSponsor } from './sponsor-cache';

export function confirmSponsorParent(parent: SponsorParent) {
  return callEndpoint(SPONSOR_ENDPOINTS.confirmParent, {
    params: { id: parent.sponsorId, parentId: parent.id },
    body: { updatedAt: parent.updatedAt },
  });
}

export function useConfirmSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSponsorParent,
    // Also when refused: the contact changed, and the screen shows it as it is now.
    onSettled: () =>
      Promise.all([
        refreshSponsor(queryClient, sponsorId),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.agreements.all }),
      ]),
  });
}
