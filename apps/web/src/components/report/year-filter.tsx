// The year select of the screens that show one year at a time (the reports, a sponsor's
// assessments): the available year is its first, empty choice, so the address keeps no year for
// it and the server shows the available year; the other years follow, newest first. The screen
// reads the years through its own query and hands them in.
//
//   const year = yearChoice(useYears().data?.items, list.filters.periodId);
//   <YearFilter choice={year} label={t('reports.filters.year')}
//     availableLabel={(name) => (name ? t('...availableYear', { year: name }) : t('...availableYearUnknown'))}
//     onChange={(periodId) => list.setFilter('periodId', periodId)} />
import type { Period } from '@portal/shared';
import { FilterSelect, type FilterOption } from '../data-table';

type Year = Pick<Period, 'id' | 'name' | 'status'>;

export function yearChoice(years: readonly Year[] | undefined, periodId: string | undefined) {
  const items = years ?? [];
  const available = items.find((year) => year.status === 'available');
  const availableId = available ? String(available.id) : undefined;
  return {
    available,
    /** The select's value: empty for the available year, which is its first choice. */
    value: periodId === availableId ? undefined : periodId,
    /** The other years (the available one is the empty choice). */
    options: items
      .filter((year) => String(year.id) !== availableId)
      .map((year): FilterOption => ({ value: String(year.id), label: year.name })),
    /** The address keeps no year when the available one is chosen. */
    toPeriodId: (value: string | undefined) => (value === availableId ? undefined : value),
  };
}

export type YearChoice = ReturnType<typeof yearChoice>;

export function YearFilter({
  choice,
  label,
  availableLabel,
  onChange,
}: {
  choice: YearChoice;
  label: string;
  /** The empty choice: "2026-2027 (available year)", or words without a name while the years
   * load or when none is available. */
  availableLabel: (name: string | undefined) => string;
  /** The year for the address: undefined for the available one. */
  onChange: (periodId: string | undefined) => void;
}) {
  return (
    <FilterSelect
      name="periodId"
      label={label}
      value={choice.value}
      onChange={(value) => onChange(choice.toPeriodId(value))}
      options={choice.options}
      allLabel={availableLabel(choice.available?.name)}
    />
  );
}
