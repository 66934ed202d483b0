// The payment provider behind donations and ticket sales, and what the portal learns from it.
// Two implementations: Stripe Checkout (a hosted page and signed webhooks) and the built-in test
// provider (a checkout page of the portal, "Test mode: no money moves", which confirms through
// the same signed webhook). Card data never reaches the portal: it only ever sees a checkout
// session id, a payment (transaction) id and amounts.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';

export type PaymentProviderName = 'test' | 'stripe';

/** The record a payment is for: a donation, or an event order. */
export type PaymentOwnerKind = 'donation' | 'order';
export interface PaymentOwnerRef {
  kind: PaymentOwnerKind;
  id: number;
}

export interface CheckoutRequest {
  owner: PaymentOwnerRef;
  amountCents: number;
  /** ISO 4217, upper case (config.payments.currency). */
  currency: string;
  /** One line the payer sees on the checkout page ("Gift to the programme", "2 × Adult, Gala"). */
  description: string;
  customerEmail: string;
  language: Language;
  /** Absolute URLs the provider sends the payer back to. */
  successUrl: string;
  cancelUrl: string;
  /**
   * When the checkout stops accepting payment. Stripe accepts 30 minutes to 24 hours from now;
   * a later hold expiry is the owner's business (a payment that arrives after it is re-checked).
   */
  expiresAt: Date;
}

export interface CheckoutSession {
  provider: PaymentProviderName;
  /** The provider's id of the checkout (Stripe `cs_...`): stored on the owner. */
  sessionId: string;
  /** Where to send the payer (Stripe's hosted page, or the portal's test page). */
  url: string;
}

/** What a verified webhook says, whichever provider sent it. */
export type PaymentNotice =
  | {
      type: 'paid';
      /** The provider's event id: a replay has the same one. */
      eventId: string;
      owner: PaymentOwnerRef;
      sessionId: string;
      /** The provider's payment id (Stripe payment intent `pi_...`). */
      transactionId: string;
      amountCents: number;
      currency: string;
      /** Known for some providers only. */
      feeCents: number | undefined;
      paidAt: Date;
    }
  | {
      /** The payer cancelled, or the checkout expired unpaid. */
      type: 'ended';
      eventId: string;
      owner: PaymentOwnerRef;
      sessionId: string;
    }
  | {
      type: 'refunded';
      eventId: string;
      transactionId: string;
      /** Refunded so far in total (a partial refund is recorded, only a full one frees what it held). */
      amountRefundedCents: number;
      refundedAt: Date;
    }
  | {
      /** Verified, but nothing the portal acts on (kept in the log all the same). */
      type: 'ignored';
      eventId: string;
      eventType: string;
    };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Throws PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached; nothing is charged. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the exact bytes received (throws WEBHOOK_SIGNATURE_INVALID) and
   * reads the event.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentNotice;
  /** Asks the provider to refund the whole payment; the provider's webhook then reports it. */
  refund(transactionId: string): Promise<void>;
}

/** What 'paid', 'ended' or 'refunded' did to its owner (kept as the webhook's outcome). */
export type PaymentOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'cancelled'
  | 'refunded'
  | 'partially-refunded'
  | 'refund-due'
  | 'unchanged'
  | 'unknown-owner';

/**
 * A kind of record payments are for (modules/donations, modules/events). Each runs inside the
 * webhook's transaction, after the event was recorded as new: a replay never reaches it. Queue
 * e-mails (receipts, tickets) with `mailer.send(message, tx)` so they go only if it commits.
 */
export interface PaymentOwner {
  paid(tx: Database, notice: Extract<PaymentNotice, { type: 'paid' }>): Promise<PaymentOutcome>;
  ended(tx: Database, notice: Extract<PaymentNotice, { type: 'ended' }>): Promise<PaymentOutcome>;
  /** Finds its record by the transaction id; 'unknown-owner' when it has none. */
  refunded(
    tx: Database,
    notice: Extract<PaymentNotice, { type: 'refunded' }>,
  ): Promise<PaymentOutcome>;
}

/** `app.payments`: what donations and events use. */
export interface PaymentsService {
  readonly provider: PaymentProvider;
  /** Registers the owner of a kind (once, at start-up). */
  registerOwner(kind: PaymentOwnerKind, owner: PaymentOwner): void;
  /** Starts a checkout with the configured provider. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Refunds a confirmed payment (the provider's webhook then marks the owner refunded). */
  refund(transactionId: string): Promise<void>;
}
