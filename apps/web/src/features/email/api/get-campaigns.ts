// GET /edrocks/api/email/campaigns?q=&state=&page=&pageSize=&sort=&order= -> one page of the
// campaigns the caller may see (an admin: those of their scope).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { CAMPAIGN_KEYS } from './email-keys';

export type CampaignListQuery = QueryInput<typeof EMAIL_ENDPOINTS.campaigns>;

export function getCampaigns(query: CampaignListQuery, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.campaigns, { query, signal });
}

export function useCampaigns(query: CampaignListQuery) {
  return useQuery({
    queryKey: CAMPAIGN_KEYS.list(query),
    queryFn: ({ signal }) => getCampaigns(query, signal),
    placeholderData: keepPreviousData,
  });
}
