// The year recommit and upgrade work on, locked: a draft or the available year (a closed one is
// the record). Two runs of one action take turns on this lock; the second finds it marked.
import type { Period } from '@portal/shared';
import { YEAR_CYCLE_ERRORS } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { lockYear } from '../periods/periods.service';

export async function lockCycleYear(tx: Database, id: number): Promise<Period> {
  const year = await lockYear(tx, id);
  if (!year) throw appError('NOT_FOUND');
  if (year.status === 'closed') throw appError(YEAR_CYCLE_ERRORS.YEAR_CLOSED_FOR_CYCLE);
  return year;
}

/** A year's first day as the instant the carried sponsorships start (and declined ones end). */
export function startOf(year: Pick<Period, 'startDate'>): Date {
  return new Date(`${year.startDate}T00:00:00Z`);
}

/** Counts per place, most first then by name, from counts per school and village. */
export function byPlace<Row extends { total: number }>(
  rows: readonly Row[],
  place: (row: Row) => { id: number; name: string },
): { id: number; name: string; requests: number }[] {
  const totals = new Map<number, { id: number; name: string; requests: number }>();
  for (const row of rows) {
    const { id, name } = place(row);
    const entry = totals.get(id) ?? { id, name, requests: 0 };
    entry.requests += row.total;
    totals.set(id, entry);
  }
  return [...totals.values()].sort(
    (a, b) => b.requests - a.requests || a.name.localeCompare(b.name),
  );
}
