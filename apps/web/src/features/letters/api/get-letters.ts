// GET /edrocks/api/letters?box=inbox|sent|drafts|all&status=&page=&pageSize=&order= -> one page
// of letter summaries, newest first (a participant's boxes; coordinators every letter they reach).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { LETTER_KEYS } from './letter-keys';

export type LettersQuery = QueryInput<typeof LETTER_ENDPOINTS.list>;

export function getLetters(query: LettersQuery, signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.list, { query, signal });
}

export function useLetters(query: LettersQuery) {
  return useQuery({
    queryKey: LETTER_KEYS.list(query),
    queryFn: ({ signal }) => getLetters(query, signal),
    placeholderData: keepPreviousData,
  });
}
