// GET /edrocks/api/letters/review?reason=&claimed=mine|unclaimed&originalLanguage=&targetLanguage=
// &page=&pageSize=&order= -> sent letters waiting for a coordinator, oldest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { REVIEW_QUEUE_KEYS } from './letter-keys';

export type ReviewQueueQuery = QueryInput<typeof LETTER_ENDPOINTS.reviewQueue>;

export function getReviewQueue(query: ReviewQueueQuery, signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.reviewQueue, { query, signal });
}

export function useReviewQueue(query: ReviewQueueQuery) {
  return useQuery({
    queryKey: REVIEW_QUEUE_KEYS.list(query),
    queryFn: ({ signal }) => getReviewQueue(query, signal),
    placeholderData: keepPreviousData,
  });
}
