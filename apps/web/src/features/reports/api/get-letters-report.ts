// GET /edrocks/api/reports/letters?periodId=&schoolId=&villageId=&writer=&q=&page=&pageSize=
// &sort=&order= -> one page of the year's letters per number and direction (sent, in review,
// late), and the totals over the filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { LETTERS_REPORT_KEYS } from './report-keys';

export type LettersReportListQuery = QueryInput<typeof REPORT_ENDPOINTS.letters>;

export function useLettersReport(query: LettersReportListQuery) {
  return useQuery({
    queryKey: LETTERS_REPORT_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(REPORT_ENDPOINTS.letters, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
