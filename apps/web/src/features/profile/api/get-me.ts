// GET /edrocks/api/me -> the signed-in user's record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function getMe(signal?: AbortSignal) {
  return callEndpoint(PROFILE_ENDPOINTS.get, { signal });
}

export const meQueryKey = ['me'] as const;

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
