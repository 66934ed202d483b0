// The public event pages (no account): the upcoming published events, and one event with its
// ticket types and what is left of each, in the reader's language (coordinators write the texts
// in both; an empty one falls back to the other language's).
import {
  PUBLIC_EVENTS_MAX,
  textInLanguage,
  type Language,
  type PublicEvent,
  type PublicEventList,
  type PublicEventSummary,
  type SaleState,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { nameIn, notForPayment, summaryOf, typeLeft } from './event-projections';
import { countSeats, countSeatsByType } from './events-seats.repo';
import { findTicketTypes, findTicketTypesOf } from './events-ticket-types.repo';
import { findEventBySlug, findUpcomingPublished, type EventRow } from './events.repo';

/** Unknown or unpublished: 404, the same answer (an unpublished event does not exist yet). */
export async function requirePublishedEvent(
  { db }: EventsContext,
  slug: string,
): Promise<EventRow> {
  const event = await findEventBySlug(db, slug.toLowerCase());
  if (!event?.published) throw appError('NOT_FOUND');
  return event;
}

async function publicSummaries(
  context: EventsContext,
  events: EventRow[],
  language: Language,
): Promise<PublicEventSummary[]> {
  const { db, clock, currency } = context;
  const now = clock.now();
  const ids = events.map((event) => event.id);
  const [counts, types] = await Promise.all([countSeats(db, ids, now), findTicketTypesOf(db, ids)]);
  return events.map((event) => {
    const summary = summaryOf(context, event, counts.get(event.id), now);
    const prices = types.filter((type) => type.eventId === event.id).map((t) => t.priceCents);
    return {
      slug: event.slug,
      name: nameIn(event, language),
      location: event.location,
      startsAt: summary.startsAt,
      endsAt: summary.endsAt,
      salesStartAt: summary.salesStartAt,
      salesEndAt: summary.salesEndAt,
      timeZone: event.timeZone,
      saleState: summary.saleState,
      seatsLeft: summary.seatsLeft,
      seatsHeld: counts.get(event.id)?.heldForPayment ?? 0,
      fromPriceCents: prices.length > 0 ? Math.min(...prices) : 0,
      currency,
      imageUrl: summary.imageUrl,
    };
  });
}

export async function publicList(
  context: EventsContext,
  language: Language,
): Promise<PublicEventList> {
  const events = await findUpcomingPublished(context.db, context.clock.now(), PUBLIC_EVENTS_MAX);
  return { items: await publicSummaries(context, events, language) };
}

export async function publicGet(
  context: EventsContext,
  slug: string,
  language: Language,
): Promise<PublicEvent> {
  const { db, clock } = context;
  const event = await requirePublishedEvent(context, slug);
  const now = clock.now();
  const [[summary], types, byType] = await Promise.all([
    publicSummaries(context, [event], language),
    findTicketTypes(db, event.id),
    countSeatsByType(db, event.id, now),
  ]);
  const base = summary as PublicEventSummary;
  const ticketTypes = types.map((type) => ({
    id: type.id,
    name: type.name,
    priceCents: type.priceCents,
    left: typeLeft(type, byType.get(type.id), base.seatsLeft),
  }));
  const isEveryTypeGone = ticketTypes.every((type) => type.left === 0);
  // With the unpaid holds given back, would any type have a seat? Then they are the reason.
  const unsold = base.seatsLeft + base.seatsHeld;
  const isAnyTypeHeld = types.some((type) => {
    const taken = byType.get(type.id);
    const kept = taken ? notForPayment(taken) : 0;
    return typeLeft(type, { sold: kept, held: 0 }, unsold) > 0;
  });
  const stateWhenGone: SaleState = isAnyTypeHeld ? 'beingPaid' : 'soldOut';
  return {
    ...base,
    saleState: base.saleState === 'open' && isEveryTypeGone ? stateWhenGone : base.saleState,
    description: textInLanguage(
      { 'en-US': event.description, 'es-CO': event.descriptionEs },
      language,
    ),
    capacity: event.capacity,
    ticketTypes,
  };
}
