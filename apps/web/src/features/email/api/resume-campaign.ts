// POST /edrocks/api/email/campaigns/:id/resume -> the campaign: the held messages go again (409 unless it is paused).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS, CAMPAIGN_MESSAGE_KEYS } from './email-keys';

export function resumeCampaign(id: number) {
  return callEndpoint(EMAIL_ENDPOINTS.resume, { params: { id } });
}

export function useResumeCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeCampaign(id),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(CAMPAIGN_KEYS.detail(id), campaign);
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_MESSAGE_KEYS.of(id) });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
