// POST /edrocks/api/periods/:id/activate {closingPeriodId, endingSponsorships?} -> the year, now
// available; the year the confirmation named closes. 409 ALREADY_AVAILABLE_YEAR when another year
// became available meanwhile (the confirmation no longer says what would happen); 409
// RECOMMIT_NOT_RUN with `params.count` when the year's recommit has not run and the closing
// year's sponsorships would end: sent again with `endingSponsorships: count`, it goes ahead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PERIOD_KEYS } from './period-keys';

export interface ActivateInput {
  id: number;
  closingPeriodId: number | null;
  /** The sponsorships the user confirmed would end (after a RECOMMIT_NOT_RUN refusal). */
  endingSponsorships?: number;
}

export function activatePeriod({ id, closingPeriodId, endingSponsorships }: ActivateInput) {
  const body =
    endingSponsorships === undefined
      ? { closingPeriodId }
      : { closingPeriodId, endingSponsorships };
  return callEndpoint(PERIOD_ENDPOINTS.activate, { params: { id }, body });
}

export function useActivatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePeriod,
    // Two years changed (one opened, one closed): every list and record of years is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIOD_KEYS.all }),
  });
}
