// The pairing dialog's searches: sponsors (GET /edrocks/api/sponsors?q=) and the years
// (GET /edrocks/api/periods) for the year filter.
import { useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS, SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SPONSORSHIP_KEYS } from './sponsorship-keys';

export function useSponsorOptions(q: string) {
  return useQuery({
    queryKey: [...SPONSORSHIP_KEYS.all, 'sponsorOptions', q],
    queryFn: ({ signal }) =>
      callEndpoint(SPONSOR_ENDPOINTS.list, {
        query: { q: q || undefined, pageSize: 20, active: 'true' },
        signal,
      }),
  });
}

export function useYears() {
  return useQuery({
    queryKey: [...SPONSORSHIP_KEYS.all, 'years'],
    queryFn: ({ signal }) =>
      callEndpoint(PERIOD_ENDPOINTS.list, { query: { pageSize: 50 }, signal }),
  });
}
