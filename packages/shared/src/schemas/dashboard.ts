// The dashboard (GET DASHBOARD_PATHS.dashboard): what each role needs to know at a glance, in the
// caller's reach (PRODUCT.md, Permissions: all for super and global admins, an admin's places,
// a sponsor's or a student's own). Coordinators get the programme's figures, each the total of
// the list it links to (students: the students list with its sponsors filter; sponsors: the
// sponsors list of active ones; letters in review: the review queue); sponsors and students
// their own year.
import { z } from 'zod';
import {
  coordinatorProgrammeFields,
  lettersMonthSchema,
  sponsorYearFiguresSchema,
} from './dashboard-programme';

const count = z.number().int().nonnegative();

export const dashboardYearSchema = z.object({ id: z.number().int(), name: z.string() });

export const coordinatorDashboardSchema = z.object({
  view: z.literal('coordinator'),
  /** The available year, which "sponsored" and the letters count in; null when none is. */
  year: dashboardYearSchema.nullable(),
  students: z.object({
    /** The students list's total (every shown status). */
    total: count,
    /** Shown students with at least one current sponsor in the year. */
    sponsored: count,
    /** Active students without a current sponsor in the year. */
    waiting: count,
    /** Shown students with 1, 2 and 3 current sponsors. */
    bySponsors: z.object({ one: count, two: count, three: count }),
    /** Active students without the guardian's authorisation on file (Ley 1581 de 2012, art. 7). */
    guardianMissing: count,
  }),
  sponsors: z
    .object({
      /** Sponsors whose record is active. */
      active: count,
    })
    .extend(sponsorYearFiguresSchema.shape),
  letters: z.object({
    /** Letters of the year's current sponsorships past their due date and not sent (both ways). */
    late: count,
    /** Letters not sent that fall due today or within LETTER_DUE_SOON_DAYS (both ways). */
    due: count,
    /** Sent letters waiting for a coordinator (the review queue). */
    inReview: count,
    /** The year's letters sent per month (in review or delivered), oldest month first. */
    perMonth: z.array(lettersMonthSchema),
  }),
  ...coordinatorProgrammeFields,
});
export type CoordinatorDashboard = z.infer<typeof coordinatorDashboardSchema>;

/**
 * A current partner's letters this year (a sponsor's student, a student's sponsor), from the
 * caller's letters overview: the same dates and states as their letters screen.
 */
export const partnerLettersSchema = z.object({
  sponsorshipId: z.number().int(),
  /** The partner's first name (a student never sees a sponsor's last name). */
  name: z.string(),
  /** Their letters delivered to the caller. */
  received: count,
  /** The caller's letters sent to them (in review or delivered). */
  sent: count,
  /** The caller's next letter to them (null: every dated letter is sent). */
  next: z
    .object({
      number: z.number().int(),
      /** ISO 8601 calendar date; null while the year's letter has no date. */
      dueDate: z.string().nullable(),
      isLate: z.boolean(),
    })
    .nullable(),
});
export type PartnerLetters = z.infer<typeof partnerLettersSchema>;

/** A sponsor's leadership meetings of the available year at their school. */
export const sponsorMeetingsSchema = z.object({
  /** The next meeting that has not started (null: none is scheduled). */
  next: z.object({ id: z.number().int(), startsAt: z.string(), place: z.string() }).nullable(),
  /** Meetings of the year the sponsor attended. */
  attended: count,
  /** Meetings of the year that have started. */
  held: count,
});
export type SponsorMeetings = z.infer<typeof sponsorMeetingsSchema>;

/** A sponsor's leadership assessments of the available year. */
export const sponsorAssessmentsSchema = z.object({ submitted: count, total: count });
export type SponsorAssessments = z.infer<typeof sponsorAssessmentsSchema>;

/** A sponsor's donation pages (one per current student) and what each raised toward its goal. */
export const sponsorDonationPagesSchema = z.object({
  /** ISO 4217: the currency of every amount. */
  currency: z.string(),
  pages: z.array(
    z.object({
      studentFirstName: z.string(),
      /** Confirmed gifts this year, in cents. */
      raisedCents: count,
      /** The page's goal, in cents (36500: 365 dollars). */
      goalCents: count,
    }),
  ),
});
export type SponsorDonationPages = z.infer<typeof sponsorDonationPagesSchema>;

/**
 * One of a sponsor's current students as their home shows it (the phone app's first screen):
 * what PRODUCT.md lets a sponsor see of the child (first name, photo, age, village), the letters
 * exchanged this year, when the sponsor last wrote, the next letter to write, and the student's
 * donation page with its public link to share.
 */
export const sponsorStudentCardSchema = z.object({
  sponsorshipId: z.number().int(),
  studentId: z.number().int(),
  firstName: z.string(),
  /** The photo's signed thumbnail URL, or null. */
  photoUrl: z.string().nullable(),
  /** Whole years today; null until a coordinator completes the birth date. */
  age: z.number().int().nullable(),
  village: z.string(),
  /** Letters this year: the student's delivered to the sponsor, the sponsor's sent. */
  received: count,
  sent: count,
  /** ISO 8601: when the sponsor last sent a letter to this student this year (null: not yet). */
  lastSentAt: z.string().nullable(),
  next: partnerLettersSchema.shape.next,
  /** The student's donation page this year (null without an available year). */
  donationPage: z
    .object({
      raisedCents: count,
      goalCents: count,
      /** The public page's full address (the portal's PUBLIC_URL and the page's path). */
      url: z.string(),
    })
    .nullable(),
});
export type SponsorStudentCard = z.infer<typeof sponsorStudentCardSchema>;

/** A sponsor's or a student's own year: the other people they write to and their letters. */
export const participantDashboardSchema = z.object({
  view: z.enum(['sponsor', 'student']),
  year: dashboardYearSchema.nullable(),
  /** Current sponsorships: a sponsor's students, a student's sponsors. */
  partners: count,
  letters: z.object({
    /** Letters the caller has to write and whose date has not passed. */
    due: count,
    /** Letters the caller has to write whose date has passed. */
    late: count,
    /** Letters delivered to the caller and not read yet. */
    unread: count,
  }),
  /** Per current partner, the letters received and sent this year and the next one due. */
  partnerLetters: z.array(partnerLettersSchema),
  /** A sponsor's meetings (null for a student, or a sponsor without a school's record). */
  meetings: sponsorMeetingsSchema.nullable(),
  /** A sponsor's assessments (null for a student, or without a year or a sponsor record). */
  assessments: sponsorAssessmentsSchema.nullable(),
  /** A sponsor's donation pages (null for a student). */
  donationPages: sponsorDonationPagesSchema.nullable(),
  /** A sponsor's current students, one card each (empty for a student). */
  myStudents: z.array(sponsorStudentCardSchema),
});
export type ParticipantDashboard = z.infer<typeof participantDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('view', [
  coordinatorDashboardSchema,
  participantDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;
