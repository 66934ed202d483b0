// Queries of the events module: events, ticket types, orders (with their items) and tickets.
// Seats are counted from the orders themselves: a confirmed order's seats, and a reserved
// order's while its hold is live (`hold_expires_at` after now). An expired hold stops counting
// the moment it passes, without waiting for the sweep that marks it expired.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  eventOrderItems,
  eventOrders,
  events,
  tickets,
  ticketTypes,
  type EventOrderRow,
  type EventRow,
  type TicketTypeRow,
} from '../../db/schema/index';
import type { ListTotal, RowWindow, SortKey } from '../../lib/list-page';
import { countUpTo } from '../../lib/list-page';

export type { EventOrderRow, EventRow, TicketTypeRow };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Orders whose seats count against the capacity at `now`. */
function holdsSeats(now: Date): SQL {
  return or(
    eq(eventOrders.status, 'confirmed'),
    and(eq(eventOrders.status, 'reserved'), gt(eventOrders.holdExpiresAt, now)),
  ) as SQL;
}

// ---------------------------------------------------------------------------------------------
// Events

export async function findEventById(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function findEventBySlug(db: Database, slug: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row;
}

/**
 * Locks the event's row until the transaction ends: sales of its seats take turns. With
 * `noWait`, a row another transaction holds is not waited for: the statement fails at once
 * with lock_not_available (isLockNotAvailable).
 */
export async function lockEvent(
  tx: Database,
  id: number,
  options: { noWait?: boolean } = {},
): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(eq(events.id, id))
    .for('update', options.noWait ? { noWait: true } : {});
  return row;
}

