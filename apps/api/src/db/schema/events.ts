// Events and their ticket sales (modules/events): an event with one or more ticket types,
// orders that hold seats for a while and become tickets once paid, and each ticket's check-in.
// Capacity is held under a row lock on the event (SELECT ... FOR UPDATE, then count): two
// buyers of the last seat take turns, in one process or many.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@portal/shared';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { PAYMENT_PROVIDERS } from './payments';
import { files, users } from './users';

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In the public address `/event/{slug}`: lower-case letters, digits and dashes. */
    slug: text('slug').notNull(),
    /**
     * The texts the public reads, per language: `name` and `description` in English, the `_es`
     * ones in Spanish; a reader gets their language's, or the other's when theirs is empty.
     */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nameEs: text('name_es').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    location: text('location').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    salesStartAt: timestamptz('sales_start_at').notNull(),
    salesEndAt: timestamptz('sales_end_at').notNull(),
    published: boolean('published').notNull().default(false),
    /** The IANA zone the event happens in: its tickets and e-mails show its times there. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    // The public list of upcoming published events.
    index('events_published_starts_idx').on(t.published, t.startsAt, t.id),
    check('events_capacity_check', sql`${t.capacity} between 1 and 1000000`),
    check('events_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_sales_check', sql`${t.salesEndAt} >= ${t.salesStartAt}`),
    // No ticket is sold for an event that is over.
    check('events_sales_end_check', sql`${t.salesEndAt} <= ${t.endsAt}`),
    check('events_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export type EventRow = typeof events.$inferSelect;

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** At most this many of this type (within the event's capacity); null: only the capacity. */
    ticketLimit: integer('ticket_limit'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.position),
    check('ticket_types_price_check', sql`${t.priceCents} >= 0`),
    check('ticket_types_limit_check', sql`${t.ticketLimit} is null or ${t.ticketLimit} > 0`),
  ],
);

export type TicketTypeRow = typeof ticketTypes.$inferSelect;

export const eventOrders = pgTable(
  'event_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** 'reserved' holds its seats until `hold_expires_at`; 'confirmed' has its tickets. */
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    buyerFirstName: text('buyer_first_name').notNull(),
    buyerLastName: text('buyer_last_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /**
     * A keyed hash of the buyer's network address (never the address itself): the unpaid orders
     * one address may hold are counted by it (decision 036). Null on orders placed before it.
     */
    buyerAddressKey: text('buyer_address_key'),
    language: text('language').notNull(),
    /** The seats the order holds or holds no more (the sum of its items' quantities). */
    seats: integer('seats').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    holdExpiresAt: timestamptz('hold_expires_at'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    checkoutSessionId: text('checkout_session_id'),
    transactionId: text('transaction_id'),
    feeCents: integer('fee_cents'),
    paidAt: timestamptz('paid_at'),
    confirmedAt: timestamptz('confirmed_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_orders_checkout_session_unique').on(t.provider, t.checkoutSessionId),
    uniqueIndex('event_orders_transaction_unique').on(t.provider, t.transactionId),
    // The seats an event holds: its reserved and confirmed orders (counted under the lock).
    index('event_orders_event_status_idx').on(t.eventId, t.status, t.holdExpiresAt),
    index('event_orders_event_created_idx').on(t.eventId, t.createdAt, t.id),
    // A buyer's orders by e-mail (their export, their erasure, decision 054).
    index('event_orders_buyer_email_lower_idx').on(sql`lower(${t.buyerEmail})`),
    check('event_orders_seats_check', sql`${t.seats} > 0`),
    check('event_orders_total_check', sql`${t.totalCents} >= 0`),
    check(
      'event_orders_hold_check',
      sql`${t.status} <> 'reserved' or ${t.holdExpiresAt} is not null`,
    ),
  ],
);

export type EventOrderRow = typeof eventOrders.$inferSelect;

export const eventOrderItems = pgTable(
  'event_order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => eventOrders.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('event_order_items_unique').on(t.orderId, t.ticketTypeId),
    index('event_order_items_type_idx').on(t.ticketTypeId),
    check('event_order_items_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => eventOrders.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** Random and unguessable (crypto), shown as the QR code and typed at the door. */
    code: text('code').notNull(),
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tickets_code_unique').on(t.code), index('tickets_order_idx').on(t.orderId)],
);

export type TicketRow = typeof tickets.$inferSelect;
