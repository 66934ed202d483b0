// GET /edrocks/api/email/campaigns/:id -> the campaign with its messages counted. While it is
// scheduled, sending or paused it is read again every 2 s (its progress bar); once finished or
// cancelled nothing changes any more and the reading stops.
import { useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type Campaign, type CampaignState } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS } from './email-keys';

export const CAMPAIGN_REFRESH_MS = 2000;
const MOVING_STATES: readonly CampaignState[] = ['scheduled', 'sending', 'paused'];

export function isCampaignMoving(state: CampaignState | undefined): boolean {
  return state !== undefined && MOVING_STATES.includes(state);
}

export function getCampaign(id: number, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.get, { params: { id }, signal });
}

export function useCampaign(id: number) {
  return useQuery({
    queryKey: CAMPAIGN_KEYS.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    refetchInterval: (query) =>
      isCampaignMoving((query.state.data as Campaign | undefined)?.state)
        ? CAMPAIGN_REFRESH_MS
        : false,
  });
}
