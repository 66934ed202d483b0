// What every use case of the reports works with (docs/architecture.md, "Use cases"): the
// database, the clock, the years, and the sponsorship, yearly cycle, donations and letters
// areas' reads; and the rules every report
// shares: the year it reads and the places it may be narrowed to.
import type { Period } from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { findYear, type PeriodsService } from '../periods/periods.service';
import { isPlaceInReach } from '../places/places.service';
import type { DonationsService } from '../donations/donations.service';
import type { LettersService } from '../letters/letters.service';
import type { SponsorshipService } from '../sponsorship/sponsorship.service';
import type { YearCycleService } from '../year-cycle/year-cycle.service';

export interface ReportsServiceDeps {
  db: Database;
  clock: Clock;
  /** The currency gifts are in. */
  config: Pick<Config, 'payments'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  sponsorship: Pick<
    SponsorshipService,
    | 'sponsorshipReportPage'
    | 'sponsorshipReportRows'
    | 'villagePlaces'
    | 'waitingStudentsPage'
    | 'waitingStudentRows'
    | 'longestWaiting'
    | 'lapsedSponsorsPage'
    | 'lapsedSponsorRows'
  >;
  yearCycle: Pick<YearCycleService, 'answersOfSponsors'>;
  donations: Pick<DonationsService, 'givingPage' | 'givingRows' | 'givingTotals'>;
  /** The year's letters, and its letters late and sent per number and writer. */
  letters: Pick<
    LettersService,
    'lettersOfYear' | 'pendingByLetter' | 'sentByLetter' | 'sentByMonth'
  >;
}

export type ReportsContext = ReportsServiceDeps;

/** The filters every report takes besides its own. */
export interface ReportPlaceQuery {
  periodId?: number | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

/**
 * The year a report reads, after checking the places it is narrowed to: a school or village
 * that does not exist or is not one of an admin's answers 404, like a year that does not exist.
 * Without `periodId`, the available year (undefined when none is: the report is empty).
 */
export async function reportYear(
  { db, periods }: ReportsContext,
  auth: AuthContext,
  query: ReportPlaceQuery,
): Promise<Period | undefined> {
  const checks = [
    query.schoolId === undefined ? true : isPlaceInReach(db, auth, 'school', query.schoolId),
    query.villageId === undefined ? true : isPlaceInReach(db, auth, 'village', query.villageId),
  ];
  if ((await Promise.all(checks)).includes(false)) throw appError('NOT_FOUND');
  if (query.periodId === undefined) return periods.findAvailable();
  const year = await findYear(db, query.periodId);
  if (!year) throw appError('NOT_FOUND');
  return year;
}

async function* noRows<Row>(): AsyncIterable<Row> {}

/** An export's rows in the year asked for; none without a year (no year is available). */
export async function exportOfYear<Row>(
  context: ReportsContext,
  auth: AuthContext,
  query: ReportPlaceQuery,
  rowsOf: (year: Period) => AsyncIterable<Row>,
): Promise<{ year: Period | undefined; rows: AsyncIterable<Row> }> {
  const year = await reportYear(context, auth, query);
  return { year, rows: year ? rowsOf(year) : noRows<Row>() };
}

/** The day export files are named after, on the platform's clock. */
export function today({ clock }: ReportsContext): string {
  return clock.now().toISOString().slice(0, 10);
}
