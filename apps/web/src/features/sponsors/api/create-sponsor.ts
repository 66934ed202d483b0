// POST /edrocks/api/sponsors {firstName, lastName, email, phone, schoolId, birthdate, userId} -> 201 the new sponsor (409 EMAIL_ALREADY_REGISTERED for a sponsor in scope, SPONSOR_EMAIL_UNAVAILABLE outside it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type CreateSponsorBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeSponsor } from './sponsor-cache';

export function createSponsor(body: CreateSponsorBody) {
  return callEndpoint(SPONSOR_ENDPOINTS.create, { body });
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
