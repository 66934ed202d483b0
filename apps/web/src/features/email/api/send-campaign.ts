// POST /edrocks/api/email/campaigns/:id/send { scheduledAt? } -> 202 the campaign: its messages
// are queued (now) or wait for the time (scheduled, stored UTC).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS } from './email-keys';

export function sendCampaign(id: number, scheduledAt?: string) {
  return callEndpoint(EMAIL_ENDPOINTS.send, {
    params: { id },
    body: scheduledAt ? { scheduledAt } : {},
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledAt }: { id: number; scheduledAt?: string }) =>
      sendCampaign(id, scheduledAt),
    onSuccess: (campaign) => {
      queryClient.setQueryData(CAMPAIGN_KEYS.detail(campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
