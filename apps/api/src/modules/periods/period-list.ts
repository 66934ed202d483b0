// The years list (GET PERIOD_PATHS.periods), described once: the filters, the sort keys with their
// indexes (each ending with the id), and each row as a Period. Every caller who may read years
// reads them all (no reach).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Period, PeriodSortField, periodListQuerySchema } from '@portal/shared';
import { periods } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import { toPeriod } from './period-projection';
import type { PeriodRecord } from './periods.repo';

/** The list's parsed query without the page. */
export type PeriodFilters = Omit<
  z.output<typeof periodListQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>;

function filterConditions(query: PeriodFilters) {
  return and(
    searchTextCondition(periods.searchText, query.q),
    query.status === undefined ? undefined : eq(periods.status, query.status),
  );
}

/** The sort keys, each served by an index that ends with the id (the tie-breaker). */
function periodSortKeys(sort: PeriodSortField): Array<SortKey<PeriodRecord>> {
  const byId: SortKey<PeriodRecord> = {
    column: periods.id,
    type: 'integer',
    value: (row) => row.id,
  };
  return sort === 'name'
    ? [{ column: periods.name, type: 'text', value: (row) => row.name }, byId]
    : [{ column: periods.startDate, type: 'date', value: (row) => row.startDate }, byId];
}

export const periodList = defineList<void, PeriodFilters, PeriodRecord, Period>({
  where: (_reach, filters) => filterConditions(filters),
  query: (db) => db.select().from(periods),
  sortKeys: (filters) => periodSortKeys(filters.sort),
  toItem: toPeriod,
});
