// Queries of tickets: their insert with an order's confirmation, and their check-in.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@portal/shared';
import type { Database } from '../../db/client';
import { eventOrders, events, tickets, ticketTypes } from '../../db/schema/index';

export async function insertTickets(
  tx: Database,
  rows: Array<{ orderId: number; ticketTypeId: number; code: string }>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(tickets).values(rows);
}

export async function countTicketsOfOrder(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.orderId, orderId));
  return Number(row?.value ?? 0);
}

export interface CheckInRecord {
  code: string;
  checkedInAt: Date | null;
  orderStatus: OrderStatus;
  eventId: number;
  eventName: string;
  eventStartsAt: Date;
  ticketType: string;
  buyerFirstName: string;
  buyerLastName: string;
}

function selectCheckInRecord(db: Database) {
  return db
    .select({
      code: tickets.code,
      checkedInAt: tickets.checkedInAt,
      orderStatus: eventOrders.status,
      eventId: events.id,
      eventName: events.name,
      eventStartsAt: events.startsAt,
      ticketType: ticketTypes.name,
      buyerFirstName: eventOrders.buyerFirstName,
      buyerLastName: eventOrders.buyerLastName,
    })
    .from(tickets)
    .innerJoin(eventOrders, eq(eventOrders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId));
}

/**
 * Checks the ticket in if it is valid and not yet in: one conditional UPDATE, so of two scans
 * at once exactly one changes the row (the other waits for it, then finds it already in).
 */
export async function checkInTicket(
  db: Database,
  code: string,
  now: Date,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: now, checkedInBy: userId })
    .where(
      and(
        eq(tickets.code, code),
        sql`${tickets.checkedInAt} is null`,
        sql`exists (select 1 from ${eventOrders} where ${eventOrders.id} = ${tickets.orderId} and ${eventOrders.status} = 'confirmed')`,
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

export async function findCheckInRecord(
  db: Database,
  code: string,
): Promise<CheckInRecord | undefined> {
  const [row] = await selectCheckInRecord(db).where(eq(tickets.code, code));
  return row;
}

/** Valid tickets (of confirmed orders) of each event: checked in, and in all. */
export async function countCheckIns(
  db: Database,
  eventIds: number[],
): Promise<Map<number, { checkedIn: number; total: number }>> {
  const counts = new Map(eventIds.map((id) => [id, { checkedIn: 0, total: 0 }]));
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: eventOrders.eventId,
      checkedIn: sql<number>`count(${tickets.checkedInAt})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .innerJoin(eventOrders, eq(eventOrders.id, tickets.orderId))
    .where(and(inArray(eventOrders.eventId, eventIds), eq(eventOrders.status, 'confirmed')))
    .groupBy(eventOrders.eventId);
  for (const row of rows)
    counts.set(row.eventId, { checkedIn: Number(row.checkedIn), total: Number(row.total) });
  return counts;
}
