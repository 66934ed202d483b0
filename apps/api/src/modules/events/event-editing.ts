// Changing an event (its texts, dates, capacity and ticket types), and removing an event no one
// ever ordered from.
import type { EventDetail } from '@portal/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { eventValues, ticketTypeValues, type EventInput } from './event-creation';
import { detailOf } from './event-detail';
import { hasOrders } from './events-orders.repo';
import { countSeats, countSeatsByType } from './events-seats.repo';
import {
  deleteTicketTypes,
  findTicketTypes,
  findTicketTypesWithOrders,
  insertTicketTypes,
  updateTicketType,
} from './events-ticket-types.repo';
import {
  deleteEventRow,
  findEventById,
  isSlugTaken,
  lockEvent,
  updateEventRow,
  type EventRow,
} from './events.repo';

/**
 * The event's ticket types the form leaves out (to delete). Refuses an id that is not the
 * event's or comes twice, and leaving out a type that has orders.
 */
async function removedTicketTypes(tx: Database, id: number, input: EventInput) {
  const types = await findTicketTypes(tx, id);
  const known = new Map(types.map((type) => [type.id, type]));
  const keptIds = new Set<number>();
  for (const [index, type] of input.ticketTypes.entries()) {
    if (type.id === undefined) continue;
    if (!known.has(type.id) || keptIds.has(type.id))
      throw appError('VALIDATION_ERROR', {
        issues: [{ path: `ticketTypes.${index}.id`, message: 'validation.invalidValue' }],
      });
    keptIds.add(type.id);
  }
  const removed = types.filter((type) => !keptIds.has(type.id)).map((type) => type.id);
  const withOrders = await findTicketTypesWithOrders(tx, id);
  if (removed.some((typeId) => withOrders.has(typeId))) throw appError('TICKET_TYPE_HAS_SALES');
  return removed;
}

/** Refuses a capacity under the seats sold or held, and a type's limit under its own. */
async function checkSeatsStillFit(tx: Database, id: number, input: EventInput, now: Date) {
  const counts = (await countSeats(tx, [id], now)).get(id);
  const taken = (counts?.sold ?? 0) + (counts?.held ?? 0);
  if (input.capacity < taken)
    throw appError('EVENT_CAPACITY_BELOW_SEATS', { params: { num: taken } });
  const byType = await countSeatsByType(tx, id, now);
  for (const type of input.ticketTypes) {
    if (type.id === undefined || type.limit == null) continue;
    const typeTaken = (byType.get(type.id)?.sold ?? 0) + (byType.get(type.id)?.held ?? 0);
    if (type.limit < typeTaken)
      throw appError('EVENT_CAPACITY_BELOW_SEATS', { params: { num: typeTaken } });
  }
}

/** Deletes the removed types, updates the kept ones and inserts the new ones, in form order. */
async function saveTicketTypes(tx: Database, id: number, input: EventInput, removed: number[]) {
  await deleteTicketTypes(tx, removed);
  for (const [position, type] of input.ticketTypes.entries()) {
    if (type.id === undefined) continue;
    const { eventId: _eventId, ...values } = ticketTypeValues(id, type, position);
    await updateTicketType(tx, type.id, values);
  }
  await insertTicketTypes(
    tx,
    input.ticketTypes.flatMap((type, position) =>
      type.id === undefined ? [ticketTypeValues(id, type, position)] : [],
    ),
  );
}

/**
 * Under the event's lock (sales wait): the capacity may not go under the seats sold or held,
 * nor a type's limit under its own; a type with orders stays.
 */
export async function updateEvent(
  context: EventsContext,
  id: number,
  input: EventInput,
): Promise<EventDetail> {
  try {
    const event = await context.db.transaction(async (tx) => {
      const current = await lockEvent(tx, id);
      if (!current) throw appError('NOT_FOUND');
      // Without a slug the address stays as it was: links already shared keep working.
      const slug = input.slug ?? current.slug;
      if (slug !== current.slug && (await isSlugTaken(tx, slug, id)))
        throw appError('EVENT_SLUG_TAKEN');
      const removed = await removedTicketTypes(tx, id, input);
      const now = context.clock.now();
      await checkSeatsStillFit(tx, id, input, now);
      await updateEventRow(tx, id, { ...eventValues(input), slug, updatedAt: now });
      await saveTicketTypes(tx, id, input, removed);
      return (await findEventById(tx, id)) as EventRow;
    });
    return await detailOf(context, context.db, event);
  } catch (error) {
    if (isUniqueViolation(error, 'events_slug_unique')) throw appError('EVENT_SLUG_TAKEN');
    throw error;
  }
}

export async function removeEvent({ db }: EventsContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw appError('NOT_FOUND');
    if (await hasOrders(tx, id)) throw appError('EVENT_HAS_SALES');
    await deleteEventRow(tx, id);
  });
}
