// Queries of ticket orders and their items: insert, find, lock, update, the sweep of passed
// holds, an event's sales totals, and the rows of the organiser's order list.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from '@portal/shared';
import type { Database } from '../../db/client';
import type { RowsWindow } from '../../lib/list-definition';
import {
  eventOrderItems,
  eventOrders,
  tickets,
  ticketTypes,
  type EventOrderRow,
} from '../../db/schema/index';

export type NewOrder = typeof eventOrders.$inferInsert;

export async function insertOrder(
  tx: Database,
  values: NewOrder,
  items: Array<{ ticketTypeId: number; quantity: number; unitPriceCents: number }>,
): Promise<EventOrderRow> {
  const [row] = await tx.insert(eventOrders).values(values).returning();
  if (!row) throw new Error('event_orders insert returned no row');
  await tx.insert(eventOrderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

export async function findOrder(db: Database, id: number): Promise<EventOrderRow | undefined> {
  const [row] = await db.select().from(eventOrders).where(eq(eventOrders.id, id));
  return row;
}

export async function lockOrder(tx: Database, id: number): Promise<EventOrderRow | undefined> {
  const [row] = await tx.select().from(eventOrders).where(eq(eventOrders.id, id)).for('update');
  return row;
}

export async function lockOrderByTransaction(
  tx: Database,
  transactionId: string,
): Promise<EventOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventOrders)
    .where(eq(eventOrders.transactionId, transactionId))
    .for('update');
  return row;
}

export async function updateOrder(
  db: Database,
  id: number,
  values: Partial<NewOrder>,
  onlyIfStatus?: OrderStatus,
): Promise<boolean> {
  const rows = await db
    .update(eventOrders)
    .set(values)
    .where(
      and(eq(eventOrders.id, id), onlyIfStatus ? eq(eventOrders.status, onlyIfStatus) : undefined),
    )
    .returning({ id: eventOrders.id });
  return rows.length > 0;
}

export interface OrderItemRecord {
  orderId: number;
  ticketTypeId: number;
  ticketTypeName: string;
  quantity: number;
  unitPriceCents: number;
}

export function findOrderItems(db: Database, orderIds: number[]): Promise<OrderItemRecord[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: eventOrderItems.orderId,
      ticketTypeId: eventOrderItems.ticketTypeId,
      ticketTypeName: ticketTypes.name,
      quantity: eventOrderItems.quantity,
      unitPriceCents: eventOrderItems.unitPriceCents,
    })
    .from(eventOrderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, eventOrderItems.ticketTypeId))
    .where(inArray(eventOrderItems.orderId, orderIds))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

/** Marks every reserved order whose hold has passed as expired; answers how many. */
export async function expireHolds(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(eventOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(eventOrders.status, 'reserved'), lte(eventOrders.holdExpiresAt, now)))
    .returning({ id: eventOrders.id });
  return rows.length;
}

export async function hasOrders(db: Database, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(eq(eventOrders.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** The order list's buyer order: last name, then first name, case ignored. */
export const buyerSortExpression = sql`lower(${eventOrders.buyerLastName} || ' ' || ${eventOrders.buyerFirstName})`;

export interface OrderListRecord {
  order: EventOrderRow;
  createdAtKey: string;
  /** The buyer sort's key as the database compares it (its `lower`, not JavaScript's). */
  buyerKey: string;
  checkedIn: number;
  items: OrderItemRecord[];
}

/** The order list's rows in the window, each with its items (ticket type order). */
export async function selectOrderRecords(
  db: Database,
  window: RowsWindow,
): Promise<OrderListRecord[]> {
  const rows = await db
    .select({
      order: eventOrders,
      createdAtKey: sql<string>`${eventOrders.createdAt}::text`,
      buyerKey: sql<string>`${buyerSortExpression}`,
      checkedIn: sql<number>`(select count(*)::int from ${tickets} where ${tickets.orderId} = ${eventOrders.id} and ${tickets.checkedInAt} is not null)`,
    })
    .from(eventOrders)
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.order.id),
  }));
}

export interface SalesTotals {
  revenueCents: number;
  feeCents: number;
  confirmedOrders: number;
}

export async function findSalesTotals(db: Database, eventId: number): Promise<SalesTotals> {
  const [row] = await db
    .select({
      revenueCents: sql<number>`coalesce(sum(${eventOrders.totalCents}), 0)::int`,
      feeCents: sql<number>`coalesce(sum(${eventOrders.feeCents}), 0)::int`,
      confirmedOrders: sql<number>`count(*)::int`,
    })
    .from(eventOrders)
    .where(and(eq(eventOrders.eventId, eventId), eq(eventOrders.status, 'confirmed')));
  return {
    revenueCents: Number(row?.revenueCents ?? 0),
    feeCents: Number(row?.feeCents ?? 0),
    confirmedOrders: Number(row?.confirmedOrders ?? 0),
  };
}
