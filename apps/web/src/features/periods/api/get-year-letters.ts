// GET /edrocks/api/periods/:id/letters -> the year's four letters (titles, themes, due dates);
// `customised` is false while the year still uses the programme's defaults.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { yearLettersKey } from './period-keys';

export function getYearLetters(periodId: number, signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.getYearLetters, { params: { id: periodId }, signal });
}

export function yearLettersQueryOptions(periodId: number) {
  return queryOptions({
    queryKey: yearLettersKey(periodId),
    queryFn: ({ signal }) => getYearLetters(periodId, signal),
  });
}

export function useYearLetters(periodId: number) {
  return useQuery(yearLettersQueryOptions(periodId));
}
