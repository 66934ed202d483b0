// Events: what the API answers the administration (events with their ticket types and sales,
// orders and their totals) and the check-in at the door (the endpoints in events.ts' header).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { ORDER_STATUSES, SALE_STATES } from './events-constants';
import { pageSchema } from './lists-query';

export const ticketTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
  limit: z.number().int().nullable(),
  position: z.number().int(),
  /** Seats of this type in confirmed orders. */
  sold: z.number().int(),
  /** Seats of this type in reserved orders whose hold is live. */
  held: z.number().int(),
  /** Whether any order (of any status) names it: then it cannot be removed. */
  hasOrders: z.boolean(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const eventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In English; `nameEs` in Spanish (either may be empty but `name`). */
  name: z.string(),
  nameEs: z.string(),
  location: z.string(),
  /** ISO 8601, UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  salesStartAt: z.string(),
  salesEndAt: z.string(),
  /** IANA zone the event happens in (UTC when not set). */
  timeZone: z.string(),
  published: z.boolean(),
  capacity: z.number().int(),
  seatsSold: z.number().int(),
  seatsHeld: z.number().int(),
  seatsLeft: z.number().int(),
  saleState: z.enum(SALE_STATES),
  /** A signed URL of the image (an <img> can load it without a token), or null. */
  imageUrl: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  descriptionEs: z.string(),
  /** ISO 4217 (config.payments.currency): every price is in cents of it. */
  currency: z.string(),
  ticketTypes: z.array(ticketTypeSchema),
  /** Whether any order exists: then the event cannot be deleted. */
  hasOrders: z.boolean(),
  /** Revenue of confirmed orders, in cents. */
  revenueCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventPageSchema = pageSchema(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const orderBuyerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const eventOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  buyer: orderBuyerSchema,
  language: z.enum(LANGUAGES),
  items: z.array(
    z.object({
      ticketTypeId: z.number().int(),
      ticketTypeName: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
    }),
  ),
  seats: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** While reserved: until when its seats are held. */
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  transactionId: z.string().nullable(),
  feeCents: z.number().int().nullable(),
  /** Of its tickets, how many have checked in. */
  checkedIn: z.number().int(),
});
export type EventOrder = z.infer<typeof eventOrderSchema>;

export const eventSalesTotalsSchema = z.object({
  /** Seats of confirmed orders. */
  seatsSold: z.number().int(),
  /** Seats of reserved orders whose hold is live. */
  seatsHeld: z.number().int(),
  seatsLeft: z.number().int(),
  capacity: z.number().int(),
  /** Total of confirmed orders, in cents. */
  revenueCents: z.number().int(),
  /** Fees the provider reported on confirmed orders, in cents. */
  feeCents: z.number().int(),
  confirmedOrders: z.number().int(),
  checkedIn: z.number().int(),
  currency: z.string(),
});
export type EventSalesTotals = z.infer<typeof eventSalesTotalsSchema>;

/** The page of orders, with the event's totals (over all its orders, whatever the filter). */
export const eventOrderPageSchema = pageSchema(eventOrderSchema).extend({
  event: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  totals: eventSalesTotalsSchema,
});
export type EventOrderPage = z.infer<typeof eventOrderPageSchema>;

// ---------------------------------------------------------------------------------------------
// Check-in

export const checkInSummarySchema = z.object({
  eventId: z.number().int(),
  /** Valid tickets (of confirmed orders) checked in, and in all. */
  checkedIn: z.number().int(),
  total: z.number().int(),
});
export type CheckInSummary = z.infer<typeof checkInSummarySchema>;

/** Events a coordinator may be checking in now: published, not ended more than a day ago. */
export const checkInEventsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      location: z.string(),
      checkedIn: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type CheckInEvents = z.infer<typeof checkInEventsSchema>;

export const checkInResultSchema = z.object({
  ticket: z.object({
    /** As shown on the ticket: ABCD-EFGH-JKMN. */
    code: z.string(),
    eventId: z.number().int(),
    eventName: z.string(),
    eventStartsAt: z.string(),
    ticketType: z.string(),
    buyerName: z.string(),
    /** ISO 8601: now. */
    checkedInAt: z.string(),
  }),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
