// GET /edrocks/api/periods/:id/recommitments -> a new year's recommitment requests counted by
// state (pending, recommitted, declined, carried, lapsed), per school, with the reasons given.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PERIOD_KEYS } from './period-keys';

export function getRecommitmentSummary(periodId: number, signal?: AbortSignal) {
  return callEndpoint(YEAR_CYCLE_ENDPOINTS.summary, { params: { id: periodId }, signal });
}

export function recommitmentSummaryOptions(periodId: number) {
  return queryOptions({
    queryKey: [...PERIOD_KEYS.detail(periodId), 'recommitments'] as const,
    queryFn: ({ signal }) => getRecommitmentSummary(periodId, signal),
  });
}

/** Asked only when `enabled` (once the year's recommit has run). */
export function useRecommitmentSummary(periodId: number, enabled: boolean) {
  return useQuery({ ...recommitmentSummaryOptions(periodId), enabled });
}
