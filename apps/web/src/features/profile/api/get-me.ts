// GET /edrocks/api/me -> the signed-in user's record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type UserData } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

export function getMe(): Promise<UserData> {
  return apiRequest<UserData>(API.me);
}

export const meQueryKey = ['me'] as const;

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
