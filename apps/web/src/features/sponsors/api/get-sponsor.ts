// GET /edrocks/api/sponsors/:id -> the sponsor with contact fields and parents (404 out of reach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sponsorPath, type SponsorDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { sponsorsQueryKey } from './get-sponsors';

export function getSponsor(id: number, signal?: AbortSignal): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(sponsorPath(id), { signal });
}

export function sponsorQueryKey(id: number) {
  return [...sponsorsQueryKey, 'detail', id] as const;
}

export function sponsorQueryOptions(id: number) {
  return queryOptions({
    queryKey: sponsorQueryKey(id),
    queryFn: ({ signal }) => getSponsor(id, signal),
  });
}

export function useSponsor(id: number) {
  return useQuery(sponsorQueryOptions(id));
}
