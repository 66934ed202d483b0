// POST /edrocks/api/sponsors {firstName, lastName, email, phone, schoolId, birthdate,
// leadershipDistinction, userId} -> 201 the new sponsor (409 SPONSOR_EMAIL_UNAVAILABLE).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CreateSponsorBody, type SponsorDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { storeSponsor } from './sponsor-cache';

export function createSponsor(body: CreateSponsorBody): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(API.sponsors, { method: 'POST', body });
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
