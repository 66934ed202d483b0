// The leadership curriculum (modules/meetings, modules/assessments, modules/leadership-reports):
// a school's ten meetings of a year with their attendance codes and materials, who attended
// each, the sponsors' five written assessments, and each sponsor's progress in a year, kept by
// the database (migration 0024) so that the completion report and the distinction never drift.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { periods } from './periods';
import { schools } from './places';
import { sponsors } from './sponsors';
import { files, users } from './users';

export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** 1-2 the kickoffs, 3-9 meetings 1 to 7, 10 the final meeting (MEETING_KINDS). */
    number: integer('number').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    place: text('place').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Six characters of ATTENDANCE_CODE_ALPHABET; unique, so a code names its meeting. */
    code: text('code').notNull(),
    /** The code is accepted from `starts_at` for this many minutes. */
    codeWindowMinutes: integer('code_window_minutes').notNull().default(180),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meetings_school_number_unique').on(t.periodId, t.schoolId, t.number),
    uniqueIndex('meetings_code_unique').on(t.code),
    // The Meetings list of a year, by date.
    index('meetings_period_starts_idx').on(t.periodId, t.startsAt, t.id),
    check('meetings_number_check', sql`${t.number} between 1 and 10`),
    check('meetings_code_check', sql`${t.code} ~ '^[2-9A-HJKMNP-Z]{6}$'`),
    check('meetings_code_window_check', sql`${t.codeWindowMinutes} between 15 and 1440`),
  ],
);

export type MeetingRow = typeof meetings.$inferSelect;

/** A meeting's materials: files kept by the upload service. */
export const meetingFiles = pgTable(
  'meeting_files',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.fileId] })],
);

/**
 * Who attended a meeting. The primary key is the "once per sponsor" rule: a second use of a
 * code by the same sponsor, or a mark by hand on top of a code, finds the row already there.
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    /** The meeting's year, kept here so that a sponsor's count of a year reads one index. */
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    method: text('method', { enum: ['code', 'manual'] }).notNull(),
    /** Why a coordinator marked it by hand. */
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.sponsorId] }),
    index('meeting_attendance_sponsor_idx').on(t.sponsorId, t.periodId),
    check(
      'meeting_attendance_reason_check',
      sql`(${t.method} = 'manual') = (${t.reason} is not null)`,
    ),
  ],
);

export const leadershipAssessments = pgTable(
  'leadership_assessments',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    /** ASSESSMENT_PARTS. */
    part: text('part', {
      enum: ['promiseAndCommitment', 'vision', 'opportunities', 'riskTaking', 'leaderGoals'],
    }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['draft', 'submitted', 'returned'] })
      .notNull()
      .default('draft'),
    submittedAt: timestamptz('submitted_at'),
    returnComment: text('return_comment'),
    returnedAt: timestamptz('returned_at'),
    returnedBy: integer('returned_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.periodId, t.part] }),
    check(
      'leadership_assessments_submitted_check',
      sql`(${t.status} = 'submitted') <= (${t.submittedAt} is not null)`,
    ),
    check(
      'leadership_assessments_returned_check',
      sql`(${t.status} = 'returned') = (${t.returnComment} is not null)`,
    ),
  ],
);

/**
 * A sponsor's progress in a year: written only by the database's triggers (migration 0024) when
 * an attendance, an assessment, a letter or a sponsorship of theirs changes. `has_distinction`
 * is all ten meetings, five assessments and four letters; `sponsors.leadership_distinction`
 * says whether they hold it in any year.
 */
export const leadershipProgress = pgTable(
  'leadership_progress',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    meetingsAttended: integer('meetings_attended').notNull().default(0),
    assessmentsSubmitted: integer('assessments_submitted').notNull().default(0),
    lettersSent: integer('letters_sent').notNull().default(0),
    hasDistinction: boolean('has_distinction').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.periodId] }),
    index('leadership_progress_period_idx').on(t.periodId, t.hasDistinction),
  ],
);
