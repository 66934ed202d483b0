// The reports' filters: the year (the one in the address, or the available year the server
// shows when none is chosen) and the school, with their choices.
import { placeOption, type FilterOption } from '../../../components/data-table';
import { useLists } from '../../../lib/get-lists';
import { useYears } from '../api/get-years';

export function useReportFilters(periodId: string | undefined) {
  const years = useYears();
  const lookups = useLists();
  const items = years.data?.items ?? [];
  const available = items.find((year) => year.status === 'available');
  const availableId = available ? String(available.id) : undefined;
  return {
    available,
    /** The year select's value: empty for the available year, which is its first choice. */
    yearValue: periodId === availableId ? undefined : periodId,
    /** The other years (the available one is the empty choice). */
    yearOptions: items
      .filter((year) => String(year.id) !== availableId)
      .map((year): FilterOption => ({ value: String(year.id), label: year.name })),
    /** The address keeps no year when the available one is chosen. */
    toPeriodId: (value: string | undefined) => (value === availableId ? undefined : value),
    schoolOptions: (lookups.data?.schools ?? []).map(placeOption),
  };
}
