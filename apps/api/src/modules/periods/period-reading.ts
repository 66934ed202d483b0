// The years list, one year, and the available year (period-list.ts describes the list).
import type { Period, PeriodPage } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { periodList, type PeriodFilters } from './period-list';
import { toPeriod } from './period-projection';
import { findAvailablePeriod, findPeriod } from './periods.repo';
import type { PeriodsContext } from './periods-context';

export function listPeriods(
  { db }: PeriodsContext,
  query: PeriodFilters & PageRequest,
): Promise<PeriodPage> {
  return periodList.page(db, undefined, query);
}

export async function getPeriod({ db }: PeriodsContext, id: number): Promise<Period> {
  const row = await findPeriod(db, id);
  if (!row) throw appError('NOT_FOUND');
  return toPeriod(row);
}

/** The available year, for the areas that work in it (sponsorship, letters, meetings). */
export async function findAvailable(
  { db }: PeriodsContext,
  tx: Database = db,
): Promise<Period | undefined> {
  const row = await findAvailablePeriod(tx);
  return row && toPeriod(row);
}
