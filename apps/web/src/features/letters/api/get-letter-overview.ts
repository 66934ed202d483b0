// GET /edrocks/api/letters/overview -> the caller's four letters of the year per sponsorship,
// with what is due, whether they may write (agreements) and how many letters are unread.
import { useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { OVERVIEW_KEY } from './letter-keys';

export function getLetterOverview(signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.overview, { query: {}, signal });
}

export function useLetterOverview(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: ({ signal }) => getLetterOverview(signal),
    enabled: options.enabled ?? true,
  });
}
