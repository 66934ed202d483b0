// GET /edrocks/api/donations/review?kind=pageText|donorMessage&page=&pageSize=&cursor=&order= ->
// the page texts and donors' messages the safeguarding screening held, oldest first, each with
// what the screening finds marked (admins: their schools' sponsors and villages' students).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DONATION_ENDPOINTS, TEXT_REVIEW_SORT_FIELDS } from '@portal/shared';
import { readListApiQuery, type ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { queryClient } from '../../../lib/query-client';
import { TEXT_REVIEW_KEYS } from './donation-keys';

export type TextReviewQuery = QueryInput<typeof DONATION_ENDPOINTS.textReviews>;

/** The review list's order (oldest first) and filter, as its URL holds them. */
export const TEXT_REVIEW_LIST = {
  sortFields: TEXT_REVIEW_SORT_FIELDS,
  defaultOrder: 'asc',
  filters: ['kind'],
} as const satisfies ListUrlStateConfig<string, string>;

export function getTextReviews(query: TextReviewQuery, signal?: AbortSignal) {
  return callEndpoint(DONATION_ENDPOINTS.textReviews, { query, ...(signal ? { signal } : {}) });
}

export function textReviewsQueryOptions(query: TextReviewQuery) {
  return queryOptions({
    queryKey: TEXT_REVIEW_KEYS.list(query),
    queryFn: ({ signal }) => getTextReviews(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTextReviews(query: TextReviewQuery) {
  return useQuery(textReviewsQueryOptions(query));
}

/** How many texts wait for the caller's review (a one-row page gives the total). */
export function useTextReviewCount(isEnabled: boolean) {
  return useQuery({
    ...textReviewsQueryOptions({ pageSize: 1 }),
    enabled: isEnabled,
    select: (page) => page.total,
  });
}

/** The list's page for this URL, asked for while the screen's code loads. */
export function prefetchTextReviews(url: URL): void {
  void queryClient.prefetchQuery(
    textReviewsQueryOptions(readListApiQuery(url.searchParams, TEXT_REVIEW_LIST)),
  );
}
