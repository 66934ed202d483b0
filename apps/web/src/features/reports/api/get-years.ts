// GET /edrocks/api/periods?pageSize=50 -> the years, newest first, for the year filter.
import { useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { YEAR_OPTIONS_KEY } from './report-keys';

export function useYears() {
  return useQuery({
    queryKey: YEAR_OPTIONS_KEY,
    queryFn: ({ signal }) =>
      callEndpoint(PERIOD_ENDPOINTS.list, { query: { pageSize: 50 }, signal }),
  });
}
