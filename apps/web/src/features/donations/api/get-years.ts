// GET /edrocks/api/periods?pageSize=50 -> the years, newest first, for the year filters.
import { useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { DONATION_YEARS_KEY } from './donation-keys';

export function useYears() {
  return useQuery({
    queryKey: DONATION_YEARS_KEY,
    queryFn: ({ signal }) =>
      callEndpoint(PERIOD_ENDPOINTS.list, { query: { pageSize: 50 }, signal }),
  });
}
