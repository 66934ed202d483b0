// The leadership curriculum's meetings (/edrocks/meetings, "edit meeting" at
// /edrocks/meetings/{id}) and attendance (/edrocks/sponsors/meetings for the sponsor): the
// bodies the web sends and the shapes the API answers (the endpoints in meetings-endpoints.ts,
// the plain values in meetings-constants.ts).
//
// Each school has ten meetings a year: kickoff 1 and 2, meetings 1 to 7 and the final meeting,
// numbered 1 to 10 (MEETING_KINDS). Each has a six-character attendance code from an alphabet
// without look-alikes, accepted from the meeting's start for its window (3 hours unless set),
// from the sponsors of that school, once each.
//
//   GET    MEETING_PATHS.meetings                 meetingListQuerySchema    -> meetingPageSchema
//   GET    MEETING_PATHS.meetingSchedule          scheduleQuerySchema       -> meetingScheduleSchema
//   PUT    MEETING_PATHS.meetingSchedule          scheduleBodySchema        -> meetingScheduleSchema
//   GET    MEETING_PATHS.meeting(id)                                        -> meetingDetailSchema
//   PATCH  MEETING_PATHS.meeting(id)              meetingUpdateBodySchema   -> meetingDetailSchema
//   DELETE MEETING_PATHS.meeting(id)                                        -> 204
//   POST   MEETING_PATHS.meetingCode(id)          (a new code)              -> meetingDetailSchema
//   GET    MEETING_PATHS.meetingAttendance(id)    attendanceQuerySchema     -> meetingAttendancePageSchema
//   PUT    MEETING_PATHS.meetingAttendanceMark(id, sponsorId)  { reason }   -> attendanceEntrySchema
//   DELETE MEETING_PATHS.meetingAttendanceMark(id, sponsorId)               -> 204
//   POST   MEETING_PATHS.meetingFiles(id)         multipart `file`          -> 201 meetingFileSchema
//   DELETE MEETING_PATHS.meetingFile(id, fileId)                            -> 204
//   GET    MEETING_PATHS.myMeetings                                         -> myMeetingsSchema
//   POST   MEETING_PATHS.attendance               { code }                  -> 201 myMeetingSchema
//
// Who (PRODUCT.md): coordinators (area `meetings`; admins only for their schools, anything else
// 404) schedule, edit, see codes and mark attendance by hand; a sponsor (area `attendanceCodes`)
// reads their school's meetings of the available year and enters codes. A wrong, expired,
// or other-school code answers 422 ATTENDANCE_CODE_INVALID, the right code again 409
// ATTENDANCE_ALREADY_RECORDED (not counted as a guess); guessing is throttled per
// sponsor and per address (429 TOO_MANY_ATTENDANCE_CODES).
//
// What each role sees of the people (decision 032): coordinators the sponsors' full names and
// who marked an attendance by hand; a sponsor their own meetings and attendance, never who
// marked it (`recordedBy` null) nor any other sponsor.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { bodyId, idParam, optionalText } from './common';
import { idFilter, listQuerySchema, pageSchema } from './lists-query';
import {
  ATTENDANCE_METHODS,
  ATTENDANCE_REASON_MAX_LENGTH,
  ATTENDANCE_SORT_FIELDS,
  CODE_WINDOW_MINUTES_DEFAULT,
  CODE_WINDOW_MINUTES_MAX,
  CODE_WINDOW_MINUTES_MIN,
  MEETING_COUNT,
  MEETING_KINDS,
  MEETING_NOTES_MAX_LENGTH,
  MEETING_PLACE_MAX_LENGTH,
  MEETING_SORT_FIELDS,
} from './meetings-constants';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');

const meetingNumber = z
  .number({ error: invalid })
  .int({ error: invalid })
  .min(1, { error: invalid })
  .max(MEETING_COUNT, { error: invalid });

