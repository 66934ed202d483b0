// PATCH /edrocks/api/sponsors/:id {the fields that change} -> the updated sponsor. A sponsor
// editing their own record sends only OWN_SPONSOR_FIELDS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type UpdateSponsorBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeSponsor } from './sponsor-cache';

export function updateSponsor(id: number, body: UpdateSponsorBody) {
  return callEndpoint(SPONSOR_ENDPOINTS.update, { params: { id }, body });
}

export function useUpdateSponsor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSponsorBody) => updateSponsor(id, body),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
