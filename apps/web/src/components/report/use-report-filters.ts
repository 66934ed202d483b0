// A report's filters, which the address keeps (useListUrlState): the year (yearChoice), the
// school and the village with their choices from the lookup lists, and the "narrowing" ones (the
// search and every filter but the year) that the empty state offers to clear.
import type { Period } from '@portal/shared';
import { placeOption, type ListUrlState } from '../data-table';
import { useLists } from '../../lib/get-lists';
import { yearChoice } from './year-filter';

/** `years`: the screen's own query of the years (its feature's `useYears`). */
export function useReportFilters(
  periodId: string | undefined,
  years: ReadonlyArray<Pick<Period, 'id' | 'name' | 'status'>> | undefined,
) {
  const lookups = useLists();
  return {
    year: yearChoice(years, periodId),
    schoolOptions: (lookups.data?.schools ?? []).map(placeOption),
    villageOptions: (lookups.data?.villages ?? []).map(placeOption),
  };
}

export type ReportFilters = ReturnType<typeof useReportFilters>;

/** Whether the search or one of `names` narrows the report, and how to clear them. The year
 * stays: a year without sponsors is not a filter to clear. */
export function reportNarrowing<Filter extends string>(
  list: Pick<ListUrlState<string, Filter>, 'q' | 'filters' | 'setSearchInput' | 'setFilters'>,
  names: readonly Filter[],
) {
  return {
    isNarrowed: Boolean(list.q) || names.some((name) => Boolean(list.filters[name])),
    clear: () => {
      list.setSearchInput('');
      list.setFilters(
        Object.fromEntries(names.map((name) => [name, undefined])) as Partial<
          Record<Filter, undefined>
        >,
      );
    },
  };
}
