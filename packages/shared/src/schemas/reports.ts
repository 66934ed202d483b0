// The reports of the catalogue (/edrocks/reports) for coordinators (admins: their villages and
// schools): the queries the web sends and the shapes the API answers (the endpoints in
// reports-endpoints.ts, the plain values in reports-constants.ts). Every report reads one year
// (omitted `periodId`: the available year, an empty report without one; unknown: 404) and may be
// narrowed to a school and a village (unknown, or outside an admin's places: 404).
//
//   GET REPORT_PATHS.sponsorshipReport            sponsorshipReportQuerySchema -> sponsorshipReportPageSchema
//   GET REPORT_PATHS.sponsorshipReportExport      the same without paging + format -> a file
//   GET REPORT_PATHS.waitingStudentsReport        waitingStudentsQuerySchema -> waitingStudentsPageSchema
//   GET REPORT_PATHS.waitingStudentsReportExport  the same without paging + format -> a file
//   GET REPORT_PATHS.lapsedSponsorsReport         lapsedSponsorsQuerySchema -> lapsedSponsorsPageSchema
//   GET REPORT_PATHS.lapsedSponsorsReportExport   the same without paging + format -> a file
//   GET REPORT_PATHS.sponsorGivingReport          sponsorGivingQuerySchema -> sponsorGivingPageSchema
//   GET REPORT_PATHS.sponsorGivingReportExport    the same without paging + format -> a file
//   GET REPORT_PATHS.lettersReport                lettersReportQuerySchema -> lettersReportPageSchema
//   GET REPORT_PATHS.lettersReportExport          the same without paging + format -> a file
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { lettersMonthSchema } from './dashboard-programme';
import { LETTER_WRITERS } from './letters-constants';
import { GRADES } from './lists';
import { SPONSORSHIP_END_REASONS } from './sponsorships-constants';
import { DECLINE_REASONS, RECOMMITMENT_STATES } from './year-cycle-constants';
import {
  LAPSED_SPONSOR_SORT_FIELDS,
  LETTERS_REPORT_SORT_FIELDS,
  SPONSOR_GIVING_SORT_FIELDS,
  SPONSORSHIP_REPORT_SORT_FIELDS,
  WAITING_DAYS_MAX,
  WAITING_STUDENT_SORT_FIELDS,
} from './reports-constants';
import {
  booleanFilter,
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';

const refSchema = z.object({ id: z.number().int(), name: z.string() });
const personRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** The filters every report of the catalogue takes. */
const placeFilters = { periodId: idFilter, schoolId: idFilter, villageId: idFilter };

// ---------------------------------------------------------------------------------------------
// Sponsorship: who sponsors whom in the year, and the places still free per village.

/** One current sponsorship of the year. */
export const sponsorshipReportRowSchema = z.object({
  id: z.number().int(),
  student: personRefSchema,
  village: refSchema,
  studentSchool: refSchema.nullable(),
  sponsor: personRefSchema,
  sponsorSchool: refSchema,
  /** ISO 8601: when this pairing started. */
  since: z.string(),
});
export type SponsorshipReportRow = z.infer<typeof sponsorshipReportRowSchema>;

/**
 * Places in a village: its active students times the most sponsors a student may have, less
 * the current sponsorships of those students in the year.
 */
export const villagePlacesSchema = z.object({
  village: refSchema,
  students: z.number().int(),
  sponsorships: z.number().int(),
  freePlaces: z.number().int(),
});
export type VillagePlaces = z.infer<typeof villagePlacesSchema>;

export const sponsorshipReportPageSchema = pageSchema(sponsorshipReportRowSchema).extend({
  year: refSchema.nullable(),
  places: z.object({
    /** The villages with the most free places first (at most PLACES_SUMMARY_VILLAGES). */
    villages: z.array(villagePlacesSchema),
    /** Every village of the filters. */
    villageCount: z.number().int(),
    students: z.number().int(),
    sponsorships: z.number().int(),
    freePlaces: z.number().int(),
  }),
});
export type SponsorshipReportPage = z.infer<typeof sponsorshipReportPageSchema>;

/** `?periodId=&schoolId=&villageId=&q=&sort=&order=&page=&pageSize=&cursor=`; `q`: either name. */
export const sponsorshipReportQuerySchema = listQuerySchema(
  SPONSORSHIP_REPORT_SORT_FIELDS,
  placeFilters,
);
export type SponsorshipReportQuery = z.input<typeof sponsorshipReportQuerySchema>;

export const sponsorshipReportExportQuerySchema = sponsorshipReportQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

// ---------------------------------------------------------------------------------------------
// Students waiting: active students without a current sponsor in the year.

/**
 * A student waiting for a sponsor. `waitingSince` is the latest of: when the student was
 * registered, when their last sponsorship (of any year) ended, and the year's first day;
 * `daysWaiting` counts whole days from then to now (0 before the year starts).
 */
export const waitingStudentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  grade: z.enum(GRADES).nullable(),
  village: refSchema,
  school: refSchema.nullable(),
  waitingSince: z.string(),
  daysWaiting: z.number().int(),
});
export type WaitingStudent = z.infer<typeof waitingStudentSchema>;

