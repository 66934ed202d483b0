// GET /edrocks/api/periods?pageSize=50 -> the years, newest first, for the year filter and the
// schedule dialog (one year a year: a page of 50 reaches every year worth scheduling).
import { useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MEETING_YEARS_KEY } from './meeting-keys';

export function useYears() {
  return useQuery({
    queryKey: MEETING_YEARS_KEY,
    queryFn: ({ signal }) =>
      callEndpoint(PERIOD_ENDPOINTS.list, { query: { pageSize: 50 }, signal }),
  });
}
