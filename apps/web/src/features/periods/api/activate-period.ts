// POST /edrocks/api/periods/:id/activate {closingPeriodId} -> the year, now available; the year
// the confirmation named closes. 409 ALREADY_AVAILABLE_YEAR when another year became available
// meanwhile (the confirmation no longer says what would happen).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { PERIOD_KEYS } from './period-keys';

export function activatePeriod(id: number, closingPeriodId: number | null) {
  return callEndpoint(PERIOD_ENDPOINTS.activate, { params: { id }, body: { closingPeriodId } });
}

export function useActivatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, closingPeriodId }: { id: number; closingPeriodId: number | null }) =>
      activatePeriod(id, closingPeriodId),
    // Two years changed (one opened, one closed): every list and record of years is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIOD_KEYS.all }),
  });
}
