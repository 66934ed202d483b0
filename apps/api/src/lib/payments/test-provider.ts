// The built-in test provider, used when no Stripe keys are set: a look-alike of Stripe Checkout
// whose "hosted page" is the portal's own /checkout/test/:sessionId ("Test mode: no money
// moves"). Its Pay and Cancel build the event Stripe would send, sign it with Stripe's scheme and
// deliver it to the portal's webhook route, so the path after the payer's click (verification,
// the event log, the owner) is exactly the one a real payment takes. Anyone holding a checkout
// link can "pay" it: that is acceptable only because no money exists in this mode
// (docs/decisions/023-payments.md).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentTestCheckouts, type PaymentTestCheckoutRow } from '../../db/schema/payments';
import type { Clock } from '../clock';
import { appError } from '../errors';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotice,
  PaymentProvider,
} from './payment-provider';
import { readStripeFormatWebhook, stripeWebhooks } from './stripe-notices';

/** Hands a signed delivery to the webhook route; throws when it was not accepted. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/** What the test checkout page shows. */
export interface TestCheckoutView {
  description: string;
  amountCents: number;
  currency: string;
  expiresAt: Date;
}

const SESSION_ID = /^cs_test_[A-Za-z0-9_-]{24}$/;

/**
 * The test provider's webhook secret: derived from the installation's signing secret, so every
 * API process sharing one database (and one JWT secret) verifies what any of them signed.
 */
export function testWebhookSecret(jwtSecret: string): string {
  const key = createHmac('sha256', jwtSecret).update('portal/payments/test-webhook/v1').digest();
  return `whsec_test_${key.toString('hex')}`;
}

/** Ids derived from the session and what happened, so a second Pay is a replay of the first. */
function derivedId(prefix: string, sessionId: string, what: string): string {
  const hash = createHash('sha256').update(`${sessionId}:${what}`).digest('hex').slice(0, 24);
  return `${prefix}_test_${hash}`;
}

