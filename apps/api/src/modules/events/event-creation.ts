// Creating an event with its ticket types, at the address its name gives (or the one chosen).
import { EVENT_SLUG_MAX_LENGTH, slugify, type EventDetail } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { detailOf } from './event-detail';
import { insertTicketTypes } from './events-ticket-types.repo';
import { findSlugsLike, insertEvent, isSlugTaken } from './events.repo';

interface TicketTypeInput {
  id?: number | undefined;
  name: string;
  priceCents: number;
  limit?: number | null | undefined;
}

export interface EventInput {
  name: string;
  nameEs?: string | undefined;
  descriptionEs?: string | undefined;
  slug?: string | undefined;
  description: string;
  location: string;
  capacity: number;
  startsAt: string;
  endsAt: string;
  salesStartAt: string;
  salesEndAt: string;
  published: boolean;
  timeZone: string;
  ticketTypes: TicketTypeInput[];
}

/** The event's own columns from the form. */
export function eventValues(input: EventInput) {
  return {
    name: input.name,
    description: input.description,
    nameEs: input.nameEs ?? '',
    descriptionEs: input.descriptionEs ?? '',
    location: input.location,
    capacity: input.capacity,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    salesStartAt: new Date(input.salesStartAt),
    salesEndAt: new Date(input.salesEndAt),
    published: input.published,
    timeZone: input.timeZone,
  };
}

/** A ticket type's row from the form, at its place in the event's list. */
export function ticketTypeValues(eventId: number, type: TicketTypeInput, position: number) {
  return {
    eventId,
    name: type.name,
    priceCents: type.priceCents,
    ticketLimit: type.limit ?? null,
    position,
  };
}

/** The name's slug, or with -2, -3 ... the first one no event uses. */
async function freeSlugFor(db: Database, name: string): Promise<string> {
  const base = slugify(name) || 'event';
  const taken = new Set(await findSlugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (candidate.length > EVENT_SLUG_MAX_LENGTH) throw appError('EVENT_SLUG_TAKEN');
    if (!taken.has(candidate)) return candidate;
  }
}

export async function createEvent(
  context: EventsContext,
  auth: AuthContext,
  input: EventInput,
): Promise<EventDetail> {
  const { db } = context;
  if (input.slug !== undefined && (await isSlugTaken(db, input.slug)))
    throw appError('EVENT_SLUG_TAKEN');
  // Two events of one name created at once may pick the same free slug: the unique index
  // refuses the second, which then picks the next one.
  for (let tries = 1; ; tries += 1) {
    const slug = input.slug ?? (await freeSlugFor(db, input.name));
    try {
      const event = await db.transaction(async (tx) => {
        const row = await insertEvent(tx, {
          ...eventValues(input),
          slug,
          createdBy: auth.userId,
        });
        await insertTicketTypes(
          tx,
          input.ticketTypes.map((type, position) => ticketTypeValues(row.id, type, position)),
        );
        return row;
      });
      return await detailOf(context, db, event);
    } catch (error) {
      if (!isUniqueViolation(error, 'events_slug_unique')) throw error;
      if (input.slug !== undefined || tries >= 5) throw appError('EVENT_SLUG_TAKEN');
    }
  }
}
