// PATCH /edrocks/api/sponsors/:id {the fields that change} -> the updated sponsor. A sponsor
// editing their own record sends only OWN_SPONSOR_FIELDS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sponsorPath, type SponsorDetails, type UpdateSponsorBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { storeSponsor } from './sponsor-cache';

export function updateSponsor(id: number, body: UpdateSponsorBody): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(sponsorPath(id), { method: 'PATCH', body });
}

export function useUpdateSponsor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSponsorBody) => updateSponsor(id, body),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
