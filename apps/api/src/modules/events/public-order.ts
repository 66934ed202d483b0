// The buyer's view of their order, on the page the checkout sends them back to: reached only with
// the order's own secret (or the checkout's session id) in the address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language, PublicOrder } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { EventsContext } from './events-context';
import { isoOrNull, nameIn } from './event-projections';
import { findOrder } from './events-orders.repo';
import { countTicketsOfOrder } from './events-tickets.repo';
import { findEventBySlug } from './events.repo';

/** The order's own secret, in the address the checkout sends the buyer back to. */
export function orderKey({ jwtSecret }: EventsContext, orderId: number): string {
  return createHmac('sha256', jwtSecret)
    .update(`portal/events/order/${orderId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** "ana.perez@example.org" -> "an***@example.org". */
export function hideEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function isSameSecret(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function publicOrder(
  context: EventsContext,
  slug: string,
  orderId: number,
  session: string,
): Promise<PublicOrder> {
  const { db } = context;
  const event = await findEventBySlug(db, slug.toLowerCase());
  const order = await findOrder(db, orderId);
  if (!event || !order || order.eventId !== event.id) throw appError('NOT_FOUND');
  if (
    !isSameSecret(session, orderKey(context, order.id)) &&
    !isSameSecret(session, order.checkoutSessionId)
  )
    throw appError('NOT_FOUND');
  const isHolding = order.status === 'reserved';
  return {
    orderId: order.id,
    status: order.status,
    eventName: nameIn(event, order.language as Language),
    seats: order.seats,
    totalCents: order.totalCents,
    currency: order.currency,
    holdExpiresAt: isHolding ? isoOrNull(order.holdExpiresAt) : null,
    ticketCount: order.status === 'confirmed' ? await countTicketsOfOrder(db, order.id) : 0,
    emailHint: hideEmail(order.buyerEmail),
  };
}
