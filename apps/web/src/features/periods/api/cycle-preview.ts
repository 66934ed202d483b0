// How a year's recommit and upgrade dialogs read their preview (a POST with `dryRun: true`):
// afresh each time a dialog opens (it changes as sponsorships and students do), under a key of
// its own so that refreshing the years after a run does not ask for it again.
import { queryOptions } from '@tanstack/react-query';

export type YearCycleRun = 'recommit' | 'upgrade';

export function cyclePreviewOptions<T>(run: YearCycleRun, id: number, preview: () => Promise<T>) {
  return queryOptions({
    queryKey: ['year-cycle-preview', run, id] as const,
    queryFn: preview,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
