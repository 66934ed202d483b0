// POST /edrocks/api/sponsors/:id/parents {firstName, lastName, email, address1, address2, city,
// zipCode, state, phoneNumber, relationship} -> 201 the parent (409 SPONSOR_PARENTS_LIMIT).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type CreateSponsorParentBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshSponsor } from './sponsor-cache';

export function createSponsorParent(sponsorId: number, body: CreateSponsorParentBody) {
  return callEndpoint(SPONSOR_ENDPOINTS.createParent, { params: { id: sponsorId }, body });
}

export function useCreateSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSponsorParentBody) => createSponsorParent(sponsorId, body),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
