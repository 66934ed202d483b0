// The coordinators' dashboard beyond the counters (issue 48): the students waiting longest, the
// sponsors new this year and lapsed, the money raised, the upcoming events' sales, the
// leadership curriculum and what waits for a coordinator. Each is asked of the use case behind
// the list or report it links to, with that area's access for the caller's role, so that a figure
// and its list agree for every role and scope; a part the role may not open is null.
import {
  getAccess,
  type Area,
  type CoordinatorDashboard,
  type DashboardEvent,
  type DashboardLeadership,
  type DashboardMoney,
  type LongestWaitingStudent,
  type Period,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { DashboardContext } from './dashboard-context';

/** How many of the longest waiting students and of the upcoming events the dashboard names. */
export const DASHBOARD_TOP = 5;

type ProgrammeFigures = Pick<
  CoordinatorDashboard,
  'longestWaiting' | 'money' | 'events' | 'leadership' | 'actions'
> & { sponsors: { newThisYear: number; lapsed: number } };

/** The caller with the access the role has to `area` (as that area's routes see them); or null. */
function inArea(auth: AuthContext, area: Area): AuthContext | null {
  const access = getAccess(auth.role, area);
  return access ? { ...auth, access } : null;
}

async function longestWaiting(
  { reports }: DashboardContext,
  auth: AuthContext | null,
): Promise<LongestWaitingStudent[]> {
  if (!auth) return [];
  const students = await reports.longestWaitingStudents(auth, DASHBOARD_TOP);
  return students.map((student) => ({
    id: student.id,
    fullName: student.fullName,
    village: student.village,
    daysWaiting: student.daysWaiting,
  }));
}

async function lapsedSponsors({ reports }: DashboardContext, auth: AuthContext | null) {
  if (!auth) return 0;
  const page = await reports.lapsedSponsors(auth, {
    page: 1,
    pageSize: 1,
    sort: 'sponsor',
    order: 'asc',
  });
  return page.total;
}

async function money(
  { donations, periods, db }: DashboardContext,
  auth: AuthContext | null,
  year: Period | null,
  pages: Promise<number>,
): Promise<DashboardMoney | null> {
  if (!auth) return null;
  const previous = year ? ((await periods.findPreviousYear(db, year)) ?? null) : null;
  const ids = [year?.id, previous?.id].filter((id): id is number => id !== undefined);
  const totals = await donations.yearTotals(auth, ids);
  const none = { amountCents: 0, gifts: 0 };
  return {
    currency: totals.currency,
    previousYear: previous && { id: previous.id, name: previous.name },
    thisYear: (year && totals.byYear.get(year.id)) ?? none,
    lastYear: (previous && totals.byYear.get(previous.id)) ?? none,
    goalCents: totals.pageGoalCents * (await pages),
  };
}

async function upcomingEvents(
  { events }: DashboardContext,
  auth: AuthContext | null,
): Promise<DashboardEvent[] | null> {
  if (!auth) return null;
  const page = await events.list({
    page: 1,
    pageSize: DASHBOARD_TOP,
    sort: 'startsAt',
    order: 'asc',
    when: 'upcoming',
  });
  return page.items.map((event) => ({
    id: event.id,
    name: event.name,
    nameEs: event.nameEs,
    startsAt: event.startsAt,
    timeZone: event.timeZone,
    sold: event.seatsSold,
    capacity: event.capacity,
  }));
}

/** The attendance report's totals per meeting (its area) and the completion report's (its own). */
async function leadership(
  { leadershipReports }: DashboardContext,
  attendanceAuth: AuthContext | null,
  completionAuth: AuthContext | null,
): Promise<DashboardLeadership> {
  const [attendance, completion] = await Promise.all([
    attendanceAuth && leadershipReports.attendanceFigures(attendanceAuth),
    completionAuth && leadershipReports.completionFigures(completionAuth),
  ]);
  return {
    meetings: (attendance ?? []).map((meeting) => ({
      number: meeting.number,
      kind: meeting.kind,
      expected: meeting.expected,
      attended: meeting.byCode + meeting.byHand,
    })),
    sponsors: completion?.total ?? 0,
    sponsorsKind: completion?.totalKind ?? 'exact',
    withDistinction: completion?.withDistinction ?? 0,
  };
}

async function sponsorListFigures({ sponsors }: DashboardContext, auth: AuthContext | null) {
  return auth ? sponsors.listFigures(auth) : { newThisYear: 0, unconfirmedParentContacts: 0 };
}

async function agreementsWithoutText(
  { agreements }: DashboardContext,
  auth: AuthContext | null,
): Promise<number | null> {
  if (!auth) return null;
  return (await agreements.missingTexts(auth)).items.length;
}

/**
 * The figures, each read in the area the caller's role opens it in. `pages` is the year's
 * current sponsorships in the caller's reach (each has a fundraising page with the goal), given
 * as it is being counted so that the other figures need not wait for it.
 */
export async function programmeFigures(
  context: DashboardContext,
  auth: AuthContext,
  year: Period | null,
  pages: Promise<number>,
): Promise<ProgrammeFigures> {
  const reportsAuth = inArea(auth, 'reports');
  const [waiting, lapsed, raised, upcoming, curriculum, missingTexts, sponsorLists] =
    await Promise.all([
      longestWaiting(context, reportsAuth),
      lapsedSponsors(context, reportsAuth),
      money(context, inArea(auth, 'donations'), year, pages),
      upcomingEvents(context, inArea(auth, 'events')),
      leadership(context, inArea(auth, 'attendanceReport'), inArea(auth, 'leadershipReport')),
      agreementsWithoutText(context, inArea(auth, 'agreements')),
      sponsorListFigures(context, inArea(auth, 'sponsors')),
    ]);
  return {
    longestWaiting: waiting,
    sponsors: { newThisYear: sponsorLists.newThisYear, lapsed },
    money: raised,
    events: upcoming,
    leadership: curriculum,
    actions: {
      unconfirmedParentContacts: sponsorLists.unconfirmedParentContacts,
      agreementsWithoutText: missingTexts,
    },
  };
}
