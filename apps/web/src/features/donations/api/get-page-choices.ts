// GET /edrocks/api/sponsorships?q=&pageSize=20 -> the current sponsorships of the available year
// matching a name: the sponsors' pages a manual gift may be credited to (admins: their scope).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PAGE_CHOICES_KEY } from './donation-keys';

export function getPageChoices(q: string, signal?: AbortSignal) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.list, {
    query: { pageSize: 20, ...(q ? { q } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function usePageChoices(q: string) {
  return useQuery({
    queryKey: PAGE_CHOICES_KEY(q),
    queryFn: ({ signal }) => getPageChoices(q, signal),
    placeholderData: keepPreviousData,
  });
}