/** A moment with its offset (`2026-09-14T15:00:00.000Z`), between 2000 and 2100. */
const startsAtField = z
  .string({ error: required })
  .min(1, { error: required })
  .max(40, { error: fieldMessage('validation.invalidDate') })
  .pipe(z.iso.datetime({ offset: true, error: fieldMessage('validation.invalidDate') }))
  .refine(
    (value) => {
      const time = Date.parse(value);
      // Not a date at all: the check above already said so, once.
      return Number.isNaN(time) || (time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1));
    },
    { error: fieldMessage('validation.invalidDate') },
  );

const codeWindowField = z
  .number({ error: fieldMessage('validation.invalidNumber') })
  .int({ error: fieldMessage('validation.invalidNumber') })
  .min(CODE_WINDOW_MINUTES_MIN, {
    error: fieldMessage('validation.minValue', { num: CODE_WINDOW_MINUTES_MIN }),
  })
  .max(CODE_WINDOW_MINUTES_MAX, {
    error: fieldMessage('validation.maxValue', { num: CODE_WINDOW_MINUTES_MAX }),
  });

const placeRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const meetingFileSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** A signed URL that opens the file in place. */
  url: z.string(),
});
export type MeetingFile = z.infer<typeof meetingFileSchema>;

export const meetingSchema = z.object({
  id: z.number().int(),
  period: placeRefSchema,
  school: placeRefSchema,
  number: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  /** ISO 8601, UTC. */
  startsAt: z.string(),
  place: z.string(),
  notes: z.string(),
  codeWindowMinutes: z.number().int(),
  /** How many sponsors attended (by code or by hand). */
  attended: z.number().int(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** A meeting as its coordinator sees it: the code, its window and the materials. */
export const meetingDetailSchema = meetingSchema.extend({
  code: z.string(),
  /** ISO 8601: the code is accepted from `startsAt` until this moment. */
  codeValidUntil: z.string(),
  files: z.array(meetingFileSchema),
  /** Active sponsors of the school: who could attend. */
  sponsors: z.number().int(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const meetingPageSchema = pageSchema(meetingSchema);
export type MeetingPage = z.infer<typeof meetingPageSchema>;

/**
 * GET MEETING_PATHS.meetings: `?periodId=&schoolId=&q=&page=&pageSize=&cursor=&sort=&order=`. The meetings
 * in the caller's scope; omitted `periodId`: the available year (an empty list without one);
 * `q` matches the school's name.
 */
export const meetingListQuerySchema = listQuerySchema(MEETING_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
});
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

/** GET MEETING_PATHS.meetingSchedule: `?periodId=&schoolId=` (both required). */
export const scheduleQuerySchema = z.object({
  periodId: idParam,
  schoolId: idParam,
});
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

/** One of the ten rows of the schedule form. */
export const scheduleSlotSchema = z.object({
  number: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  /** The meeting already scheduled with this number, if any. */
  meeting: meetingSchema.nullable(),
  /**
   * For a slot without a meeting: the previous year's meeting of this school with this number,
   * a year later (ISO 8601), and its place. Null when there is none.
   */
  suggestedStartsAt: z.string().nullable(),
  suggestedPlace: z.string().nullable(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

export const meetingScheduleSchema = z.object({
  period: placeRefSchema,
  school: placeRefSchema,
  slots: z.array(scheduleSlotSchema).length(MEETING_COUNT),
});
export type MeetingSchedule = z.infer<typeof meetingScheduleSchema>;

const meetingFields = {
  startsAt: startsAtField,
  place: optionalText(MEETING_PLACE_MAX_LENGTH),
  notes: optionalText(MEETING_NOTES_MAX_LENGTH),
  codeWindowMinutes: codeWindowField,
};

/**
 * PUT MEETING_PATHS.meetingSchedule: schedule a school's meetings of a year in one step. Each row creates
 * the meeting with that number or changes it; numbers left out are not touched. All or nothing.
 */
export const scheduleBodySchema = z.object({
  periodId: bodyId,
  schoolId: bodyId,
  meetings: z
    .array(
      z.object({
        number: meetingNumber,
        startsAt: meetingFields.startsAt,
        place: meetingFields.place.default(''),
        notes: meetingFields.notes.default(''),
        codeWindowMinutes: meetingFields.codeWindowMinutes.default(CODE_WINDOW_MINUTES_DEFAULT),
      }),
      { error: invalid },
    )
    .min(1, { error: required })
    .max(MEETING_COUNT, { error: fieldMessage('validation.maxItems', { num: MEETING_COUNT }) })
    .refine((rows) => new Set(rows.map((row) => row.number)).size === rows.length, {
      error: invalid,
    }),
});
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

/** PATCH MEETING_PATHS.meeting(id): any of the fields. */
export const meetingUpdateBodySchema = z.object({
  startsAt: meetingFields.startsAt.optional(),
  place: meetingFields.place.optional(),
  notes: meetingFields.notes.optional(),
  codeWindowMinutes: meetingFields.codeWindowMinutes.optional(),
});
export type MeetingUpdateBody = z.input<typeof meetingUpdateBodySchema>;

export const meetingParamsSchema = z.object({ id: idParam });
export const attendanceMarkParamsSchema = z.object({ id: idParam, sponsorId: idParam });
export const meetingFileParamsSchema = z.object({ id: idParam, fileId: idParam });

export const attendanceRecordSchema = z.object({
  method: z.enum(ATTENDANCE_METHODS),
  /** ISO 8601. */
  at: z.string(),
  /** Why it was marked by hand. */
  reason: z.string().nullable(),
  /**
   * Who marked it by hand (a coordinator's name), for coordinators only: null for the sponsor,
   * who reads "your coordinator" (decision 032: sponsors and students see no coordinator's name).
   */
  recordedBy: z.string().nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** A sponsor of the meeting's school, and whether they attended. */
export const attendanceEntrySchema = z.object({
  sponsor: z.object({ id: z.number().int(), fullName: z.string() }),
  attendance: attendanceRecordSchema.nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const meetingAttendancePageSchema = pageSchema(attendanceEntrySchema);
export type MeetingAttendancePage = z.infer<typeof meetingAttendancePageSchema>;

/**
 * GET MEETING_PATHS.meetingAttendance(id): the active sponsors of the meeting's school (and anyone else
 * who attended it), `q` on their name, `attended=true|false` to keep one side.
 */
export const attendanceQuerySchema = listQuerySchema(ATTENDANCE_SORT_FIELDS, {
  attended: z
    .enum(['true', 'false'], { error: invalid })
    .transform((value) => value === 'true')
    .optional(),
});
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;

/** PUT MEETING_PATHS.meetingAttendanceMark(id, sponsorId): mark by hand; the reason is required. */
export const attendanceMarkBodySchema = z.object({
  reason: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(ATTENDANCE_REASON_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: ATTENDANCE_REASON_MAX_LENGTH }),
    }),
});
export type AttendanceMarkBody = z.input<typeof attendanceMarkBodySchema>;

/** A meeting as a sponsor sees it: never its code. */
export const myMeetingSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  startsAt: z.string(),
  /** ISO 8601: until when the meeting's code is accepted (the code itself is never sent). */
  codeValidUntil: z.string(),
  place: z.string(),
  notes: z.string(),
  files: z.array(meetingFileSchema),
  attendance: attendanceRecordSchema.nullable(),
});
export type MyMeeting = z.infer<typeof myMeetingSchema>;

export const myMeetingsSchema = z.object({
  /** The available year, or null (then no meetings). */
  year: placeRefSchema.nullable(),
  school: placeRefSchema,
  meetings: z.array(myMeetingSchema),
  attended: z.number().int(),
});
export type MyMeetings = z.infer<typeof myMeetingsSchema>;

/**
 * POST MEETING_PATHS.attendance: the sponsor enters a code. Case, spaces and dashes are ignored; a text
 * that cannot be a code is answered like a wrong one (422), after counting as a guess.
 */
export const attendanceBodySchema = z.object({
  code: z
    .string({ error: required })
    .min(1, { error: required })
    .max(32, { error: fieldMessage('validation.maxChars', { num: 32 }) }),
});
export type AttendanceBody = z.input<typeof attendanceBodySchema>;
