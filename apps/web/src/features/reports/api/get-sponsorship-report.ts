// GET /edrocks/api/reports/sponsorship?periodId=&schoolId=&villageId=&q=&page=&pageSize=&cursor=
// &sort=&order= -> one page of the year's current sponsorships, and the free places per village
// over every student of the filters (the chart).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { SPONSORSHIP_REPORT_KEYS } from './report-keys';

export type SponsorshipReportListQuery = QueryInput<typeof REPORT_ENDPOINTS.sponsorship>;

export function useSponsorshipReport(query: SponsorshipReportListQuery) {
  return useQuery({
    queryKey: SPONSORSHIP_REPORT_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(REPORT_ENDPOINTS.sponsorship, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
