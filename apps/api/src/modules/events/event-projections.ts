// How the events' rows become answers: an event's summary with its seats and sale state, an
// order of the organiser's list, and the small pieces the public pages share.
import {
  textInLanguage,
  type EventOrder,
  type EventSummary,
  type Language,
  type SaleState,
} from '@portal/shared';
import type { EventsContext } from './events-context';
import type { OrderListRecord } from './events-orders.repo';
import type { SeatCounts } from './events-seats.repo';
import type { EventOrderRow, EventRow, TicketTypeRow } from './events.repo';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The event's name for a reader of `language` (the other language's when theirs is empty). */
export const nameIn = (event: EventRow, language: Language) =>
  textInLanguage({ 'en-US': event.name, 'es-CO': event.nameEs }, language);

function saleStateOf(event: EventRow, counts: SeatCounts, now: Date): SaleState {
  if (now.getTime() < event.salesStartAt.getTime()) return 'upcoming';
  if (now.getTime() > event.salesEndAt.getTime()) return 'closed';
  if (counts.sold + counts.held < event.capacity) return 'open';
  // No seat left now: sold, or only held by checkouts that may still go unpaid.
  return notForPayment(counts) < event.capacity ? 'beingPaid' : 'soldOut';
}

/** Seats sold, or held on their way to being issued (free tickets): not coming back. */
export function notForPayment(counts: SeatCounts): number {
  return counts.sold + counts.held - (counts.heldForPayment ?? 0);
}

/** How many of a type can still be bought: its own limit and the event's seats left. */
export function typeLeft(
  type: TicketTypeRow,
  taken: SeatCounts | undefined,
  seatsLeft: number,
): number {
  const left =
    type.ticketLimit === null
      ? seatsLeft
      : Math.min(seatsLeft, type.ticketLimit - (taken?.sold ?? 0) - (taken?.held ?? 0));
  return Math.max(0, left);
}

export function summaryOf(
  { fileUrls }: EventsContext,
  event: EventRow,
  counts: SeatCounts | undefined,
  now: Date,
): EventSummary {
  const sold = counts?.sold ?? 0;
  const held = counts?.held ?? 0;
  const seatsLeft = Math.max(0, event.capacity - sold - held);
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    nameEs: event.nameEs,
    location: event.location,
    startsAt: iso(event.startsAt),
    endsAt: iso(event.endsAt),
    salesStartAt: iso(event.salesStartAt),
    salesEndAt: iso(event.salesEndAt),
    timeZone: event.timeZone,
    published: event.published,
    capacity: event.capacity,
    seatsSold: sold,
    seatsHeld: held,
    seatsLeft,
    saleState: saleStateOf(event, counts ?? { sold, held }, now),
    imageUrl: fileUrls.photoUrl(event.imageFileId),
  };
}

export function toOrder(row: OrderListRecord): EventOrder {
  const order: EventOrderRow = row.order;
  return {
    id: order.id,
    status: order.status,
    buyer: {
      firstName: order.buyerFirstName,
      lastName: order.buyerLastName,
      email: order.buyerEmail,
    },
    language: order.language as Language,
    items: row.items.map((item) => ({
      ticketTypeId: item.ticketTypeId,
      ticketTypeName: item.ticketTypeName,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
    })),
    seats: order.seats,
    totalCents: order.totalCents,
    currency: order.currency,
    createdAt: iso(order.createdAt),
    holdExpiresAt: order.status === 'reserved' ? isoOrNull(order.holdExpiresAt) : null,
    paidAt: isoOrNull(order.paidAt),
    confirmedAt: isoOrNull(order.confirmedAt),
    refundedAt: isoOrNull(order.refundedAt),
    transactionId: order.transactionId,
    feeCents: order.feeCents,
    checkedIn: Number(row.checkedIn),
  };
}
