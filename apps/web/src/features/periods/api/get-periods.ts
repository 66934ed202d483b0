// GET /edrocks/api/periods?q=&page=&pageSize=&sort=&order=&status= -> one page of years.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { PERIOD_KEYS } from './period-keys';

export type PeriodsQuery = QueryInput<typeof PERIOD_ENDPOINTS.list>;

export function getPeriods(query: PeriodsQuery, signal?: AbortSignal) {
  return callEndpoint(PERIOD_ENDPOINTS.list, { query, signal });
}

export function periodsQueryOptions(query: PeriodsQuery) {
  return queryOptions({
    queryKey: PERIOD_KEYS.list(query),
    queryFn: ({ signal }) => getPeriods(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePeriods(query: PeriodsQuery) {
  return useQuery(periodsQueryOptions(query));
}
