// Events: what the API answers on the public pages (no account): the events on sale, an order
// just made and the buyer's order back from the checkout (the endpoints in events.ts' header).
import { z } from 'zod';
import { ORDER_STATUSES, SALE_STATES } from './events-constants';

export const publicTicketTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  /** How many of this type can be bought now (its own limit and the seats left). */
  left: z.number().int(),
});
export type PublicTicketType = z.infer<typeof publicTicketTypeSchema>;

export const publicEventSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  salesStartAt: z.string(),
  salesEndAt: z.string(),
  timeZone: z.string(),
  saleState: z.enum(SALE_STATES),
  seatsLeft: z.number().int(),
  /** Seats held by unpaid checkouts now (they come back unless paid for). */
  seatsHeld: z.number().int(),
  /** The lowest ticket price, in cents (0: free). */
  fromPriceCents: z.number().int(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
});
export type PublicEventSummary = z.infer<typeof publicEventSummarySchema>;

/** Published events that have not ended, soonest first (at most PUBLIC_EVENTS_MAX). */
export const publicEventListSchema = z.object({ items: z.array(publicEventSummarySchema) });
export type PublicEventList = z.infer<typeof publicEventListSchema>;

export const publicEventSchema = publicEventSummarySchema.extend({
  description: z.string(),
  capacity: z.number().int(),
  ticketTypes: z.array(publicTicketTypeSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * `reserved`: pay at `checkoutUrl` before the hold ends (back at
 * `/event/{slug}?order={orderId}&session={secret}&result=paid|cancelled`); `confirmed`: free
 * tickets, already e-mailed (`checkoutUrl` null).
 */
export const orderCreatedSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(['reserved', 'confirmed']),
  checkoutUrl: z.string().nullable(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** The buyer's order, back from the checkout (wrong or missing secret: 404). */
export const publicOrderSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  eventName: z.string(),
  seats: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  /** While reserved: until when the seats are held. */
  holdExpiresAt: z.string().nullable(),
  /** Confirmed: how many tickets were issued (their codes are e-mailed, never shown here). */
  ticketCount: z.number().int(),
  /** The address the tickets go to, partly hidden: "an***@example.org". */
  emailHint: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