export const waitingStudentsPageSchema = pageSchema(waitingStudentSchema).extend({
  year: refSchema.nullable(),
});
export type WaitingStudentsPage = z.infer<typeof waitingStudentsPageSchema>;

/** `...&minDays=`: only students waiting at least that many days. */
export const waitingStudentsQuerySchema = listQuerySchema(WAITING_STUDENT_SORT_FIELDS, {
  ...placeFilters,
  minDays: z.coerce
    .number({ error: fieldMessage('validation.invalidNumber') })
    .int({ error: fieldMessage('validation.invalidNumber') })
    .min(0, { error: fieldMessage('validation.invalidNumber') })
    .max(WAITING_DAYS_MAX, { error: fieldMessage('validation.invalidNumber') })
    .optional(),
});
export type WaitingStudentsQuery = z.input<typeof waitingStudentsQuerySchema>;

export const waitingStudentsExportQuerySchema = waitingStudentsQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

// ---------------------------------------------------------------------------------------------
// Lapsed sponsors: sponsored a student in the year before, and have no current sponsorship now.

/**
 * A sponsor who had a sponsorship in the year before the report's year (the one that starts
 * last before it) and has no current sponsorship in the report's year. `endReason`: why their
 * last-ended sponsorship of the year before ended; `recommitment`: their answer to this year's
 * recommitment request, where recommit asked them (a declined answer's reason included).
 */
export const lapsedSponsorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  school: refSchema,
  /** Their sponsorships in the year before. */
  previousSponsorships: z.number().int(),
  /** ISO 8601: when the last of them ended (null while one is still current). */
  lastEndedAt: z.string().nullable(),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  recommitment: z
    .object({ state: z.enum(RECOMMITMENT_STATES), reason: z.enum(DECLINE_REASONS).nullable() })
    .nullable(),
});
export type LapsedSponsor = z.infer<typeof lapsedSponsorSchema>;

export const lapsedSponsorsPageSchema = pageSchema(lapsedSponsorSchema).extend({
  year: refSchema.nullable(),
  /** The year before, whose sponsors the report reads (null: there is none). */
  previousYear: refSchema.nullable(),
});
export type LapsedSponsorsPage = z.infer<typeof lapsedSponsorsPageSchema>;

/**
 * `...&endReason=`: only sponsors a sponsorship of the year before ended for that reason.
 * `villageId`: sponsors of a student of that village in the year before.
 */
export const lapsedSponsorsQuerySchema = listQuerySchema(LAPSED_SPONSOR_SORT_FIELDS, {
  ...placeFilters,
  endReason: z
    .enum(SPONSORSHIP_END_REASONS, { error: fieldMessage('validation.invalidValue') })
    .optional(),
});
export type LapsedSponsorsQuery = z.input<typeof lapsedSponsorsQuerySchema>;

export const lapsedSponsorsExportQuerySchema = lapsedSponsorsQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

