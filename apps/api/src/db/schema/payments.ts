// Payments shared by donations and event orders (modules/payments): every webhook event a
// payment provider sent, kept once. The unique (provider, event id) is what makes a replayed
// webhook change nothing; the outcome says what the portal did with it.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's own event id (Stripe `evt_...`). */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** 'donation' or 'order', when the event names one of ours. */
    ownerKind: text('owner_kind'),
    ownerId: integer('owner_id'),
    /** What the portal did: 'confirmed', 'refunded', 'cancelled', 'ignored', ... */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * Checkouts of the built-in test provider (no Stripe keys): what its checkout page shows and
 * where it sends the payer back. Kept here rather than in the link so the link stays short and
 * every API process of one database can show it. Its Pay and Cancel set paid_at / cancelled_at.
 */
export const paymentTestCheckouts = pgTable(
  'payment_test_checkouts',
  {
    /** `cs_test_...`, random: the link is the only way to reach it. */
    sessionId: text('session_id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull(),
    language: text('language').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The payment (`pi_test_...`) a Pay confirms; a refund names it. */
    transactionId: text('transaction_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_test_checkouts_transaction_unique').on(t.transactionId)],
);

export type PaymentTestCheckoutRow = typeof paymentTestCheckouts.$inferSelect;
