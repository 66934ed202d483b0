// PUT /edrocks/api/email/campaigns/:id { audience, subject, body } -> the draft as changed (409
// once it was sent or scheduled).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type CampaignInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS } from './email-keys';

export function updateCampaign(id: number, body: CampaignInput) {
  return callEndpoint(EMAIL_ENDPOINTS.update, { params: { id }, body });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignInput }) => updateCampaign(id, body),
    onSuccess: (campaign) => {
      queryClient.setQueryData(CAMPAIGN_KEYS.detail(campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
