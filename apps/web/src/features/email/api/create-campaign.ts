// POST /edrocks/api/email/campaigns { audience, subject, body } -> 201 { id, state, recipients }:
// a new draft (unknown variables and an empty audience are 400).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type CampaignInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS } from './email-keys';

export function createCampaign(body: CampaignInput) {
  return callEndpoint(EMAIL_ENDPOINTS.create, { body });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists }),
  });
}