/** Whether `error` is PostgreSQL's lock_not_available (55P03), through Drizzle's wrapper. */
export function isLockNotAvailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function isSlugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.slug, slug),
        exceptId === undefined ? undefined : sql`${events.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/** Slugs that start with `base` (base itself and base-N), to pick the next free one. */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), sql`${events.slug} like ${`${escapeLike(base)}-%`}`));
  return rows.map((row) => row.slug);
}

export type NewEvent = typeof events.$inferInsert;

export async function insertEvent(tx: Database, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  if (!row) throw new Error('events insert returned no row');
  return row;
}

export async function updateEventRow(
  tx: Database,
  id: number,
  values: Partial<NewEvent>,
): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, id));
}

export async function deleteEventRow(tx: Database, id: number): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}

/** Within the caller's transaction: lock the row, set the image, answer the previous one. */
export async function setEventImageFileId(
  tx: Database,
  id: number,
  fileId: number | null,
): Promise<{ previousFileId: number | null } | undefined> {
  const [row] = await tx
    .select({ imageFileId: events.imageFileId })
    .from(events)
    .where(eq(events.id, id))
    .for('no key update');
  if (!row) return undefined;
  await tx.update(events).set({ imageFileId: fileId }).where(eq(events.id, id));
  return { previousFileId: row.imageFileId };
}

export interface EventListFilters {
  q?: string | undefined;
  published?: boolean | undefined;
  when?: 'upcoming' | 'past' | undefined;
  now: Date;
}

function eventListConditions(filters: EventListFilters): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    filters.published === undefined ? undefined : eq(events.published, filters.published),
    filters.when === 'upcoming' ? gt(events.endsAt, filters.now) : undefined,
    filters.when === 'past' ? lte(events.endsAt, filters.now) : undefined,
    q
      ? or(
          sql`${events.name} ilike ${`%${escapeLike(q)}%`}`,
          sql`${events.slug} ilike ${`%${escapeLike(q)}%`}`,
        )
      : undefined,
  );
}

export interface EventListRecord {
  event: EventRow;
  startsAtKey: string;
}

export function eventSortKeys(sort: 'startsAt' | 'name'): Array<SortKey<EventListRecord>> {
  const id: SortKey<EventListRecord> = {
    column: events.id,
    type: 'integer',
    value: (row) => row.event.id,
  };
  if (sort === 'name')
    return [{ column: events.name, type: 'text', value: (row) => row.event.name }, id];
  return [
    { column: sql`${events.startsAt}`, type: 'timestamp', value: (row) => row.startsAtKey },
    id,
  ];
}

export function findEventPage(
  db: Database,
  filters: EventListFilters,
  window: RowWindow,
): Promise<EventListRecord[]> {
  return db
    .select({ event: events, startsAtKey: sql<string>`${events.startsAt}::text` })
    .from(events)
    .where(and(eventListConditions(filters), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countEvents(db: Database, filters: EventListFilters): Promise<ListTotal> {
  const rows = db
    .select({ one: sql`1` })
    .from(events)
    .where(eventListConditions(filters))
    .$dynamic();
  return countUpTo(db, rows);
}

/** Published events that have not ended, soonest first. */
export function findUpcomingPublished(db: Database, now: Date, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.published, true), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Ticket types

export function findTicketTypes(db: Database, eventId: number): Promise<TicketTypeRow[]> {
  return db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

export function findTicketTypesOf(db: Database, eventIds: number[]): Promise<TicketTypeRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

export async function insertTicketTypes(
  tx: Database,
  rows: Array<typeof ticketTypes.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(ticketTypes).values(rows);
}

export async function updateTicketType(
  tx: Database,
  id: number,
  values: { name: string; priceCents: number; ticketLimit: number | null; position: number },
): Promise<void> {
  await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, id));
}

export async function deleteTicketTypes(tx: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(ticketTypes).where(inArray(ticketTypes.id, ids));
}

/** Ticket types of the event named by any order, whatever its status. */
export async function findTicketTypesWithOrders(
  db: Database,
  eventId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: eventOrderItems.ticketTypeId })
    .from(eventOrderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, eventOrderItems.ticketTypeId))
    .where(eq(ticketTypes.eventId, eventId));
  return new Set(rows.map((row) => row.id));
}

export async function hasOrders(db: Database, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(eq(eventOrders.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Seats

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

// ---------------------------------------------------------------------------------------------
// Orders

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

export interface OrderListFilters {
  eventId: number;
  q?: string | undefined;
  status?: OrderStatus | undefined;
}

function orderListConditions(filters: OrderListFilters): SQL | undefined {
  const q = filters.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    eq(eventOrders.eventId, filters.eventId),
    filters.status ? eq(eventOrders.status, filters.status) : undefined,
    like
      ? or(
          sql`(${eventOrders.buyerFirstName} || ' ' || ${eventOrders.buyerLastName}) ilike ${like}`,
          sql`${eventOrders.buyerEmail} ilike ${like}`,
        )
      : undefined,
  );
}

export interface OrderListRecord {
  order: EventOrderRow;
  createdAtKey: string;
  checkedIn: number;
}

const buyerSortExpression = sql`lower(${eventOrders.buyerLastName} || ' ' || ${eventOrders.buyerFirstName})`;

export function orderSortKeys(sort: 'createdAt' | 'buyer'): Array<SortKey<OrderListRecord>> {
  const id: SortKey<OrderListRecord> = {
    column: eventOrders.id,
    type: 'integer',
    value: (row) => row.order.id,
  };
  if (sort === 'buyer')
    return [
      {
        column: buyerSortExpression,
        type: 'text',
        value: (row) => `${row.order.buyerLastName} ${row.order.buyerFirstName}`.toLowerCase(),
      },
      id,
    ];
  return [
    { column: sql`${eventOrders.createdAt}`, type: 'timestamp', value: (row) => row.createdAtKey },
    id,
  ];
}

function selectOrderRecords(db: Database) {
  return db
    .select({
      order: eventOrders,
      createdAtKey: sql<string>`${eventOrders.createdAt}::text`,
      checkedIn: sql<number>`(select count(*)::int from ${tickets} where ${tickets.orderId} = ${eventOrders.id} and ${tickets.checkedInAt} is not null)`,
    })
    .from(eventOrders);
}

export function findOrderPage(
  db: Database,
  filters: OrderListFilters,
  window: RowWindow,
): Promise<OrderListRecord[]> {
  return selectOrderRecords(db)
    .where(and(orderListConditions(filters), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countOrders(db: Database, filters: OrderListFilters): Promise<ListTotal> {
  const rows = db
    .select({ one: sql`1` })
    .from(eventOrders)
    .where(orderListConditions(filters))
    .$dynamic();
  return countUpTo(db, rows);
}

/** Every order of the filter in the list's order (an export), in batches. */
export async function* streamOrders(
  db: Database,
  filters: OrderListFilters,
  sort: 'createdAt' | 'buyer',
  order: 'asc' | 'desc',
): AsyncIterable<OrderListRecord> {
  const direction = order === 'desc' ? desc : asc;
  const orderBy =
    sort === 'buyer'
      ? [direction(buyerSortExpression), direction(eventOrders.id)]
      : [direction(eventOrders.createdAt), direction(eventOrders.id)];
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const rows = await selectOrderRecords(db)
      .where(orderListConditions(filters))
      .orderBy(...orderBy)
      .limit(batch)
      .offset(offset);
    yield* rows;
    if (rows.length < batch) return;
  }
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

// ---------------------------------------------------------------------------------------------
// Tickets

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

/** Events a door may be checking in: published, ended at most `since` ago. */
export function findCheckInEvents(db: Database, since: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.published, true), gt(events.endsAt, since)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(50);
}
