// Buying tickets on the public page. Capacity (decision 025): every sale locks the event's row
// (SELECT ... FOR UPDATE), then counts the seats of confirmed orders and of reserved orders
// whose hold is live, checks the event's capacity and each ticket type's own limit, and
// inserts: two buyers of the last seat take turns, in one process or many. A paid order holds
// its seats for `holdTtlMs` while the buyer pays (order-checkout.ts); an expired hold stops
// counting at once (the count asks for live holds), and a sweep marks such orders expired. A
// payment that arrives after its hold ended is confirmed if the seats are still free (checked
// under the same lock), and otherwise refunded (order-payments.ts). Free tickets are issued at
// once.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Language, OrderCreated } from '@portal/shared';
import { appError, throttledError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { expireHolds, insertOrder, type NewOrder } from './events-orders.repo';
import { findTicketTypes } from './events-ticket-types.repo';
import {
  isLockNotAvailable,
  lockEvent,
  type EventOrderRow,
  type EventRow,
  type TicketTypeRow,
} from './events.repo';
import { issueFreeTickets, openCheckout, type PricedItems } from './order-checkout';
import { requirePublishedEvent } from './public-events';
import { isSaleOpen, requireSeats } from './seat-verdict';
import { addressKeyOf, checkUnpaidOrderLimits } from './unpaid-holds';

/** Orders per address: generous (a family buying for several events), a wall for scripts. */
export const ORDER_THROTTLE = { limit: 60, windowMs: 60 * 60 * 1000 } as const;
/**
 * A buyer who finds the event locked looks again after a short random wait (growing up to the
 * maximum), this many times at most, then waits for the lock like everyone did before.
 */
const LOCK_TRIES = 40;
const LOCK_RETRY_MIN_MS = 2;
const LOCK_RETRY_MAX_MS = 100;

export interface OrderInput {
  items: Array<{ ticketTypeId: number; quantity: number }>;
  buyer: { firstName: string; lastName: string; email: string };
  language?: Language | undefined;
}

/** The order's items at their types' prices; a type not of the event is a 400. */
function priceItems(input: OrderInput, types: Map<number, TicketTypeRow>): PricedItems {
  for (const [index, item] of input.items.entries()) {
    if (!types.has(item.ticketTypeId))
      throw appError('VALIDATION_ERROR', {
        issues: [{ path: `items.${index}.ticketTypeId`, message: 'validation.invalidValue' }],
      });
  }
  return input.items.map((item) => ({
    ...item,
    unitPriceCents: (types.get(item.ticketTypeId) as TicketTypeRow).priceCents,
  }));
}

/**
 * Holds the seats: locks the event, checks it again (the sale window, then the seats) and
 * inserts the order. A buyer who finds the event locked does not queue on it holding a
 * database connection: they let go, wait a moment and look again without the lock, so
 * that once the seats are gone everyone still waiting is answered SOLD_OUT at once rather
 * than taking the lock in turn only to find nothing left. The last try waits its turn.
 */
async function holdSeats(
  context: EventsContext,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: PricedItems,
  values: NewOrder,
): Promise<EventOrderRow> {
  const { db, clock } = context;
  for (let attempt = 1; ; attempt += 1) {
    const isLastTry = attempt >= LOCK_TRIES;
    try {
      return await db.transaction(async (tx) => {
        const locked = await lockEvent(tx, event.id, { noWait: !isLastTry });
        if (!locked?.published) throw appError('NOT_FOUND');
        if (!isSaleOpen(locked, clock.now())) throw appError('SALES_CLOSED');
        if (values.totalCents > 0)
          await checkUnpaidOrderLimits(
            tx,
            event.id,
            { addressKey: values.buyerAddressKey as string, email: values.buyerEmail },
            clock.now(),
          );
        await requireSeats(context, tx, locked, types, items);
        return insertOrder(tx, values, items);
      });
    } catch (error) {
      if (isLastTry || !isLockNotAvailable(error)) throw error;
    }
    // Real time: this is about other requests, not the portal's clock.
    await sleep(LOCK_RETRY_MIN_MS + Math.random() * Math.min(LOCK_RETRY_MAX_MS, 2 ** attempt));
    await requireSeats(context, db, event, types, items);
  }
}

export async function createOrder(
  context: EventsContext,
  slug: string,
  input: OrderInput,
  request: { ip: string; language: Language },
): Promise<OrderCreated> {
  const { db, clock, config, throttle } = context;
  const reservation = await throttle.reserve([
    { key: `event-order:ip:${request.ip}`, ...ORDER_THROTTLE },
  ]);
  if (!reservation.isAllowed)
    throw throttledError('TOO_MANY_TICKET_ORDERS', reservation.retryAfterSeconds);

  const event = await requirePublishedEvent(context, slug);
  if (!isSaleOpen(event, clock.now())) throw appError('SALES_CLOSED');
  const types = new Map((await findTicketTypes(db, event.id)).map((type) => [type.id, type]));
  const items = priceItems(input, types);
  const seats = items.reduce((sum, item) => sum + item.quantity, 0);
  const totalCents = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  // A first look without the lock turns most buyers of a sold-out event away cheaply; the
  // answer that counts is the one under the lock below.
  await requireSeats(context, db, event, types, items);

  const order = await holdSeats(context, event, types, items, {
    eventId: event.id,
    buyerFirstName: input.buyer.firstName,
    buyerLastName: input.buyer.lastName,
    buyerEmail: input.buyer.email,
    buyerAddressKey: addressKeyOf(context.jwtSecret, request.ip),
    language: input.language ?? request.language,
    seats,
    totalCents,
    currency: context.currency,
    status: 'reserved',
    holdExpiresAt: new Date(clock.now().getTime() + config.events.holdTtlMs),
  });
  if (totalCents === 0) return issueFreeTickets(context, event, types, items, order);
  return openCheckout(context, event, types, items, order);
}

/** Marks reserved orders whose hold has passed as expired (they already stopped counting). */
export async function sweepExpiredHolds({ db, clock }: EventsContext): Promise<number> {
  return expireHolds(db, clock.now());
}
