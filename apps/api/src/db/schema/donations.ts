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
/** The safeguarding review of a donor's message and first name (decisions/031). */
export const DONOR_MESSAGE_REVIEWS = ['held', 'clear', 'approved', 'rejected'] as const;
/** A page text the sponsor saved that the page does not show: waiting, or not approved. */
export const PAGE_DRAFT_STATUSES = ['held', 'rejected'] as const;

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
    /** Shown on the sponsor's page (the donor chose to write it) once screened or approved. */
    message: text('message').notNull().default(''),
    /**
     * Whether the page and the sponsor may show the message and the first name: only `clear`
     * (the screening found nothing) or `approved` (by a coordinator). `held` by default, so a gift
     * recorded without the screening is shown nowhere until a coordinator has read it.
     */
    messageReview: text('message_review', { enum: DONOR_MESSAGE_REVIEWS })
      .notNull()
      .default('held'),
    messageReviewedBy: integer('message_reviewed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    messageReviewedAt: timestamptz('message_reviewed_at'),
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
    // A donor's gifts by the e-mail they gave (their export, their erasure, decision 054).
    index('donations_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    // The review list's held messages, oldest first.
    index('donations_message_held_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.messageReview} = 'held' and ${t.sponsorId} is not null`),
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

/**
 * A sponsor's fundraising page for one of their students: the short text they write. `text` is
 * what the page shows (screened clean, or approved by a coordinator); a text the screening held
 * waits in `draft_text` (`draft_status` held) while the page keeps the previous one, and stays
 * there, never shown, once rejected. `revision` counts saves and decisions, so a coordinator
 * decides only on the text they read.
 */
export const donationPages = pgTable(
  'donation_pages',
  {
    /** What a review decision names (the primary key is the pair). */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    draftText: text('draft_text'),
    draftStatus: text('draft_status', { enum: PAGE_DRAFT_STATUSES }),
    draftSavedAt: timestamptz('draft_saved_at'),
    revision: integer('revision').notNull().default(0),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.studentId] }),
    uniqueIndex('donation_pages_id_unique').on(t.id),
    // The review list's held texts, oldest first.
    index('donation_pages_held_idx')
      .on(t.draftSavedAt, t.id)
      .where(sql`${t.draftStatus} = 'held'`),
    check(
      'donation_pages_draft_check',
      sql`(${t.draftText} is null) = (${t.draftStatus} is null) and (${t.draftText} is null) = (${t.draftSavedAt} is null)`,
    ),
  ],
);

export type DonationPageRow = typeof donationPages.$inferSelect;
