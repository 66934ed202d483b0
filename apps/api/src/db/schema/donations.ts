// Donations (modules/donations): gifts to the programme, online through a payment provider or
// recorded by hand (cash, cheque), optionally credited to a sponsor's page for one of their
// students; and the pages themselves. An online gift exists as confirmed only once the
// provider's signed webhook said so (modules/payments).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { periods } from './periods';
import { PAYMENT_PROVIDERS } from './payments';
import { schools, villages } from './places';
import { sponsors } from './sponsors';
import { students } from './students';
import { users } from './users';

export const DONATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;
export const DONATION_METHODS = ['online', 'cash', 'cheque'] as const;

export const donations = pgTable(
  'donations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('pending'),
    /** 'online' through the provider; 'cash' and 'cheque' are manual gifts. */
    method: text('method', { enum: DONATION_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** The donor's language for the receipt ('en-US' | 'es-CO'). */
    language: text('language').notNull(),
    /** Shown on the sponsor's page (the donor chose to write it). */
    message: text('message').notNull().default(''),
    /** For the programme's books, never shown publicly. */
    memo: text('memo').notNull().default(''),
    /** Credited to a sponsor's page for one of their students (both or neither). */
    sponsorId: integer('sponsor_id').references(() => sponsors.id),
    studentId: integer('student_id').references(() => students.id),
    /** The sponsor's school and the student's village when credited: the admin scope. */
    schoolId: integer('school_id').references(() => schools.id),
    villageId: integer('village_id').references(() => villages.id),
    /** The year the gift counts for (the year of its date), when one covers that date. */
    periodId: integer('period_id').references(() => periods.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /** The provider's checkout session (Stripe `cs_...`). */
    checkoutSessionId: text('checkout_session_id'),
    /** The provider's payment (Stripe payment intent `pi_...`), once confirmed. */
    transactionId: text('transaction_id'),
    feeCents: integer('fee_cents'),
    /** When the money was given: the provider's payment date, or the manual gift's date. */
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Sequential, given when the gift is confirmed (the receipt's number). */
    receiptNumber: integer('receipt_number'),
    receiptSentAt: timestamptz('receipt_sent_at'),
    /** The coordinator who recorded a manual gift. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('donations_checkout_session_unique').on(t.provider, t.checkoutSessionId),
    uniqueIndex('donations_transaction_unique').on(t.provider, t.transactionId),
    uniqueIndex('donations_receipt_number_unique').on(t.receiptNumber),
    // The list by date, a page's gifts, and the scopes.
    index('donations_paid_idx').on(t.paidAt, t.id),
    index('donations_page_idx').on(t.sponsorId, t.studentId, t.periodId),
    index('donations_period_school_idx').on(t.periodId, t.schoolId),
    index('donations_village_idx').on(t.villageId),
    check('donations_amount_check', sql`${t.amountCents} > 0`),
    check('donations_page_check', sql`(${t.sponsorId} is null) = (${t.studentId} is null)`),
    check('donations_online_check', sql`(${t.method} = 'online') = (${t.provider} is not null)`),
    check(
      'donations_confirmed_check',
      sql`${t.status} not in ('confirmed', 'refunded') or (${t.paidAt} is not null and ${t.receiptNumber} is not null)`,
    ),
  ],
);

export type DonationRow = typeof donations.$inferSelect;

/** Receipt numbers: a sequence, so that two gifts confirmed at once never share one. */
export const donationReceiptNumbers = pgSequence('donation_receipt_numbers', { startWith: 1 });

/** A sponsor's fundraising page for one of their students: the short text they write. */
export const donationPages = pgTable(
  'donation_pages',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sponsorId, t.studentId] })],
);
