// Letters written between a sponsor and a student (modules/letters), and the record of what
// happened to each (sent, screened, translated, claimed, delivered, returned: who and when).
// The lookup list of a year's four letters is `letters` (lookups.ts); a written letter is a
// `sponsorship_letters` row: one per sponsorship, letter number and writer.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ScreeningMatch } from '@portal/shared';
import { createdAt, timestamptz, updatedAt } from './columns';
import { periods } from './periods';
import { sponsors } from './sponsors';
import { sponsorships } from './sponsorships';
import { students } from './students';
import { files, users } from './users';

export const sponsorshipLetters = pgTable(
  'sponsorship_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sponsorshipId: integer('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id),
    // The sponsorship's year, sponsor and student, kept on the letter so that the boxes, the
    // scope of an admin and the document status read one table through its indexes.
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    number: integer('number').notNull(),
    writer: text('writer', { enum: ['sponsor', 'student'] }).notNull(),
    writerUserId: integer('writer_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'in_review', 'returned', 'delivered'] })
      .notNull()
      .default('draft'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    // Set by the server from the writer's and the reader's accounts, never chosen by the writer;
    // the target is null while the reader's language is unknown (no account). A coordinator may
    // correct both while the letter waits (`languages_checked`).
    originalLanguage: text('original_language').notNull(),
    targetLanguage: text('target_language'),
    /** What the text read as when it was sent ('en-US', 'es-CO', 'other'); null: could not tell. */
    detectedLanguage: text('detected_language'),
    /** A coordinator set (or confirmed) the languages: a detected difference no longer holds it. */
    languagesChecked: boolean('languages_checked').notNull().default(false),
    /** Sent while the programme reviewed every letter (LETTER_REVIEW_ALL). */
    reviewAll: boolean('review_all').notNull().default(false),
    attachmentFileId: integer('attachment_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    translatedSubject: text('translated_subject'),
    translatedMessage: text('translated_message'),
    translationSource: text('translation_source', { enum: ['machine', 'manual'] }),
    /** A machine translation waits for a coordinator's approval while review is on. */
    translationApproved: boolean('translation_approved').notNull().default(false),
    /** What the safeguarding screening found in the subject, message and translation. */
    screeningMatches: jsonb('screening_matches').$type<ScreeningMatch[]>().notNull().default([]),
    /** A coordinator let the matches through (or none were found). */
    screeningCleared: boolean('screening_cleared').notNull().default(false),
    returnNote: text('return_note'),
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One letter N per writer and sponsorship: a second POST saves over the draft.
    uniqueIndex('sponsorship_letters_unique').on(t.sponsorshipId, t.number, t.writer),
    // A sponsor's and a student's boxes, newest first.
    index('sponsorship_letters_sponsor_idx').on(t.sponsorId, t.updatedAt, t.id),
    index('sponsorship_letters_student_idx').on(t.studentId, t.updatedAt, t.id),
    // The coordinators' queue, oldest first.
    index('sponsorship_letters_review_idx')
      .on(t.sentAt, t.id)
      .where(sql`${t.status} = 'in_review'`),
    // Coordinators' list of every letter, and the document status of a year.
    index('sponsorship_letters_period_idx').on(t.periodId, t.updatedAt, t.id),
    check('sponsorship_letters_number_check', sql`${t.number} between 1 and 4`),
    check(
      'sponsorship_letters_languages_check',
      sql`${t.originalLanguage} in ('en-US', 'es-CO') and (${t.targetLanguage} is null or ${t.targetLanguage} in ('en-US', 'es-CO'))`,
    ),
    check(
      'sponsorship_letters_detected_language_check',
      sql`${t.detectedLanguage} is null or ${t.detectedLanguage} in ('en-US', 'es-CO', 'other')`,
    ),
    check('sponsorship_letters_sent_check', sql`(${t.status} = 'draft') = (${t.sentAt} is null)`),
    check(
      'sponsorship_letters_delivered_check',
      sql`(${t.status} = 'delivered') = (${t.deliveredAt} is not null)`,
    ),
  ],
);

export type SponsorshipLetterRow = typeof sponsorshipLetters.$inferSelect;

export const letterEvents = pgTable(
  'letter_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    letterId: integer('letter_id')
      .notNull()
      .references(() => sponsorshipLetters.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** Null for the system's own steps (screening, machine translation). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: createdAt(),
  },
  (t) => [index('letter_events_letter_idx').on(t.letterId, t.at, t.id)],
);

/**
 * Letters still to be sent, counted per year, students' village, sponsors' school (0: none),
 * letter number, writer and the day they fall due for that sponsorship (its letter date, moved
 * later for a sponsorship begun within the grace days of it): "late" is the sum of the rows due
 * before today, read without touching the sponsorships (decision 044). Kept by the triggers of
 * migration 0045 on sponsorships, sponsorship_letters, students, sponsors, the year's letter
 * dates and the years; the rows of days gone by are folded into one row dated -infinity
 * (letter_pending_compact) so that a year keeps a few rows per place and letter.
 */
export const letterPendingCounts = pgTable(
  'letter_pending_counts',
  {
    periodId: integer('period_id').notNull(),
    villageId: integer('village_id').notNull(),
    schoolId: integer('school_id').notNull(),
    number: integer('number').notNull(),
    writer: text('writer', { enum: ['sponsor', 'student'] }).notNull(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    letters: bigint('letters', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.periodId, t.villageId, t.schoolId, t.number, t.writer, t.dueDay],
    }),
    // An admin's schools, or a school filter, without reading every village's rows.
    index('letter_pending_counts_school_idx').on(t.periodId, t.schoolId),
  ],
);

/**
 * Letters sent (in review or delivered) of current sponsorships, counted per year, students'
 * village, sponsors' school (0: none), letter number, writer, status and the month (UTC) they
 * were sent in: the letters report's sent and in-review columns and the dashboard's letters per
 * month are sums of these rows, read without touching the letters (decision 045). Kept by the
 * triggers of migration 0048 on sponsorships, sponsorship_letters and the moves of students and
 * sponsors, beside the pending letters' (letter_pending_counts).
 */
export const letterSentCounts = pgTable(
  'letter_sent_counts',
  {
    periodId: integer('period_id').notNull(),
    villageId: integer('village_id').notNull(),
    schoolId: integer('school_id').notNull(),
    number: integer('number').notNull(),
    writer: text('writer', { enum: ['sponsor', 'student'] }).notNull(),
    status: text('status', { enum: ['in_review', 'delivered'] }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    letters: bigint('letters', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.periodId, t.villageId, t.schoolId, t.number, t.writer, t.status, t.month],
    }),
    // An admin's schools, or a school filter, without reading every village's rows.
    index('letter_sent_counts_school_idx').on(t.periodId, t.schoolId),
  ],
);
