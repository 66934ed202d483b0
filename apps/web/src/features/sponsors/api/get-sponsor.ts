// GET /edrocks/api/sponsors/:id -> the sponsor with contact fields and parents (404 out of reach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sponsorKeys } from './get-sponsors';

export function getSponsor(id: number, signal?: AbortSignal) {
  return callEndpoint(SPONSOR_ENDPOINTS.get, { params: { id }, signal });
}

export function sponsorQueryOptions(id: number) {
  return queryOptions({
    queryKey: sponsorKeys.detail(id),
    queryFn: ({ signal }) => getSponsor(id, signal),
  });
}

export function useSponsor(id: number) {
  return useQuery(sponsorQueryOptions(id));
}
