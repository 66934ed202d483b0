// Sponsor again (modules/sponsorship, sponsor-offers.ts): a coordinator's offer of another
// student to a sponsor, answered by the sponsor. One open offer per sponsor (a partial unique
// index): a new offer replaces the open one in the same transaction.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SPONSOR_OFFER_STATES } from '@portal/shared';
import { createdAt, timestamptz } from './columns';
import { sponsors } from './sponsors';
import { sponsorships } from './sponsorships';
import { students } from './students';
import { users } from './users';

export const sponsorOffers = pgTable(
  'sponsor_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: SPONSOR_OFFER_STATES }).notNull().default('open'),
    expiresAt: timestamptz('expires_at').notNull(),
    answeredAt: timestamptz('answered_at'),
    /** The sponsorship an accepted offer made. */
    sponsorshipId: integer('sponsorship_id').references(() => sponsorships.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sponsor_offers_one_open')
      .on(t.sponsorId)
      .where(sql`${t.state} = 'open'`),
    index('sponsor_offers_sponsor_idx').on(t.sponsorId, t.createdAt),
    check(
      'sponsor_offers_state_check',
      sql`${t.state} in ('open', 'accepted', 'declined', 'expired')`,
    ),
  ],
);
