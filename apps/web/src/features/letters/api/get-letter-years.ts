// GET /edrocks/api/periods?pageSize=50 -> the years, newest first, for the letters list's year
// filter.
import { useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LETTER_KEYS } from './letter-keys';

export const LETTER_YEARS_KEY = [...LETTER_KEYS.all, 'years'] as const;

export function useLetterYears() {
  return useQuery({
    queryKey: LETTER_YEARS_KEY,
    queryFn: ({ signal }) =>
      callEndpoint(PERIOD_ENDPOINTS.list, { query: { pageSize: 50 }, signal }),
  });
}
