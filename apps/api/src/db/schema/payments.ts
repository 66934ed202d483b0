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
