// The organiser's list of an event's orders (GET EVENT_ENDPOINTS.orders) and its export,
// described once: the event and the filters (status, a search in the buyer's name and e-mail),
// the sort keys, and each row with its items as an EventOrder. The page also carries the
// event's sales totals.
import { and, eq, or, sql } from 'drizzle-orm';
import type { EventOrder, EventOrderPage, OrderStatus } from '@portal/shared';
import { eventOrders } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import { countTableRows } from '../../lib/list-rows';
import type { EventsContext } from './events-context';
import { requireEvent } from './event-detail';
import { toOrder } from './event-projections';
import {
  buyerSortExpression,
  findSalesTotals,
  selectOrderRecords,
  type OrderListRecord,
} from './events-orders.repo';
import { countSeats } from './events-seats.repo';
import { countCheckIns } from './events-tickets.repo';
import { escapeLike, type EventRow } from './events.repo';

export interface OrderListRequest {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  sort: string;
  order: 'asc' | 'desc';
}

/** The orders of the event `eventId` that the filters keep. */
function orderListConditions(eventId: number, filters: OrderListRequest) {
  const q = filters.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    eq(eventOrders.eventId, eventId),
    filters.status ? eq(eventOrders.status, filters.status) : undefined,
    like
      ? or(
          sql`(${eventOrders.buyerFirstName} || ' ' || ${eventOrders.buyerLastName}) ilike ${like}`,
          sql`${eventOrders.buyerEmail} ilike ${like}`,
        )
      : undefined,
  );
}

function orderSortKeys(sort: 'createdAt' | 'buyer'): Array<SortKey<OrderListRecord>> {
  const id: SortKey<OrderListRecord> = {
    column: eventOrders.id,
    type: 'integer',
    value: (row) => row.order.id,
  };
  if (sort === 'buyer')
    return [{ column: buyerSortExpression, type: 'text', value: (row) => row.buyerKey }, id];
  return [
    { column: sql`${eventOrders.createdAt}`, type: 'timestamp', value: (row) => row.createdAtKey },
    id,
  ];
}

export const orderList = defineList<number, OrderListRequest, OrderListRecord, EventOrder>({
  where: orderListConditions,
  // A window's orders come with their items (selectOrderRecords), so the list counts them apart.
  select: selectOrderRecords,
  total: (db, eventId, filters) =>
    countTableRows(db, eventOrders, orderListConditions(eventId, filters)),
  sortKeys: (request) => orderSortKeys(request.sort as 'createdAt' | 'buyer'),
  toItem: toOrder,
  // Each batch of an export reads its orders' items in one more query.
  batchSize: 500,
});

/** A page of the event's orders, with the event's seats, sales and check-ins. */
export async function listOrders(
  context: EventsContext,
  id: number,
  query: OrderListRequest & PageRequest,
): Promise<EventOrderPage> {
  const { db, clock, currency } = context;
  const event = await requireEvent(context, id);
  const now = clock.now();
  const [page, counts, totals, checkIns] = await Promise.all([
    orderList.page(db, id, query, undefined),
    countSeats(db, [id], now),
    findSalesTotals(db, id),
    countCheckIns(db, [id]),
  ]);
  const sold = counts.get(id)?.sold ?? 0;
  const held = counts.get(id)?.held ?? 0;
  return {
    ...page,
    event: { id: event.id, name: event.name, slug: event.slug },
    totals: {
      seatsSold: sold,
      seatsHeld: held,
      seatsLeft: Math.max(0, event.capacity - sold - held),
      capacity: event.capacity,
      revenueCents: totals.revenueCents,
      feeCents: totals.feeCents,
      confirmedOrders: totals.confirmedOrders,
      checkedIn: checkIns.get(id)?.checkedIn ?? 0,
      currency,
    },
  };
}

/** Every order of the filter, with its items, for an export. */
export async function exportOrders(
  context: EventsContext,
  id: number,
  query: OrderListRequest,
): Promise<{ event: EventRow; rows: AsyncIterable<EventOrder> }> {
  const event = await requireEvent(context, id);
  const records = orderList.rows(context.db, id, query);
  async function* rows(): AsyncIterable<EventOrder> {
    for await (const record of records) yield toOrder(record);
  }
  return { event, rows: rows() };
}
