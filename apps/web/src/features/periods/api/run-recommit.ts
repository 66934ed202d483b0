// POST /edrocks/api/periods/:id/recommit {dryRun} -> how many sponsorships of the year before
// become requests, per sponsor's school and per student's village. `dryRun: true` previews
// (nothing changes); `false` makes the requests and e-mails each sponsor, once (409
// ALREADY_RECOMMITED, NO_PREVIOUS_YEAR, YEAR_CLOSED_FOR_CYCLE).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { cyclePreviewOptions } from './cycle-preview';
import { PERIOD_KEYS } from './period-keys';

export function runRecommit(id: number, dryRun: boolean) {
  return callEndpoint(YEAR_CYCLE_ENDPOINTS.recommit, { params: { id }, body: { dryRun } });
}

export function useRecommitPreview(id: number) {
  return useQuery(cyclePreviewOptions('recommit', id, () => runRecommit(id, true)));
}

/** Runs it for good; the years (their flags) are stale after, whatever the answer. */
export function useRunRecommit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runRecommit(id, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIOD_KEYS.all }),
  });
}