// ---------------------------------------------------------------------------------------------
// Giving per sponsor: confirmed gifts to each sponsor's pages, this year and the year before.

/** Gifts and their sum (integer cents) in one year. */
const givingSchema = z.object({ gifts: z.number().int(), amountCents: z.number().int() });

/** A sponsor whose pages received a confirmed gift in the year or the year before. */
export const sponsorGivingSchema = z.object({
  sponsor: personRefSchema,
  school: refSchema,
  thisYear: givingSchema,
  lastYear: givingSchema,
});
export type SponsorGiving = z.infer<typeof sponsorGivingSchema>;

export const sponsorGivingPageSchema = pageSchema(sponsorGivingSchema).extend({
  year: refSchema.nullable(),
  previousYear: refSchema.nullable(),
  /** The currency of every amount (ISO 4217). */
  currency: z.string(),
  /** Over every gift of the filters (not only the page's sponsors). */
  totals: z.object({ thisYear: givingSchema, lastYear: givingSchema }),
});
export type SponsorGivingPage = z.infer<typeof sponsorGivingPageSchema>;

/**
 * `...&lapsed=true`: only sponsors whose pages received gifts the year before and none this year
 * (LYBUNT). `schoolId`, `villageId`: the gifts' school and village.
 */
export const sponsorGivingQuerySchema = listQuerySchema(SPONSOR_GIVING_SORT_FIELDS, {
  ...placeFilters,
  lapsed: booleanFilter,
});
export type SponsorGivingQuery = z.input<typeof sponsorGivingQuerySchema>;

export const sponsorGivingExportQuerySchema = sponsorGivingQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

// ---------------------------------------------------------------------------------------------
// Letters: per letter number and direction, the year's letters sent, in review and late.

/** What the letters report counts of one letter and direction, or of every row. */
const letterCountsSchema = z.object({
  /** Delivered to the reader. */
  sent: z.number().int(),
  /** Sent and waiting in the coordinators' queue. */
  inReview: z.number().int(),
  /** Past its due date and not sent (the dashboard's "Letters late" counts the same). */
  late: z.number().int(),
  /** Not sent and due today or within LETTER_DUE_SOON_DAYS (the dashboard's "Letters due"). */
  due: z.number().int(),
});

/**
 * One dated letter of the year and its writer, over the year's current sponsorships of the
 * filters: `writer` 'sponsor' is the sponsor's letter N to the student, 'student' the student's
 * answer N. The titles are the year's (each language; a screen shows its own with
 * yearLetterTexts); `dueDate` is the year's date for that writer (null: the answer has no date),
 * which a sponsorship that began late moves for its own letters.
 */
export const letterReportRowSchema = letterCountsSchema.extend({
  number: z.number().int(),
  writer: z.enum(LETTER_WRITERS),
  title: z.string(),
  titleEs: z.string(),
  /** ISO 8601 calendar date. */
  dueDate: z.string().nullable(),
});
export type LetterReportRow = z.infer<typeof letterReportRowSchema>;

export const lettersReportPageSchema = pageSchema(letterReportRowSchema).extend({
  year: refSchema.nullable(),
  /** Over every row of the filters (not only the page's). */
  totals: letterCountsSchema,
  /** The letters sent per month over the filters' places (the writer filter not applied). */
  perMonth: z.array(lettersMonthSchema),
});
export type LettersReportPage = z.infer<typeof lettersReportPageSchema>;

/**
 * `...&writer=`: only the sponsors' letters or only the students' answers. `schoolId`: the
 * sponsors' school; `villageId`: the students' village; `q`: a word of the letter's title.
 */
export const lettersReportQuerySchema = listQuerySchema(LETTERS_REPORT_SORT_FIELDS, {
  ...placeFilters,
  writer: z.enum(LETTER_WRITERS, { error: fieldMessage('validation.invalidValue') }).optional(),
});
export type LettersReportQuery = z.input<typeof lettersReportQuerySchema>;

export const lettersReportExportQuerySchema = lettersReportQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
