// POST /edrocks/api/sponsors/:id/deactivate or /activate -> the sponsor (coordinators only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeSponsor } from './sponsor-cache';

export function setSponsorActive(id: number, active: boolean) {
  return callEndpoint(active ? SPONSOR_ENDPOINTS.activate : SPONSOR_ENDPOINTS.deactivate, {
    params: { id },
  });
}

export function useSetSponsorActive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setSponsorActive(id, active),
    onSuccess: (sponsor) => storeSponsor(queryClient, sponsor),
  });
}
