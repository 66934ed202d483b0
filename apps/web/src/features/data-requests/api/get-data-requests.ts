// GET /edrocks/api/data-requests?state=&overdue=&q=&page=&sort= -> one page of the queue, by due
// date, with how many requests are overdue in all (super and global admins).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DATA_REQUEST_ENDPOINTS, DATA_REQUEST_SORT_FIELDS } from '@portal/shared';
import type { ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export type DataRequestListQuery = QueryInput<typeof DATA_REQUEST_ENDPOINTS.list>;

/** The queue's sort, filters and defaults as its URL holds them: the soonest due first. */
export const DATA_REQUEST_LIST = {
  sortFields: DATA_REQUEST_SORT_FIELDS,
  defaultOrder: 'asc',
  filters: ['state', 'overdue'],
} as const satisfies ListUrlStateConfig<string, string>;

export const DATA_REQUEST_KEYS = {
  all: ['data-requests'] as const,
  list: (query: DataRequestListQuery) => ['data-requests', 'list', query] as const,
};

export function useDataRequests(query: DataRequestListQuery) {
  return useQuery({
    queryKey: DATA_REQUEST_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(DATA_REQUEST_ENDPOINTS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
