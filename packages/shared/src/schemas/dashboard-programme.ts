// The coordinators' dashboard beyond the students, sponsors and letters counts (issue 48): the
// students waiting longest, the money raised, the upcoming events' sales, the leadership
// curriculum and what waits for a coordinator. Each is what the list, report or screen it links
// to shows (their totals equal), in the caller's reach; a part the caller's role may not open
// is null rather than empty, so the screen leaves it out.
import { z } from 'zod';
import { MEETING_KINDS } from './meetings-constants';

const count = z.number().int().nonnegative();
const cents = z.number().int();
const refSchema = z.object({ id: z.number().int(), name: z.string() });

/** One of the students waiting longest: the first rows of the students waiting report. */
export const longestWaitingStudentSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  village: refSchema,
  /** Whole days since the student started waiting (the report's definition). */
  daysWaiting: count,
});
export type LongestWaitingStudent = z.infer<typeof longestWaitingStudentSchema>;

/** Confirmed gifts of the available year and the one before, in the caller's reach. */
export const dashboardMoneySchema = z.object({
  currency: z.string(),
  previousYear: refSchema.nullable(),
  thisYear: z.object({ amountCents: cents, gifts: count }),
  lastYear: z.object({ amountCents: cents, gifts: count }),
  /** The fundraising pages' goal summed over the year's current sponsorships (one page each). */
  goalCents: cents,
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

/** An upcoming event's tickets sold against its capacity (the events list's counts). */
export const dashboardEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  sold: count,
  capacity: count,
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** The year's leadership curriculum: the attendance report's totals and the completion report's. */
export const dashboardLeadershipSchema = z.object({
  /** Per meeting number: sponsors expected (their school held it) and attended. */
  meetings: z.array(
    z.object({
      number: z.number().int(),
      kind: z.enum(MEETING_KINDS),
      expected: count,
      attended: count,
    }),
  ),
  /** Sponsors in the completion report, and those who earned the distinction. */
  sponsors: count,
  /** 'atLeast': the report counted up to its limit and `sponsors` is that floor ("more than"). */
  sponsorsKind: z.enum(['exact', 'atLeast']),
  withDistinction: count,
});
export type DashboardLeadership = z.infer<typeof dashboardLeadershipSchema>;

/** What waits for a coordinator besides the letters in review. */
export const dashboardActionsSchema = z.object({
  /** Sponsors with a parent contact no coordinator has confirmed (the sponsors list's filter). */
  unconfirmedParentContacts: count,
  /** Required agreements without a published text in a language; null: the role cannot see. */
  agreementsWithoutText: count.nullable(),
});
export type DashboardActions = z.infer<typeof dashboardActionsSchema>;

/** The fields these parts add to the coordinators' dashboard (dashboard.ts). */
export const coordinatorProgrammeFields = {
  /** The first 5 rows of the students waiting report, longest waiting first. */
  longestWaiting: z.array(longestWaitingStudentSchema).max(5),
  /** Null for a role that may not read gifts. */
  money: dashboardMoneySchema.nullable(),
  /** The next upcoming events (at most 5); null for a role that may not open events. */
  events: z.array(dashboardEventSchema).max(5).nullable(),
  leadership: dashboardLeadershipSchema,
  actions: dashboardActionsSchema,
};

/** The sponsors' figures the dashboard adds to the active count. */
export const sponsorYearFiguresSchema = z.object({
  /** Sponsors whose record was created since the year's first day (the sponsors list's filter). */
  newThisYear: count,
  /** The lapsed sponsors report's total for the year. */
  lapsed: count,
});
export type SponsorYearFigures = z.infer<typeof sponsorYearFiguresSchema>;

/** The letters sent in one month (YYYY-MM, UTC): the sponsors' letters and the students' answers. */
export const lettersMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  sponsor: z.number().int(),
  student: z.number().int(),
});
export type LettersMonth = z.infer<typeof lettersMonthSchema>;
