// The coordinators' lists of who is still waiting in a year (students with room for a sponsor,
// sponsors without a student), each a page and an export read in one year: the one asked for
// (404 when there is none such) or the available year. Without an available year the page is
// empty and the export has no rows.
import type { Page, Period } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { List, ListOrder } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import { appError } from '../../lib/errors';
import { findYear } from '../periods/periods.service';
import { openStudentList, openStudentVisibility } from './open-student-list';
import { emptyPage } from '../../lib/list-definition';
import type { PhotoUrl, SponsorshipContext } from './sponsorship-context';
import { unpairedSponsorList, unpairedSponsorVisibility } from './unpaired-sponsor-list';

/** What a list read in a year is given besides the caller's query. */
export interface InYear {
  periodId: number;
  /** When the list is read: live holds count at this time. */
  now: Date;
}

/** A list's query as the caller sends it: any year, or none for the available one. */
type YearQuery<Filters> = Omit<Filters, keyof InYear> & { periodId?: number | undefined };

/** An export of a "who is waiting" list: the year's name (a column) and the rows. */
export interface WaitingListExport<Row> {
  yearName: string;
  rows: AsyncIterable<Row>;
}

/**
 * The year a list reads: the one asked for (404 when there is none such), or the available
 * year; undefined when none is available.
 */
async function yearToRead(
  { db, periods }: SponsorshipContext,
  periodId: number | undefined,
): Promise<Period | undefined> {
  if (periodId === undefined) return periods.findAvailable();
  const year = await findYear(db, periodId);
  if (!year) throw appError('NOT_FOUND');
  return year;
}

async function* noRows<Row>(): AsyncIterable<Row> {}

/** A list's page and export use cases, each read in the year its query names. */
function inYear<Reach, Filters extends ListOrder & InYear, Row, Item>(
  list: List<Reach, Filters, Row, Item, PhotoUrl>,
  reachOf: (auth: AuthContext) => Reach,
) {
  // The query and its year make the list's filters (which TypeScript cannot see through Omit).
  const filtersIn = (context: SponsorshipContext, year: Period, query: YearQuery<Filters>) =>
    ({ ...query, periodId: year.id, now: context.clock.now() }) as unknown as Filters;
  return {
    async page(
      context: SponsorshipContext,
      auth: AuthContext,
      query: YearQuery<Filters> & PageRequest,
    ): Promise<Page<Item>> {
      const year = await yearToRead(context, query.periodId);
      if (!year) return emptyPage(query.pageSize);
      const request = { ...query, ...filtersIn(context, year, query) };
      return list.page(context.db, reachOf(auth), request, context.photoUrl);
    },

    /** Every row of the filtered list, in its order, read in keyset batches. */
    async rows(
      context: SponsorshipContext,
      auth: AuthContext,
      query: YearQuery<Filters>,
    ): Promise<WaitingListExport<Row>> {
      const year = await yearToRead(context, query.periodId);
      if (!year) return { yearName: '', rows: noRows() };
      return {
        yearName: year.name,
        rows: list.rows(context.db, reachOf(auth), filtersIn(context, year, query)),
      };
    },
  };
}

/**
 * The year's students with room for a sponsor (fewer than the maximum of current
 * sponsorships plus live holds) whom the caller may pair; none for a sponsor.
 */
export const openStudents = inYear(openStudentList, openStudentVisibility);

/** The year's active sponsors without a current sponsorship whom the caller may pair. */
export const unpairedSponsors = inYear(unpairedSponsorList, unpairedSponsorVisibility);
