// Stripe Checkout: the payer pays on Stripe's hosted page, Stripe reports back through the
// signed webhook. Only the checkout session and payment intent ids and amounts reach the portal.
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { appError } from '../errors';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentNotice,
  PaymentProvider,
} from './payment-provider';
import { readStripeFormatWebhook } from './stripe-notices';

/** Stripe accepts a checkout expiry from 30 minutes to 24 hours after creation. */
const MIN_EXPIRY_MS = 30 * 60_000;
const MAX_EXPIRY_MS = 24 * 3_600_000;
/** Kept inside those bounds by a margin: our clock and Stripe's are not the same clock. */
const EXPIRY_MARGIN_MS = 2 * 60_000;

/** SDK settings a test changes to reach a local stand-in for Stripe's API. */
export interface StripeSdkOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** Seconds since the epoch for Stripe's `expires_at`, inside the window Stripe accepts. */
export function stripeExpiry(expiresAt: Date, nowMs: number): number {
  const earliest = nowMs + MIN_EXPIRY_MS + EXPIRY_MARGIN_MS;
  const latest = nowMs + MAX_EXPIRY_MS - EXPIRY_MARGIN_MS;
  const clamped = Math.min(Math.max(expiresAt.getTime(), earliest), latest);
  return Math.floor(clamped / 1000);
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly options: {
      secretKey: string;
      webhookSecret: string;
      log: FastifyBaseLogger;
      sdk?: StripeSdkOptions;
    },
  ) {
    const sdk = options.sdk ?? {};
    this.stripe = new Stripe(options.secretKey, {
      // Retries of a POST carry the same idempotency key (the SDK adds one), so a retried
      // checkout or refund is not made twice.
      maxNetworkRetries: sdk.maxNetworkRetries ?? 2,
      timeout: sdk.timeoutMs ?? 20_000,
      telemetry: false,
      ...(sdk.host ? { host: sdk.host } : {}),
      ...(sdk.port ? { port: sdk.port } : {}),
      ...(sdk.protocol ? { protocol: sdk.protocol } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { ownerKind: request.owner.kind, ownerId: String(request.owner.id) };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: `${request.owner.kind}-${request.owner.id}`,
        metadata,
        // On the payment too, so a refund (which names the payment, not the session) can be traced.
        payment_intent_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: request.language === 'es-CO' ? 'es' : 'en',
        expires_at: stripeExpiry(request.expiresAt, Date.now()),
      });
    } catch (error) {
      this.options.log.error({ err: error, owner: request.owner }, 'Stripe checkout failed');
      throw appError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
    }
    if (!session.url) {
      this.options.log.error({ sessionId: session.id }, 'Stripe checkout has no URL');
      throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    return { provider: 'stripe', sessionId: session.id, url: session.url };
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentNotice {
    return readStripeFormatWebhook(rawBody, signature, this.options.webhookSecret);
  }

  async refund(transactionId: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: transactionId });
    } catch (error) {
      // Stripe refuses a refund it cannot make (already refunded, disputed): the request itself
      // is wrong, and retrying will not help.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        this.options.log.warn({ err: error, transactionId }, 'Stripe refused the refund');
        throw appError('NOT_REFUNDABLE', { cause: error });
      }
      this.options.log.error({ err: error, transactionId }, 'Stripe refund failed');
      throw appError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
    }
  }
}
