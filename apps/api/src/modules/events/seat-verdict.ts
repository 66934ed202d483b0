// Whether an order's seats fit in its event now (decision 025): the event's seats left, and each
// ticket type's own limit; and when they do not, whether seats held by unpaid checkouts are the
// reason (they may come back) or the event is sold out.
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { notForPayment } from './event-projections';
import { countSeats, countSeatsByType, type SeatCounts } from './events-seats.repo';
import type { EventRow, TicketTypeRow } from './events.repo';

export type OrderedItems = Array<{ ticketTypeId: number; quantity: number }>;

/**
 * Whether an order fits now: `fits`, `beingPaid` (it would, were it not for seats held by
 * unpaid checkouts: they may come back) or `soldOut` (not even then).
 */
type SeatVerdict = 'fits' | 'beingPaid' | 'soldOut';

function verdictOf(taken: SeatCounts | undefined, wanted: number, limit: number): SeatVerdict {
  const counts = taken ?? { sold: 0, held: 0 };
  if (counts.sold + counts.held + wanted <= limit) return 'fits';
  return notForPayment(counts) + wanted <= limit ? 'beingPaid' : 'soldOut';
}

/** `fits`, saying why not and with the event's counts (for the refusal's answer). */
async function seatVerdict(
  { clock }: EventsContext,
  reader: Database,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: OrderedItems,
  exceptOrderId?: number,
): Promise<{ verdict: SeatVerdict; counts: SeatCounts | undefined }> {
  const now = clock.now();
  const seats = items.reduce((sum, item) => sum + item.quantity, 0);
  const counts = (await countSeats(reader, [event.id], now, exceptOrderId)).get(event.id);
  const verdicts = [verdictOf(counts, seats, event.capacity)];
  const limited = items.filter((item) => types.get(item.ticketTypeId)?.ticketLimit != null);
  if (verdicts[0] !== 'soldOut' && limited.length > 0) {
    const byType = await countSeatsByType(reader, event.id, now, exceptOrderId);
    for (const item of limited) {
      const type = types.get(item.ticketTypeId) as TicketTypeRow;
      verdicts.push(verdictOf(byType.get(type.id), item.quantity, type.ticketLimit as number));
    }
  }
  const verdict = verdicts.includes('soldOut')
    ? 'soldOut'
    : verdicts.includes('beingPaid')
      ? 'beingPaid'
      : 'fits';
  return { verdict, counts };
}

/**
 * Whether `items` fit in the event now (under its lock when `reader` holds it): the seats
 * left, and each type's own limit. `exceptOrderId` leaves an order's own seats out (a late
 * payment re-checks its order against everyone else's).
 */
export async function fits(
  context: EventsContext,
  reader: Database,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: OrderedItems,
  exceptOrderId?: number,
): Promise<boolean> {
  const { verdict } = await seatVerdict(context, reader, event, types, items, exceptOrderId);
  return verdict === 'fits';
}

/** Throws the refusal of an order that does not fit: SOLD_OUT, or SEATS_BEING_PAID. */
export async function requireSeats(
  context: EventsContext,
  reader: Database,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: OrderedItems,
): Promise<void> {
  const { verdict, counts } = await seatVerdict(context, reader, event, types, items);
  if (verdict === 'fits') return;
  if (verdict === 'soldOut') throw appError('SOLD_OUT');
  const waitMs = (counts?.firstHoldEndsAt?.getTime() ?? 0) - context.clock.now().getTime();
  throw appError('SEATS_BEING_PAID', {
    params: { num: counts?.heldForPayment ?? 0 },
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

export function isSaleOpen(event: EventRow, now: Date): boolean {
  return (
    event.published &&
    now.getTime() >= event.salesStartAt.getTime() &&
    now.getTime() <= event.salesEndAt.getTime()
  );
}
