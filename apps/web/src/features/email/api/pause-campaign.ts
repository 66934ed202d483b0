// POST /edrocks/api/email/campaigns/:id/pause -> the campaign: what is not sent yet waits (409 unless it is sending).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS, CAMPAIGN_MESSAGE_KEYS } from './email-keys';

export function pauseCampaign(id: number) {
  return callEndpoint(EMAIL_ENDPOINTS.pause, { params: { id } });
}

export function usePauseCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseCampaign(id),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(CAMPAIGN_KEYS.detail(id), campaign);
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_MESSAGE_KEYS.of(id) });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
