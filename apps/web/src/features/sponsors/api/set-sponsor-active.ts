// POST /edrocks/api/sponsors/:id/deactivate or /activate -> the sponsor (coordinators only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sponsorActivationPath, type SponsorDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { storeSponsor } from './sponsor-cache';

export function setSponsorActive(id: number, active: boolean): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(sponsorActivationPath(id, active), { method: 'POST' });
}

export function useSetSponsorActive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setSponsorActive(id, active),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
