// How many unpaid orders of one event a buyer may hold at once (decision 036). A paid order's
// seats are held while the buyer pays; without a limit, one script could hold a whole event
// with orders it never pays ("Sold out" for everyone else, renewed every time the holds end).
// The limits count the event's live unpaid holds from the same network address and from the
// same e-mail address. They are checked inside the transaction that holds the event's row lock
// (every sale of the event takes it, decision 025), so parallel requests, on one API process or
// several, are counted one after the other and cannot pass the limit together.
import { createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { UNPAID_ORDERS_PER_ADDRESS, UNPAID_ORDERS_PER_EMAIL } from '@portal/shared';
import type { Database } from '../../db/client';
import { eventOrders } from '../../db/schema/index';
import { appError } from '../../lib/errors';

/**
 * The network address as stored on an order: a keyed hash, so the orders table never keeps
 * buyers' addresses, while two orders from one address still compare equal.
 */
export function addressKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`portal/events/order-address/${address}`)
    .digest('base64url')
    .slice(0, 32);
}

interface UnpaidHolds {
  byAddress: number;
  byEmail: number;
  /** When the first of the buyer's holds ends (the answer's retryAfterSeconds). */
  firstEndsAt: Date | null;
}

/** The event's live unpaid holds of this address and of this e-mail (case ignored). */
async function countUnpaidHolds(
  tx: Database,
  eventId: number,
  buyer: { addressKey: string; email: string },
  now: Date,
): Promise<UnpaidHolds> {
  const isAddress = sql`${eventOrders.buyerAddressKey} = ${buyer.addressKey}`;
  const isEmail = sql`lower(${eventOrders.buyerEmail}) = lower(${buyer.email})`;
  const [row] = await tx
    .select({
      byAddress: sql<number>`count(*) filter (where ${isAddress})::int`,
      byEmail: sql<number>`count(*) filter (where ${isEmail})::int`,
      firstEndsAt: sql<Date | null>`min(${eventOrders.holdExpiresAt})`.mapWith(
        eventOrders.holdExpiresAt,
      ),
    })
    .from(eventOrders)
    .where(
      and(
        eq(eventOrders.eventId, eventId),
        eq(eventOrders.status, 'reserved'),
        gt(eventOrders.holdExpiresAt, now),
        // Free tickets pass through a hold of a few milliseconds: they are not unpaid orders.
        gt(eventOrders.totalCents, 0),
        sql`(${isAddress} or ${isEmail})`,
      ),
    );
  return {
    byAddress: Number(row?.byAddress ?? 0),
    byEmail: Number(row?.byEmail ?? 0),
    firstEndsAt: row?.firstEndsAt ?? null,
  };
}

/**
 * Refuses (409 UNPAID_ORDERS_LIMIT) a new unpaid order when the address or the e-mail already
 * holds as many as allowed. Call it with the event's row lock held.
 */
export async function checkUnpaidOrderLimits(
  tx: Database,
  eventId: number,
  buyer: { addressKey: string; email: string },
  now: Date,
): Promise<void> {
  const holds = await countUnpaidHolds(tx, eventId, buyer, now);
  if (holds.byAddress < UNPAID_ORDERS_PER_ADDRESS && holds.byEmail < UNPAID_ORDERS_PER_EMAIL)
    return;
  const waitMs = (holds.firstEndsAt?.getTime() ?? now.getTime()) - now.getTime();
  throw appError('UNPAID_ORDERS_LIMIT', {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}
