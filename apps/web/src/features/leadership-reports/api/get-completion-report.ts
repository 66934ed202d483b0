// GET /edrocks/api/reports/completion?periodId=&schoolId=&distinction=with|without&q=&page=
// &pageSize=&cursor=&sort=&order= -> one page of sponsors with meetings of 10, assessments of 5,
// letters of 4, the distinction and what is missing, and how many of the filter hold it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADERSHIP_REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { COMPLETION_REPORT_KEYS } from './report-keys';

export type CompletionReportListQuery = QueryInput<typeof LEADERSHIP_REPORT_ENDPOINTS.completion>;

export function getCompletionReport(query: CompletionReportListQuery, signal?: AbortSignal) {
  return callEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completion, { query, signal });
}

export function useCompletionReport(query: CompletionReportListQuery) {
  return useQuery({
    queryKey: COMPLETION_REPORT_KEYS.list(query),
    queryFn: ({ signal }) => getCompletionReport(query, signal),
    placeholderData: keepPreviousData,
  });
}
