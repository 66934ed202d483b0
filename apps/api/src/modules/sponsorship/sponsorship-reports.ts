// What the reports area (modules/reports) reads of sponsorship, for a year it has already
// resolved: the current sponsorships (a page, or every row for an export), the places free per
// village, and the students waiting for a sponsor. Each is limited to what the caller reaches in
// the reports area.
import type { Page, SponsorshipReportRow, VillagePlaces, WaitingStudent } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { PageRequest } from '../../lib/list-page';
import {
  sponsorshipReportList,
  sponsorshipReportRowOf,
  sponsorshipReportVisibility,
  type SponsorshipReportFilters,
} from './report-sponsorship-list';
import type { SponsorshipContext } from './sponsorship-context';
import {
  lapsedSponsorList,
  lapsedSponsorVisibility,
  toLapsedSponsor,
  type LapsedSponsorFilters,
  type LapsedSponsorOfYear,
} from './lapsed-sponsor-list';
import {
  selectVillagePlaces,
  villagePlacesVisibility,
  type VillagePlacesFilters,
} from './village-places.repo';
import {
  longestWaitingStudents,
  toWaitingStudent,
  waitingStudentList,
  waitingStudentVisibility,
  type WaitingStudentFilters,
} from './waiting-student-list';

export type { SponsorshipReportFilters } from './report-sponsorship-list';
export type { WaitingStudentFilters } from './waiting-student-list';
export type { LapsedSponsorFilters, LapsedSponsorOfYear } from './lapsed-sponsor-list';

/** The filters of the students waiting report, without when it is read (the clock's now). */
export type WaitingStudentQuery = Omit<WaitingStudentFilters, 'now'>;

async function* mapRows<Row, Item>(
  rows: AsyncIterable<Row>,
  toItem: (row: Row) => Item,
): AsyncIterable<Item> {
  for await (const row of rows) yield toItem(row);
}

export function sponsorshipReportPage(
  { db }: SponsorshipContext,
  auth: AuthContext,
  request: SponsorshipReportFilters & PageRequest,
): Promise<Page<SponsorshipReportRow>> {
  return sponsorshipReportList.page(db, sponsorshipReportVisibility(auth), request, undefined);
}

/** Every row of the filtered report, in its order, read in keyset batches. */
export function sponsorshipReportRows(
  { db }: SponsorshipContext,
  auth: AuthContext,
  filters: SponsorshipReportFilters,
): AsyncIterable<SponsorshipReportRow> {
  return mapRows(
    sponsorshipReportList.rows(db, sponsorshipReportVisibility(auth), filters),
    sponsorshipReportRowOf,
  );
}

/** Per village of the filters: active students, their current sponsorships, places free. */
export function villagePlaces(
  { db }: SponsorshipContext,
  auth: AuthContext,
  filters: VillagePlacesFilters,
): Promise<VillagePlaces[]> {
  return selectVillagePlaces(db, villagePlacesVisibility(auth), filters);
}

export function waitingStudentsPage(
  { db, clock }: SponsorshipContext,
  auth: AuthContext,
  request: WaitingStudentQuery & PageRequest,
): Promise<Page<WaitingStudent>> {
  const now = clock.now();
  return waitingStudentList.page(db, waitingStudentVisibility(auth), { ...request, now }, now);
}

/** The report's first rows, longest waiting first (the dashboard's; see the list's file). */
export function longestWaiting(
  { db, clock }: SponsorshipContext,
  auth: AuthContext,
  filters: Pick<WaitingStudentQuery, 'periodId' | 'yearStart'>,
  limit: number,
): Promise<WaitingStudent[]> {
  const now = clock.now();
  return longestWaitingStudents(db, waitingStudentVisibility(auth), { ...filters, now }, limit);
}

/** Every student of the filtered report, in its order, read in keyset batches. */
export function waitingStudentRows(
  { db, clock }: SponsorshipContext,
  auth: AuthContext,
  filters: WaitingStudentQuery,
): AsyncIterable<WaitingStudent> {
  const now = clock.now();
  return mapRows(
    waitingStudentList.rows(db, waitingStudentVisibility(auth), { ...filters, now }),
    (row) => toWaitingStudent(row, now),
  );
}

export function lapsedSponsorsPage(
  { db }: SponsorshipContext,
  auth: AuthContext,
  request: LapsedSponsorFilters & PageRequest,
): Promise<Page<LapsedSponsorOfYear>> {
  return lapsedSponsorList.page(db, lapsedSponsorVisibility(auth), request, undefined);
}

/** Every sponsor of the filtered report, in its order, read in keyset batches. */
export function lapsedSponsorRows(
  { db }: SponsorshipContext,
  auth: AuthContext,
  filters: LapsedSponsorFilters,
): AsyncIterable<LapsedSponsorOfYear> {
  return mapRows(
    lapsedSponsorList.rows(db, lapsedSponsorVisibility(auth), filters),
    toLapsedSponsor,
  );
}