export function isTestSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly webhookSecret: string;

  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      publicUrl: string;
      jwtSecret: string;
      deliver: WebhookDelivery;
    },
  ) {
    this.webhookSecret = testWebhookSecret(options.jwtSecret);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
    await this.options.db.insert(paymentTestCheckouts).values({
      sessionId,
      ownerKind: request.owner.kind,
      ownerId: request.owner.id,
      amountCents: request.amountCents,
      currency: request.currency.toUpperCase(),
      description: request.description,
      customerEmail: request.customerEmail,
      language: request.language,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      transactionId: derivedId('pi', sessionId, 'payment'),
      expiresAt: request.expiresAt,
    });
    return {
      provider: 'test',
      sessionId,
      url: `${this.options.publicUrl}/checkout/test/${sessionId}`,
    };
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentNotice {
    return readStripeFormatWebhook(rawBody, signature, this.webhookSecret);
  }

  async refund(transactionId: string): Promise<void> {
    const [checkout] = await this.options.db
      .select()
      .from(paymentTestCheckouts)
      .where(eq(paymentTestCheckouts.transactionId, transactionId));
    if (!checkout?.paidAt) throw appError('NOT_REFUNDABLE');
    const intent = checkout.transactionId;
    await this.send(checkout.sessionId, 'refund', 'charge.refunded', this.options.clock.now(), {
      id: derivedId('ch', checkout.sessionId, 'charge'),
      object: 'charge',
      amount: checkout.amountCents,
      amount_refunded: checkout.amountCents,
      currency: checkout.currency.toLowerCase(),
      payment_intent: intent,
      refunded: true,
      metadata: { ownerKind: checkout.ownerKind, ownerId: String(checkout.ownerId) },
    });
  }

  /** The checkout a link names, while it can still be paid (404 unknown, 409 closed). */
  async view(sessionId: string): Promise<TestCheckoutView> {
    const checkout = await this.find(sessionId);
    if (this.isClosed(checkout)) throw appError('CHECKOUT_CLOSED');
    return {
      description: checkout.description,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      expiresAt: checkout.expiresAt,
    };
  }

  /**
   * The payer's Pay: confirms through the signed webhook and answers where to send them. Paying
   * again delivers the same event (a replay the webhook ignores); a cancelled or expired
   * checkout takes no payment, like Stripe's. The checkout is marked paid only once the webhook
   * accepted the event, so a delivery that failed can be tried again from the page.
   */
  async pay(sessionId: string): Promise<string> {
    const checkout = await this.find(sessionId);
    const now = this.options.clock.now();
    const isExpired = checkout.expiresAt.getTime() <= now.getTime();
    if (checkout.cancelledAt || (!checkout.paidAt && isExpired)) throw appError('CHECKOUT_CLOSED');
    const paidAt = checkout.paidAt ?? now;
    await this.send(sessionId, 'paid', 'checkout.session.completed', paidAt, {
      ...this.sessionObject(checkout),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: checkout.transactionId,
    });
    await this.options.db
      .update(paymentTestCheckouts)
      .set({
        paidAt: sql`coalesce(${paymentTestCheckouts.paidAt}, ${paidAt.toISOString()}::timestamptz)`,
      })
      .where(eq(paymentTestCheckouts.sessionId, sessionId));
    return checkout.successUrl;
  }

  /**
   * The payer's Cancel: reports the checkout ended (Stripe's `checkout.session.expired`). It is
   * delivered even after a Pay: whether an ended checkout undoes anything is the owner's call.
   */
  async cancel(sessionId: string): Promise<string> {
    const checkout = await this.find(sessionId);
    const cancelledAt = checkout.cancelledAt ?? this.options.clock.now();
    await this.send(sessionId, 'ended', 'checkout.session.expired', cancelledAt, {
      ...this.sessionObject(checkout),
      status: 'expired',
      payment_status: checkout.paidAt ? 'paid' : 'unpaid',
      payment_intent: null,
    });
    await this.options.db
      .update(paymentTestCheckouts)
      .set({
        cancelledAt: sql`coalesce(${paymentTestCheckouts.cancelledAt}, ${cancelledAt.toISOString()}::timestamptz)`,
      })
      .where(eq(paymentTestCheckouts.sessionId, sessionId));
    return checkout.cancelUrl;
  }

  private async find(sessionId: string): Promise<PaymentTestCheckoutRow> {
    if (!isTestSessionId(sessionId)) throw appError('NOT_FOUND');
    const [checkout] = await this.options.db
      .select()
      .from(paymentTestCheckouts)
      .where(eq(paymentTestCheckouts.sessionId, sessionId));
    if (!checkout) throw appError('NOT_FOUND');
    return checkout;
  }

  private isClosed(checkout: PaymentTestCheckoutRow): boolean {
    return (
      checkout.paidAt !== null ||
      checkout.cancelledAt !== null ||
      checkout.expiresAt.getTime() <= this.options.clock.now().getTime()
    );
  }

  /** The parts of Stripe's checkout session object the notice reader looks at, and a few more. */
  private sessionObject(checkout: PaymentTestCheckoutRow) {
    return {
      id: checkout.sessionId,
      object: 'checkout.session',
      mode: 'payment',
      amount_total: checkout.amountCents,
      currency: checkout.currency.toLowerCase(),
      customer_email: checkout.customerEmail,
      client_reference_id: `${checkout.ownerKind}-${checkout.ownerId}`,
      expires_at: Math.floor(checkout.expiresAt.getTime() / 1000),
      metadata: { ownerKind: checkout.ownerKind, ownerId: String(checkout.ownerId) },
    };
  }

  private async send(
    sessionId: string,
    action: string,
    type: string,
    /** When it happened (the payment's time is the first Pay's, also in a replay). */
    at: Date,
    object: Record<string, unknown>,
  ): Promise<void> {
    const payload = JSON.stringify({
      id: derivedId('evt', sessionId, action),
      object: 'event',
      type,
      created: Math.floor(at.getTime() / 1000),
      livemode: false,
      data: { object },
    });
    // Signed at the real time: the signature's freshness window is about transport, not the
    // portal's (possibly simulated) clock.
    const signature = stripeWebhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
    });
    await this.options.deliver(payload, signature);
  }
}
