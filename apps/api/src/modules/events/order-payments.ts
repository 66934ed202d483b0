// The payment owner of kind 'order': what the payments service tells the events module about
// an order's checkout (paid, ended unpaid, refunded), each inside the notice's transaction. A
// payment that arrives after its hold ended is confirmed if the seats are still free, and
// otherwise refunded.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { isAppError } from '../../lib/errors';
import type {
  PaymentNotice,
  PaymentOutcome,
  PaymentOwner,
} from '../../lib/payments/payment-provider';
import type { EventsContext } from './events-context';
import {
  findOrder,
  findOrderItems,
  lockOrder,
  lockOrderByTransaction,
  updateOrder,
} from './events-orders.repo';
import { findEventById, type EventRow } from './events.repo';
import { confirmWithTickets, drawTickets, mailInput } from './order-confirmation';
import { buildTicketMail } from './ticket-mail';

/** A refund owed for a payment that came too late: asked of the provider once it committed. */
function refundLater(
  { log, background, payments }: EventsContext,
  orderId: number,
  transactionId: string,
) {
  log.warn({ orderId, transactionId }, 'event order paid after its seats were gone: refunding');
  background.run('event order refund', async () => {
    // The provider can refund only once the payment it reported is on record (the webhook's
    // transaction must commit first): a few short waits cover that.
    for (let tries = 1; ; tries += 1) {
      try {
        await payments.refund(transactionId);
        log.info({ orderId, transactionId }, 'event order refund requested');
        return;
      } catch (error) {
        if (tries >= 20 || !(isAppError(error) && error.code === 'NOT_REFUNDABLE')) throw error;
        await sleep(250);
      }
    }
  });
}

async function orderPaid(
  context: EventsContext,
  tx: Database,
  notice: Extract<PaymentNotice, { type: 'paid' }>,
): Promise<PaymentOutcome> {
  const found = await findOrder(tx, notice.owner.id);
  if (!found) return 'unknown-owner';
  if (found.status === 'confirmed') return 'already-confirmed';
  if (found.status === 'refunded') return 'unchanged';
  const event = (await findEventById(tx, found.eventId)) as EventRow;
  const items = await findOrderItems(tx, [found.id]);
  const typeNames = new Map(
    items.map((item) => [item.ticketTypeId, { name: item.ticketTypeName }]),
  );
  // The PDF and QR codes are made before the locks are taken: other buyers do not wait on them.
  const drawn = drawTickets(items, typeNames);
  const message = await buildTicketMail(mailInput(context, event, found, drawn));

  if (notice.amountCents !== found.totalCents)
    context.log.warn(
      { orderId: found.id, paid: notice.amountCents, total: found.totalCents },
      'event order paid a different amount',
    );
  const outcome = await confirmWithTickets(context, tx, found.id, drawn, message, {
    transactionId: notice.transactionId,
    paidAt: notice.paidAt,
    feeCents: notice.feeCents ?? null,
    checkoutSessionId: found.checkoutSessionId ?? notice.sessionId,
    confirmedAt: context.clock.now(),
  });
  if (outcome === 'refund-due') refundLater(context, found.id, notice.transactionId);
  return outcome;
}

/** The payment owner of kind 'order', registered with the payments service. */
export function orderPaymentOwner(context: EventsContext): PaymentOwner {
  const { clock } = context;
  return {
    paid: (tx, notice) => orderPaid(context, tx, notice),

    async ended(tx, notice): Promise<PaymentOutcome> {
      const order = await lockOrder(tx, notice.owner.id);
      if (!order) return 'unknown-owner';
      if (order.status !== 'reserved') return 'unchanged';
      await updateOrder(tx, order.id, { status: 'cancelled', updatedAt: clock.now() });
      return 'cancelled';
    },

    async refunded(tx, notice): Promise<PaymentOutcome> {
      const order = await lockOrderByTransaction(tx, notice.transactionId);
      if (!order) return 'unknown-owner';
      if (order.status === 'refunded') return 'unchanged';
      if (notice.amountRefundedCents < order.totalCents) return 'partially-refunded';
      // Its tickets stop being valid with the order (check-in asks for a confirmed order), and
      // its seats stop counting.
      await updateOrder(tx, order.id, {
        status: 'refunded',
        refundedAt: notice.refundedAt,
        updatedAt: clock.now(),
      });
      return 'refunded';
    },
  };
}
