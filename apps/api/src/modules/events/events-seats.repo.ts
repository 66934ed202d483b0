// Seats taken in events, counted from the orders themselves: a confirmed order's seats, and a
// reserved order's while its hold is live (`hold_expires_at` after now). An expired hold stops
// counting the moment it passes, without waiting for the sweep that marks it expired.
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventOrderItems, eventOrders } from '../../db/schema/index';

/** Orders whose seats count against the capacity at `now`. */
function holdsSeats(now: Date): SQL {
  return or(
    eq(eventOrders.status, 'confirmed'),
    and(eq(eventOrders.status, 'reserved'), gt(eventOrders.holdExpiresAt, now)),
  ) as SQL;
}

export interface SeatCounts {
  /** Seats of confirmed orders. */
  sold: number;
  /** Seats of reserved orders whose hold is live. */
  held: number;
  /**
   * Of those, the seats of unpaid checkouts (orders with a price): free tickets pass through a
   * hold of a few milliseconds on their way to being issued, which is no one paying.
   */
  heldForPayment?: number;
  /** When the first hold of an unpaid checkout ends (null: none). */
  firstHoldEndsAt?: Date | null;
}

const isHeldForPayment = sql`${eventOrders.status} = 'reserved' and ${eventOrders.totalCents} > 0`;

/** Seats taken in the events (event_orders_event_status_idx), optionally leaving one order out. */
export async function countSeats(
  db: Database,
  eventIds: number[],
  now: Date,
  exceptOrderId?: number,
): Promise<Map<number, SeatCounts>> {
  const counts = new Map<number, SeatCounts>(
    eventIds.map((id) => [id, { sold: 0, held: 0, heldForPayment: 0, firstHoldEndsAt: null }]),
  );
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: eventOrders.eventId,
      sold: sql<number>`coalesce(sum(${eventOrders.seats}) filter (where ${eventOrders.status} = 'confirmed'), 0)::int`,
      held: sql<number>`coalesce(sum(${eventOrders.seats}) filter (where ${eventOrders.status} = 'reserved'), 0)::int`,
      heldForPayment: sql<number>`coalesce(sum(${eventOrders.seats}) filter (where ${isHeldForPayment}), 0)::int`,
      firstHoldEndsAt:
        sql<Date | null>`min(${eventOrders.holdExpiresAt}) filter (where ${isHeldForPayment})`.mapWith(
          eventOrders.holdExpiresAt,
        ),
    })
    .from(eventOrders)
    .where(
      and(
        inArray(eventOrders.eventId, eventIds),
        holdsSeats(now),
        exceptOrderId === undefined ? undefined : sql`${eventOrders.id} <> ${exceptOrderId}`,
      ),
    )
    .groupBy(eventOrders.eventId);
  for (const row of rows)
    counts.set(row.eventId, {
      sold: Number(row.sold),
      held: Number(row.held),
      heldForPayment: Number(row.heldForPayment),
      firstHoldEndsAt: row.firstHoldEndsAt,
    });
  return counts;
}

/** The same per ticket type of one event. */
export async function countSeatsByType(
  db: Database,
  eventId: number,
  now: Date,
  exceptOrderId?: number,
): Promise<Map<number, SeatCounts>> {
  const rows = await db
    .select({
      ticketTypeId: eventOrderItems.ticketTypeId,
      sold: sql<number>`coalesce(sum(${eventOrderItems.quantity}) filter (where ${eventOrders.status} = 'confirmed'), 0)::int`,
      held: sql<number>`coalesce(sum(${eventOrderItems.quantity}) filter (where ${eventOrders.status} = 'reserved'), 0)::int`,
      heldForPayment: sql<number>`coalesce(sum(${eventOrderItems.quantity}) filter (where ${isHeldForPayment}), 0)::int`,
    })
    .from(eventOrders)
    .innerJoin(eventOrderItems, eq(eventOrderItems.orderId, eventOrders.id))
    .where(
      and(
        eq(eventOrders.eventId, eventId),
        holdsSeats(now),
        exceptOrderId === undefined ? undefined : sql`${eventOrders.id} <> ${exceptOrderId}`,
      ),
    )
    .groupBy(eventOrderItems.ticketTypeId);
  return new Map(
    rows.map((row) => [
      row.ticketTypeId,
      {
        sold: Number(row.sold),
        held: Number(row.held),
        heldForPayment: Number(row.heldForPayment),
      },
    ]),
  );
}
