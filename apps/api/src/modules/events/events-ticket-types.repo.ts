// Queries of an event's ticket types, and which of them any order names.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventOrderItems, ticketTypes, type TicketTypeRow } from '../../db/schema/index';

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
