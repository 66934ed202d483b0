// POST /edrocks/api/sponsors/:id/parents {firstName, lastName, email, address1, address2, city,
// zipCode, state, phoneNumber, relationship} -> 201 the parent (409 SPONSOR_PARENTS_LIMIT).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sponsorParentsPath,
  type CreateSponsorParentBody,
  type SponsorParent,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { refreshSponsor } from './sponsor-cache';

export function createSponsorParent(
  sponsorId: number,
  body: CreateSponsorParentBody,
): Promise<SponsorParent> {
  return apiRequest<SponsorParent>(sponsorParentsPath(sponsorId), { method: 'POST', body });
}

export function useCreateSponsorParent(sponsorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSponsorParentBody) => createSponsorParent(sponsorId, body),
    onSuccess: () => refreshSponsor(queryClient, sponsorId),
  });
}
