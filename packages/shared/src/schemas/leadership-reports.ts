// The leadership curriculum's two reports, for coordinators (admins: the sponsors of their
// schools): the attendance report (/edrocks/attendance) and the completion report
// (/edrocks/leadership_report). Both list the year's active sponsors a page at a time, filter by
// year and school, export (CSV, Excel) and print: the queries the web sends and the shapes the
// API answers (the endpoints in leadership-reports-endpoints.ts, the plain values in
// leadership-reports-constants.ts).
//
//   GET LEADERSHIP_REPORT_PATHS.attendanceReport         attendanceReportQuerySchema -> attendanceReportPageSchema
//   GET LEADERSHIP_REPORT_PATHS.attendanceReportExport   the same without paging + format -> a file
//   GET LEADERSHIP_REPORT_PATHS.completionReport         completionReportQuerySchema -> completionReportPageSchema
//   GET LEADERSHIP_REPORT_PATHS.completionReportExport   the same without paging + format -> a file
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { ASSESSMENT_COUNT } from './assessments';
import {
  ATTENDANCE_CELL_STATES,
  LEADERSHIP_REPORT_SORT_FIELDS,
  LETTERS_REQUIRED,
} from './leadership-reports-constants';
import { MEETING_COUNT, MEETING_KINDS } from './meetings-constants';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';

const refSchema = z.object({ id: z.number().int(), name: z.string() });
const sponsorRefSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
});

export const attendanceReportRowSchema = z.object({
  sponsor: sponsorRefSchema,
  school: refSchema,
  /** Ten cells, meetings 1-10 (MEETING_KINDS order). */
  meetings: z.array(z.enum(ATTENDANCE_CELL_STATES)).length(MEETING_COUNT),
  /** Meetings attended, of ten. */
  attended: z.number().int(),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;

/** Attendance per meeting over every sponsor of the filter (not only the page): the chart. */
export const meetingAttendanceSummarySchema = z.object({
  number: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  /** Sponsors whose school has held or scheduled this meeting. */
  expected: z.number().int(),
  byCode: z.number().int(),
  byHand: z.number().int(),
});
export type MeetingAttendanceSummary = z.infer<typeof meetingAttendanceSummarySchema>;

export const attendanceReportPageSchema = pageSchema(attendanceReportRowSchema).extend({
  year: refSchema.nullable(),
  perMeeting: z.array(meetingAttendanceSummarySchema).length(MEETING_COUNT),
});
export type AttendanceReportPage = z.infer<typeof attendanceReportPageSchema>;

/**
 * GET LEADERSHIP_REPORT_PATHS.attendanceReport: `?periodId=&schoolId=&q=&page=&pageSize=&cursor=`. Omitted
 * `periodId`: the available year (an empty report without one); unknown: 404. `q` matches the
 * sponsor's name or e-mail.
 */
export const attendanceReportQuerySchema = listQuerySchema(LEADERSHIP_REPORT_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
});
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;

export const attendanceReportExportQuerySchema = attendanceReportQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

/** What a sponsor still lacks for the distinction (all zero when they hold it). */
export const completionMissingSchema = z.object({
  meetings: z.number().int(),
  assessments: z.number().int(),
  letters: z.number().int(),
});

export const completionReportRowSchema = z.object({
  sponsor: sponsorRefSchema,
  school: refSchema,
  /** Of MEETING_COUNT, ASSESSMENT_COUNT and LETTERS_REQUIRED. */
  meetingsAttended: z.number().int(),
  assessmentsSubmitted: z.number().int(),
  lettersSent: z.number().int(),
  hasDistinction: z.boolean(),
  missing: completionMissingSchema,
});
export type CompletionReportRow = z.infer<typeof completionReportRowSchema>;

export const completionReportPageSchema = pageSchema(completionReportRowSchema).extend({
  year: refSchema.nullable(),
  /** Over every sponsor of the filter: how many hold the distinction. */
  withDistinction: z.number().int(),
  required: z.object({
    meetings: z.literal(MEETING_COUNT),
    assessments: z.literal(ASSESSMENT_COUNT),
    letters: z.literal(LETTERS_REQUIRED),
  }),
});
export type CompletionReportPage = z.infer<typeof completionReportPageSchema>;

/**
 * GET LEADERSHIP_REPORT_PATHS.completionReport: as the attendance report, plus `distinction=with|without` to keep
 * the sponsors who hold it or who still lack it.
 */
export const completionReportQuerySchema = listQuerySchema(LEADERSHIP_REPORT_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
  distinction: z
    .enum(['with', 'without'], { error: fieldMessage('validation.invalidValue') })
    .optional(),
});
export type CompletionReportQuery = z.input<typeof completionReportQuerySchema>;

export const completionReportExportQuerySchema = completionReportQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
