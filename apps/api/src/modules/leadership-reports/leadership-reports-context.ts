// What every use case of the leadership reports works with (docs/architecture.md, "Use cases"):
// the database, the clock and the years; and the year a report is asked for.
import { emptyPage } from '../../lib/list-definition';
import type { Period } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { findYear, type PeriodsService } from '../periods/periods.service';

export interface LeadershipReportsServiceDeps {
  db: Database;
  clock: Clock;
  periods: Pick<PeriodsService, 'findAvailable'>;
}

export type LeadershipReportsContext = LeadershipReportsServiceDeps;

/** The filters every report takes besides its page. */
export interface ReportQuery {
  periodId?: number | undefined;
  q?: string | undefined;
  schoolId?: number | undefined;
}

/** The year asked for, or the available one when none is named (undefined: none is). */
export async function yearOf(
  { db, periods }: LeadershipReportsContext,
  periodId: number | undefined,
): Promise<Period | undefined> {
  if (periodId === undefined) return periods.findAvailable();
  const year = await findYear(db, periodId);
  if (!year) throw appError('NOT_FOUND');
  return year;
}

async function* noRows<Row>(): AsyncIterable<Row> {}

/** An export's rows in the year asked for; none without a year (no year is available). */
export async function exportOfYear<Row>(
  context: LeadershipReportsContext,
  periodId: number | undefined,
  rowsOf: (year: Period) => AsyncIterable<Row>,
): Promise<{ year: Period | undefined; rows: AsyncIterable<Row> }> {
  const year = await yearOf(context, periodId);
  return { year, rows: year ? rowsOf(year) : noRows<Row>() };
}

/** A report's page when no year is named and none is available. */
export function emptyReportPage(pageSize: number) {
  return { ...emptyPage<never>(pageSize), year: null };
}

/** The day export files are named after, on the platform's clock. */
export function today({ clock }: LeadershipReportsContext): string {
  return clock.now().toISOString().slice(0, 10);
}
