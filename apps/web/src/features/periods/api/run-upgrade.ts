// POST /edrocks/api/periods/:id/upgrade {dryRun} -> each grade's move (college -> alumni) and
// the students moved. `dryRun: true` previews (nothing changes); `false` moves every active
// student one grade up, once (409 ALREADY_UPGRADED, YEAR_CLOSED_FOR_CYCLE).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { cyclePreviewOptions } from './cycle-preview';
import { PERIOD_KEYS } from './period-keys';

export function runUpgrade(id: number, dryRun: boolean) {
  return callEndpoint(YEAR_CYCLE_ENDPOINTS.upgrade, { params: { id }, body: { dryRun } });
}

export function useUpgradePreview(id: number) {
  return useQuery(cyclePreviewOptions('upgrade', id, () => runUpgrade(id, true)));
}

/** Runs it for good; the years (their flags) are stale after, whatever the answer. */
export function useRunUpgrade(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runUpgrade(id, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIOD_KEYS.all }),
  });
}
