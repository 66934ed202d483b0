// GET /edrocks/api/reports/giving?periodId=&schoolId=&villageId=&lapsed=&q=&page=&pageSize=
// &cursor=&sort=&order= -> one page of sponsors with their gifts this year and the year before,
// and the totals over the filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { GIVING_KEYS } from './report-keys';

export type GivingListQuery = QueryInput<typeof REPORT_ENDPOINTS.sponsorGiving>;

export function useGiving(query: GivingListQuery) {
  return useQuery({
    queryKey: GIVING_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(REPORT_ENDPOINTS.sponsorGiving, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
