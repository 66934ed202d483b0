// One reader of webhook notices for both providers: Stripe and the built-in test provider both
// send Stripe's event format under Stripe's signature scheme (`t=...,v1=...`, HMAC-SHA256 over
// "timestamp.body"), so the Stripe SDK verifies either with the provider's own secret.
import Stripe from 'stripe';
import { appError } from '../errors';
import type { PaymentNotice, PaymentOwnerKind, PaymentOwnerRef } from './payment-provider';

/** How old a signed delivery may be (Stripe's own default): older ones are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const OWNER_KINDS: readonly PaymentOwnerKind[] = ['donation', 'order'];

/** The SDK's webhook helpers need no API key; one instance serves every verification. */
const sdk = new Stripe('sk_webhooks_only');

export const stripeWebhooks = sdk.webhooks;

/** The owner a checkout's metadata names, or undefined when it names none of ours. */
export function ownerFromMetadata(metadata: unknown): PaymentOwnerRef | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const { ownerKind, ownerId } = metadata as Record<string, unknown>;
  if (typeof ownerKind !== 'string' || !OWNER_KINDS.includes(ownerKind as PaymentOwnerKind)) {
    return undefined;
  }
  if (typeof ownerId !== 'string' || !/^[1-9]\d{0,9}$/.test(ownerId)) return undefined;
  const id = Number(ownerId);
  if (id > 2_147_483_647) return undefined;
  return { kind: ownerKind as PaymentOwnerKind, id };
}

/** Stripe ids are strings, or expanded objects carrying one. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'object' && value !== null) {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Maps a verified Stripe-format event to what the portal acts on. */
export function noticeFromEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}): PaymentNotice {
  const ignored: PaymentNotice = { type: 'ignored', eventId: event.id, eventType: event.type };
  const object = (event.data?.object ?? {}) as Record<string, unknown>;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A completed session may still await a delayed payment method: only 'paid' confirms.
      if (object.payment_status !== 'paid') return ignored;
      const owner = ownerFromMetadata(object.metadata);
      const sessionId = idOf(object.id);
      const transactionId = idOf(object.payment_intent);
      const amount = object.amount_total;
      const currency = object.currency;
      if (!owner || !sessionId || !transactionId || !isCount(amount)) return ignored;
      if (typeof currency !== 'string') return ignored;
      return {
        type: 'paid',
        eventId: event.id,
        owner,
        sessionId,
        transactionId,
        amountCents: amount,
        currency: currency.toUpperCase(),
        // Stripe reports its fee on the balance transaction, not on the session.
        feeCents: undefined,
        paidAt: at,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const owner = ownerFromMetadata(object.metadata);
      const sessionId = idOf(object.id);
      if (!owner || !sessionId) return ignored;
      return { type: 'ended', eventId: event.id, owner, sessionId };
    }
    case 'charge.refunded': {
      const transactionId = idOf(object.payment_intent);
      const refunded = object.amount_refunded;
      if (!transactionId || !isCount(refunded)) return ignored;
      return {
        type: 'refunded',
        eventId: event.id,
        transactionId,
        amountRefundedCents: refunded,
        refundedAt: at,
      };
    }
    default:
      return ignored;
  }
}

/**
 * Verifies a delivery over its exact bytes and reads it. Any failure (no header, a forged or
 * stale signature, a body that is not an event) is WEBHOOK_SIGNATURE_INVALID.
 */
export function readStripeFormatWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentNotice {
  if (!signature) throw appError('WEBHOOK_SIGNATURE_INVALID');
  let event: { id: string; type: string; created: number; data: { object: unknown } };
  try {
    event = stripeWebhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
    ) as unknown as typeof event;
  } catch (error) {
    throw appError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
  }
  // Signed by someone holding the secret, but not an event this reader understands.
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    event.id === '' ||
    event.id.length > 255 ||
    typeof event.type !== 'string' ||
    !isCount(event.created) ||
    typeof event.data !== 'object' ||
    event.data === null
  ) {
    throw appError('WEBHOOK_SIGNATURE_INVALID');
  }
  return noticeFromEvent(event);
}
