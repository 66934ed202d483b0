// One event as its organisers see it: the summary, both languages' texts, the ticket types with
// their sales, and whether anything was ever ordered (what may still be removed).
import type { EventDetail } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { iso, summaryOf } from './event-projections';
import { findSalesTotals } from './events-orders.repo';
import { countSeats, countSeatsByType } from './events-seats.repo';
import { findTicketTypes, findTicketTypesWithOrders } from './events-ticket-types.repo';
import { findEventById, type EventRow } from './events.repo';

/** The event's detail, read with `reader` (the caller's transaction or the database). */
export async function detailOf(
  context: EventsContext,
  reader: Database,
  event: EventRow,
): Promise<EventDetail> {
  const now = context.clock.now();
  const [types, counts, byType, withOrders, totals] = await Promise.all([
    findTicketTypes(reader, event.id),
    countSeats(reader, [event.id], now),
    countSeatsByType(reader, event.id, now),
    findTicketTypesWithOrders(reader, event.id),
    findSalesTotals(reader, event.id),
  ]);
  return {
    ...summaryOf(context, event, counts.get(event.id), now),
    description: event.description,
    descriptionEs: event.descriptionEs,
    currency: context.currency,
    ticketTypes: types.map((type) => ({
      id: type.id,
      name: type.name,
      priceCents: type.priceCents,
      limit: type.ticketLimit,
      position: type.position,
      sold: byType.get(type.id)?.sold ?? 0,
      held: byType.get(type.id)?.held ?? 0,
      hasOrders: withOrders.has(type.id),
    })),
    hasOrders: withOrders.size > 0,
    revenueCents: totals.revenueCents,
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  };
}

export async function requireEvent({ db }: EventsContext, id: number): Promise<EventRow> {
  const event = await findEventById(db, id);
  if (!event) throw appError('NOT_FOUND');
  return event;
}

export async function getEvent(context: EventsContext, id: number): Promise<EventDetail> {
  return detailOf(context, context.db, await requireEvent(context, id));
}

/** For the image's owner rule and the answer after an upload. */
export async function eventExists({ db }: EventsContext, id: number): Promise<boolean> {
  return (await findEventById(db, id)) !== undefined;
}
