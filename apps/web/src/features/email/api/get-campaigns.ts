// GET /edrocks/api/email/campaigns?q=&state=&page=&pageSize=&sort=&order= -> one page of the
// campaigns the caller may see (an admin: those of their scope).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_SORT_FIELDS, EMAIL_ENDPOINTS } from '@portal/shared';
import {
  readListApiQuery,
  type ListUrlStateConfig,
} from '../../../components/data-table/use-list-url-state';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/query-client';
import { CAMPAIGN_KEYS } from './email-keys';

/** The list's state in the URL: newest first by default, filtered by state. */
export const CAMPAIGNS_LIST = {
  sortFields: CAMPAIGN_SORT_FIELDS,
  defaultOrder: 'desc',
  filters: ['state'],
} as const satisfies ListUrlStateConfig<string, string>;

export type CampaignListQuery = QueryInput<typeof EMAIL_ENDPOINTS.campaigns>;

export function getCampaigns(query: CampaignListQuery, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.campaigns, { query, signal });
}

function campaignsQueryOptions(query: CampaignListQuery) {
  return queryOptions({
    queryKey: CAMPAIGN_KEYS.list(query),
    queryFn: ({ signal }) => getCampaigns(query, signal),
  });
}

export function useCampaigns(query: CampaignListQuery) {
  return useQuery({ ...campaignsQueryOptions(query), placeholderData: keepPreviousData });
}

/** The page the address names, asked for while the screen's code loads. */
export function prefetchCampaigns(url: URL): void {
  void queryClient.prefetchQuery(
    campaignsQueryOptions(readListApiQuery(url.searchParams, CAMPAIGNS_LIST)),
  );
}
