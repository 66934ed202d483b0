// The yearly cycle's recommitment requests (modules/year-cycle): one per sponsorship of the year
// before a new year, made by recommit. The new year's sponsorship is made with the request, so
// the student's place is kept while the sponsor decides; "I changed my mind" ends it at the new
// year's start. One request per sponsorship of the year before (a unique index): two recommit
// runs cannot make two.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DECLINE_REASONS, RECOMMITMENT_STATES } from '@portal/shared';
import { createdAt, timestamptz } from './columns';
import { periods } from './periods';
import { sponsors } from './sponsors';
import { sponsorships } from './sponsorships';
import { students } from './students';
import { users } from './users';

export const recommitments = pgTable(
  'recommitments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The new year. */
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    /** The sponsorship of the year before that the request carries. */
    previousSponsorshipId: integer('previous_sponsorship_id')
      .notNull()
      .references(() => sponsorships.id),
    /** The new year's sponsorship, made with the request (ended while declined). */
    sponsorshipId: integer('sponsorship_id')
      .notNull()
      .references(() => sponsorships.id),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    state: text('state', { enum: RECOMMITMENT_STATES }).notNull().default('pending'),
    reason: text('reason', { enum: DECLINE_REASONS }),
    note: text('note'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last e-mail queued about it while unanswered (the first, then at most one a week). */
    remindedAt: timestamptz('reminded_at'),
    /** How many e-mails were queued about it: the first tells, the later ones remind. */
    noticesSent: integer('notices_sent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recommitments_previous_unique').on(t.previousSponsorshipId),
    uniqueIndex('recommitments_sponsorship_unique').on(t.sponsorshipId),
    // A sponsor's requests (their dashboard), and a year's by state (lists, reminders, activation).
    index('recommitments_sponsor_idx').on(t.sponsorId, t.periodId),
    index('recommitments_period_state_idx').on(t.periodId, t.state, t.id),
    // The coordinators' list (year-cycle/recommitment-answer-list.ts): by student, and by when
    // answered (unanswered last), each within a year.
    index('recommitments_student_idx').on(t.studentId, t.periodId),
    index('recommitments_answered_idx').on(
      t.periodId,
      sql`coalesce(${t.answeredAt}, 'infinity'::timestamptz)`,
      t.id,
    ),
    // The unanswered requests whose e-mail is due, by sponsor (the notices' batches).
    index('recommitments_pending_notice_idx')
      .on(t.sponsorId, t.remindedAt)
      .where(sql`${t.state} = 'pending'`),
    check(
      'recommitments_state_check',
      sql`${t.state} in ('pending', 'recommitted', 'declined', 'carried', 'lapsed')`,
    ),
    check('recommitments_reason_check', sql`(${t.state} = 'declined') = (${t.reason} is not null)`),
  ],
);
