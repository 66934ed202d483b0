// POST /edrocks/api/email/campaigns/:id/cancel -> the campaign: what is not sent yet never goes (409 once finished or cancelled).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS, CAMPAIGN_MESSAGE_KEYS } from './email-keys';

export function cancelCampaign(id: number) {
  return callEndpoint(EMAIL_ENDPOINTS.cancel, { params: { id } });
}

export function useCancelCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCampaign(id),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(CAMPAIGN_KEYS.detail(id), campaign);
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_MESSAGE_KEYS.of(id) });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
