// GET /edrocks/api/reports/lapsed-sponsors?periodId=&schoolId=&villageId=&endReason=&q=&page=
// &pageSize=&cursor=&sort=&order= -> one page of the year before's sponsors without a current
// sponsorship, with the reason and their recommitment answer.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { LAPSED_SPONSORS_KEYS } from './report-keys';

export type LapsedSponsorsListQuery = QueryInput<typeof REPORT_ENDPOINTS.lapsedSponsors>;

export function useLapsedSponsors(query: LapsedSponsorsListQuery) {
  return useQuery({
    queryKey: LAPSED_SPONSORS_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(REPORT_ENDPOINTS.lapsedSponsors, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
