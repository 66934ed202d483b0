// Sponsorships: one sponsor and one student in one year, kept when they end (letters and
// donations stay readable), and the holds a sponsor places on a student while signing the
// agreements. The limit of sponsors per student is held under a row lock on the student (see
// modules/sponsorship); these indexes hold the rest: one current sponsorship per sponsor,
// student and year, and one hold per sponsor and year. A coordinator may pause the letters of
// one sponsorship (both ways): the letters module reads the pause through a join, and sending or
// delivering a letter share-locks the sponsorship's row, so a pause never lets one slip through.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SPONSORSHIP_END_REASONS } from '@portal/shared';
import { createdAt, timestamptz } from './columns';
import { periods } from './periods';
import { sponsors } from './sponsors';
import { students } from './students';
import { users } from './users';

export const sponsorships = pgTable(
  'sponsorships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason', { enum: SPONSORSHIP_END_REASONS }),
    /** Who paired them (the sponsor themselves, or a coordinator). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    /** Letters of this sponsorship wait for a coordinator while set (never told to the writer). */
    lettersPausedAt: timestamptz('letters_paused_at'),
    lettersPausedBy: integer('letters_paused_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    lettersPauseNote: text('letters_pause_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sponsorships_current_unique')
      .on(t.periodId, t.studentId, t.sponsorId)
      .where(sql`${t.endedAt} is null`),
    // A student's current sponsors in a year (the count under the lock), and a sponsor's.
    index('sponsorships_student_idx')
      .on(t.studentId, t.periodId)
      .where(sql`${t.endedAt} is null`),
    index('sponsorships_sponsor_idx').on(t.sponsorId, t.periodId),
    // A student's last ending (the students waiting report's "waiting since", read per student),
    // and whether one ended after a day (the dashboard's students waiting longest).
    index('sponsorships_student_ended_idx')
      .on(t.studentId, t.endedAt)
      .where(sql`${t.endedAt} is not null`),
    // The list's sorts within a year, the id as tie-breaker.
    index('sponsorships_period_started_idx').on(t.periodId, t.startedAt, t.id),
    check('sponsorships_end_check', sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
    check(
      'sponsorships_letters_pause_check',
      sql`${t.lettersPausedAt} is not null or (${t.lettersPausedBy} is null and ${t.lettersPauseNote} is null)`,
    ),
  ],
);

export const sponsorshipHolds = pgTable(
  'sponsorship_holds',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    expiresAt: timestamptz('expires_at').notNull(),
    /**
     * A hash of the client address the hold was placed from (never the address itself): live
     * holds per address are capped, so accounts made in bulk from one place cannot hold every
     * student (sponsorship/hold-address-limit.ts).
     */
    placedFrom: text('placed_from'),
    createdAt: createdAt(),
  },
  (t) => [
    // One hold per sponsor and year: a new hold replaces it.
    primaryKey({ name: 'sponsorship_holds_pk', columns: [t.sponsorId, t.periodId] }),
    index('sponsorship_holds_student_idx').on(t.studentId, t.periodId, t.expiresAt),
    index('sponsorship_holds_placed_from_idx').on(t.placedFrom, t.expiresAt),
  ],
);
