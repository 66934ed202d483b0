// GET /edrocks/api/letters/review?reason=&claimed=mine|unclaimed&originalLanguage=&targetLanguage=
// &page=&pageSize=&order= -> sent letters waiting for a coordinator, oldest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { readListApiQuery, type ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/query-client';
import { REVIEW_QUEUE_KEYS } from './letter-keys';

export type ReviewQueueQuery = QueryInput<typeof LETTER_ENDPOINTS.reviewQueue>;

/** The queue's sort (oldest first by default) and filters, as its URL holds them. */
export const REVIEW_QUEUE_LIST = {
  sortFields: ['sentAt'],
  defaultOrder: 'asc',
  filters: ['reason', 'claimed', 'originalLanguage', 'targetLanguage'],
} as const satisfies ListUrlStateConfig<string, string>;

export function getReviewQueue(query: ReviewQueueQuery, signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.reviewQueue, { query, signal });
}

export function reviewQueueQueryOptions(query: ReviewQueueQuery) {
  return queryOptions({
    queryKey: REVIEW_QUEUE_KEYS.list(query),
    queryFn: ({ signal }) => getReviewQueue(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(query: ReviewQueueQuery) {
  return useQuery(reviewQueueQueryOptions(query));
}

/** The queue's page for this URL, asked for while the screen's code loads. */
export function prefetchReviewQueue(url: URL): void {
  void queryClient.prefetchQuery(
    reviewQueueQueryOptions(readListApiQuery(url.searchParams, REVIEW_QUEUE_LIST)),
  );
}
