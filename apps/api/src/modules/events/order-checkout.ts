// What follows a held order: free tickets are issued at once; a paid order opens the payment
// provider's checkout, which sends the buyer back to the event's page with the order's secret.
import type { Language, OrderCreated } from '@portal/shared';
import { appError, isAppError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { nameIn } from './event-projections';
import { updateOrder } from './events-orders.repo';
import type { EventOrderRow, EventRow, TicketTypeRow } from './events.repo';
import { confirmWithTickets, drawTickets, mailInput, withFreshCodes } from './order-confirmation';
import { orderKey } from './public-order';
import { buildTicketMail } from './ticket-mail';

/** Stripe refuses a checkout that closes sooner than 30 minutes from now. */
const CHECKOUT_MIN_MS = 30 * 60 * 1000;

export type PricedItems = Array<{ ticketTypeId: number; quantity: number; unitPriceCents: number }>;

/** Gives a held order's seats back at once (nothing will be paid or issued for it). */
async function cancelHold({ db, clock }: EventsContext, orderId: number): Promise<void> {
  await updateOrder(db, orderId, { status: 'cancelled', updatedAt: clock.now() }, 'reserved');
}

/**
 * The second of a free order's two steps, so that the PDF and QR codes (slow to draw) are made
 * only for buyers who got seats, and never while the event is locked: first the seats are held
 * like a paid order's, then the order is confirmed with its tickets and their e-mail in one
 * transaction. Should this step never happen, the hold simply runs out.
 */
export async function issueFreeTickets(
  context: EventsContext,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: PricedItems,
  held: EventOrderRow,
): Promise<OrderCreated> {
  const { db, clock } = context;
  try {
    const outcome = await withFreshCodes(async () => {
      const drawn = drawTickets(items, types);
      const message = await buildTicketMail(mailInput(context, event, held, drawn));
      return db.transaction((tx) =>
        confirmWithTickets(context, tx, held.id, drawn, message, { confirmedAt: clock.now() }),
      );
    });
    if (outcome !== 'confirmed') throw appError('SOLD_OUT');
  } catch (error) {
    await cancelHold(context, held.id);
    throw error;
  }
  return { orderId: held.id, status: 'confirmed', checkoutUrl: null };
}

/** Opens the checkout of a held paid order; a checkout that cannot open gives the seats back. */
export async function openCheckout(
  context: EventsContext,
  event: EventRow,
  types: Map<number, TicketTypeRow>,
  items: PricedItems,
  order: EventOrderRow,
): Promise<OrderCreated> {
  const { db, clock, config, payments, log } = context;
  const holdExpiresAt = order.holdExpiresAt as Date;
  const language = order.language as Language;
  const back = `${config.publicUrl}/event/${event.slug}?order=${order.id}&session=${orderKey(context, order.id)}`;
  const description = items
    .map((item) => `${item.quantity} × ${(types.get(item.ticketTypeId) as TicketTypeRow).name}`)
    .join(', ');
  let checkout;
  try {
    checkout = await payments.createCheckout({
      owner: { kind: 'order', id: order.id },
      amountCents: order.totalCents,
      currency: context.currency,
      description: `${description}, ${nameIn(event, language)}`,
      customerEmail: order.buyerEmail,
      language,
      successUrl: `${back}&result=paid`,
      cancelUrl: `${back}&result=cancelled`,
      expiresAt: new Date(
        Math.max(holdExpiresAt.getTime(), clock.now().getTime() + CHECKOUT_MIN_MS),
      ),
    });
  } catch (error) {
    // Nothing can be paid: give the seats back at once.
    await cancelHold(context, order.id);
    if (isAppError(error) && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') throw error;
    log.error({ err: error, orderId: order.id }, 'checkout for an event order failed');
    throw appError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
  }
  await updateOrder(db, order.id, {
    provider: checkout.provider,
    checkoutSessionId: checkout.sessionId,
  });
  return { orderId: order.id, status: 'reserved', checkoutUrl: checkout.url };
}
