// The programme's figures the board reads each month: students and their sponsors in the
// available year, the year's letters, and the money raised this year against the year before
// (the same span of days). Read once a month for the whole programme, so plain aggregates are
// enough; the students' total comes from the counters the triggers keep (student_totals).
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  donations,
  eventOrderItems,
  eventOrders,
  periods,
  sponsorshipLetters,
  sponsorships,
  students,
  studentTotals,
} from '../../db/schema/index';

export interface BoardFigures {
  /** The available year (null: none is open, and the year's figures are zero). */
  yearName: string | null;
  students: { active: number; sponsored: number; waiting: number };
  sponsors: { active: number; newThisYear: number };
  letters: { delivered: number; inReview: number };
  /** Confirmed gifts, in cents, this year so far and in the same span of the year before. */
  donations: { thisYearCents: number; lastYearCents: number; count: number };
  /** Event tickets sold in the month before the report. */
  ticketsLastMonth: number;
}

/** The figures as of `now`. */
export async function readBoardFigures(db: Database, now: Date): Promise<BoardFigures> {
  const [year] = await db
    .select({ id: periods.id, name: periods.name, startDate: periods.startDate })
    .from(periods)
    .where(eq(periods.status, 'available'))
    .limit(1);
  const [totals] = await db
    .select({ active: sql<number>`coalesce(sum(${studentTotals.students}), 0)::int` })
    .from(studentTotals)
    .where(eq(studentTotals.status, 'active'));
  const active = totals?.active ?? 0;
  const lastMonth = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [tickets] = await db
    .select({ sold: sql<number>`coalesce(sum(${eventOrderItems.quantity}), 0)::int` })
    .from(eventOrderItems)
    .innerJoin(eventOrders, eq(eventOrders.id, eventOrderItems.orderId))
    .where(
      and(
        eq(eventOrders.status, 'confirmed'),
        gte(eventOrders.paidAt, lastMonth),
        lt(eventOrders.paidAt, now),
      ),
    );
  const ticketsLastMonth = tickets?.sold ?? 0;
  if (!year) {
    return {
      yearName: null,
      students: { active, sponsored: 0, waiting: active },
      sponsors: { active: 0, newThisYear: 0 },
      letters: { delivered: 0, inReview: 0 },
      donations: { thisYearCents: 0, lastYearCents: 0, count: 0 },
      ticketsLastMonth,
    };
  }
  const [pairs] = await db
    .select({
      sponsored: sql<number>`count(distinct ${sponsorships.studentId}) filter (where ${students.status} = 'active')::int`,
      sponsors: sql<number>`count(distinct ${sponsorships.sponsorId})::int`,
      newSponsors: sql<number>`count(distinct ${sponsorships.sponsorId}) filter (where not exists (
        select 1 from sponsorships earlier
        where earlier.sponsor_id = ${sponsorships.sponsorId} and earlier.period_id <> ${sponsorships.periodId}
      ))::int`,
    })
    .from(sponsorships)
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .where(and(eq(sponsorships.periodId, year.id), isNull(sponsorships.endedAt)));
  const [letters] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${sponsorshipLetters.status} = 'delivered')::int`,
      inReview: sql<number>`count(*) filter (where ${sponsorshipLetters.status} = 'in_review')::int`,
    })
    .from(sponsorshipLetters)
    .where(eq(sponsorshipLetters.periodId, year.id));
  const money = await readDonations(db, new Date(`${year.startDate}T00:00:00Z`), now);
  const sponsored = pairs?.sponsored ?? 0;
  return {
    yearName: year.name,
    students: { active, sponsored, waiting: Math.max(active - sponsored, 0) },
    sponsors: { active: pairs?.sponsors ?? 0, newThisYear: pairs?.newSponsors ?? 0 },
    letters: { delivered: letters?.delivered ?? 0, inReview: letters?.inReview ?? 0 },
    donations: money,
    ticketsLastMonth,
  };
}

/** Confirmed gifts since the year's start, and in the same span of days a year before. */
async function readDonations(
  db: Database,
  start: Date,
  now: Date,
): Promise<BoardFigures['donations']> {
  const yearBefore = new Date(start);
  yearBefore.setUTCFullYear(start.getUTCFullYear() - 1);
  const sameDayBefore = new Date(now);
  sameDayBefore.setUTCFullYear(now.getUTCFullYear() - 1);
  const paid = donations.paidAt;
  const [money] = await db
    .select({
      thisYear: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${paid} >= ${start} and ${paid} < ${now}), 0)::bigint`,
      lastYear: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${paid} >= ${yearBefore} and ${paid} < ${sameDayBefore}), 0)::bigint`,
      gifts: sql<number>`count(*) filter (where ${paid} >= ${start} and ${paid} < ${now})::int`,
    })
    .from(donations)
    .where(and(eq(donations.status, 'confirmed'), gte(paid, yearBefore)));
  return {
    thisYearCents: Number(money?.thisYear ?? 0),
    lastYearCents: Number(money?.lastYear ?? 0),
    count: money?.gifts ?? 0,
  };
}
