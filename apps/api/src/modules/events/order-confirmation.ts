// Confirming an order: its tickets' codes are drawn and their e-mail made before any lock is
// taken, then the order is confirmed with its tickets and the e-mail queued in one transaction,
// if its seats are (still) its own. Free orders and payments both end here.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import type { MailMessage } from '../../lib/mailer';
import type { PaymentOutcome } from '../../lib/payments/payment-provider';
import type { EventsContext } from './events-context';
import { nameIn } from './event-projections';
import { findOrder, findOrderItems, lockOrder, updateOrder } from './events-orders.repo';
import { findTicketTypes } from './events-ticket-types.repo';
import { insertTickets } from './events-tickets.repo';
import { lockEvent, type EventRow } from './events.repo';
import { fits, type OrderedItems } from './seat-verdict';
import { generateTicketCode } from './ticket-code';
import type { TicketMailInput } from './ticket-mail';

/** A ticket code colliding with another is drawn again (59 bits: practically never). */
const CODE_ATTEMPTS = 4;

/** One code per seat, in the order's item order. */
export function drawTickets(items: OrderedItems, types: Map<number, { name: string }>) {
  return items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      ticketTypeId: item.ticketTypeId,
      ticketType: types.get(item.ticketTypeId)?.name ?? '',
      code: generateTicketCode(),
    })),
  );
}

export function mailInput(
  { config }: EventsContext,
  event: EventRow,
  order: {
    buyerEmail: string;
    buyerFirstName: string;
    buyerLastName: string;
    language: string;
    totalCents: number;
    currency: string;
  },
  drawn: Array<{ code: string; ticketType: string }>,
): TicketMailInput {
  return {
    to: order.buyerEmail,
    language: order.language as Language,
    buyerName: `${order.buyerFirstName} ${order.buyerLastName}`,
    event: {
      name: nameIn(event, order.language as Language),
      location: event.location,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      url: `${config.publicUrl}/event/${event.slug}`,
    },
    totalCents: order.totalCents,
    currency: order.currency,
    tickets: drawn.map((ticket) => ({ code: ticket.code, ticketType: ticket.ticketType })),
  };
}

/**
 * Runs `attempt` with fresh ticket codes until none collides with an existing ticket's (the
 * unique index says so; the transaction is rolled back and tried again).
 */
export async function withFreshCodes<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries < CODE_ATTEMPTS && isUniqueViolation(error, 'tickets_code_unique')) continue;
      throw error;
    }
  }
}

/**
 * Confirms an order with its tickets and queues their e-mail, in the caller's transaction.
 * Locks the event, then the order (the order every sale takes its locks in). A live hold
 * already counts its seats; an order whose hold has passed (or was ended) gets them only if
 * they are still free, checked under the lock; otherwise it is cancelled ('refund-due' for
 * a payment: the caller asks for the refund).
 */
export async function confirmWithTickets(
  context: EventsContext,
  tx: Database,
  orderId: number,
  drawn: Array<{ ticketTypeId: number; code: string }>,
  message: MailMessage,
  changes: {
    confirmedAt: Date;
    transactionId?: string;
    paidAt?: Date;
    feeCents?: number | null;
    checkoutSessionId?: string | null;
  },
): Promise<PaymentOutcome> {
  const current = await findOrder(tx, orderId);
  if (!current) return 'unknown-owner';
  const event = await lockEvent(tx, current.eventId);
  const order = await lockOrder(tx, orderId);
  if (!event || !order) return 'unknown-owner';
  if (order.status === 'confirmed') return 'already-confirmed';
  if (order.status === 'refunded') return 'unchanged';
  const now = context.clock.now();
  const isHoldLive =
    order.status === 'reserved' &&
    order.holdExpiresAt !== null &&
    order.holdExpiresAt.getTime() > now.getTime();
  if (!isHoldLive) {
    const types = new Map((await findTicketTypes(tx, event.id)).map((type) => [type.id, type]));
    const items = await findOrderItems(tx, [order.id]);
    if (!(await fits(context, tx, event, types, items, order.id))) {
      await updateOrder(tx, order.id, {
        ...changes,
        confirmedAt: null,
        status: 'cancelled',
        updatedAt: now,
      });
      return 'refund-due';
    }
  }
  await updateOrder(tx, order.id, { ...changes, status: 'confirmed', updatedAt: now });
  await insertTickets(
    tx,
    drawn.map((ticket) => ({
      orderId: order.id,
      ticketTypeId: ticket.ticketTypeId,
      code: ticket.code,
    })),
  );
  await context.mailer.send({ ...message, kind: 'ticket' }, tx);
  return 'confirmed';
}
