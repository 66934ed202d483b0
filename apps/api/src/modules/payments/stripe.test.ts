// Stripe Checkout: the request the SDK sends to create a checkout and a refund (against a local
// HTTP server that answers like Stripe's API: no network), failures turned into
// PAYMENT_PROVIDER_UNAVAILABLE, and an app configured with Stripe keys taking a Stripe-signed
// `checkout.session.completed` through the same webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointPath, PAYMENT_PATHS } from '@portal/shared';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { setupErrorHandler } from '../../plugins/errors';
import type {
  CheckoutRequest,
  PaymentNotice,
  PaymentOwner,
} from '../../lib/payments/payment-provider';
import { StripePaymentProvider, stripeExpiry } from '../../lib/payments/stripe-provider';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Stands in for api.stripe.com: records each request and answers what the test queued. */
let server: Server;
let port: number;
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

const silentLog = Fastify({ logger: false }).log;

function provider(sdk: { port: number; maxNetworkRetries?: number }) {
  return new StripePaymentProvider({
    secretKey: 'sk_test_local',
    webhookSecret: 'whsec_local',
    log: silentLog,
    sdk: { host: '127.0.0.1', protocol: 'http', maxNetworkRetries: 0, timeoutMs: 5000, ...sdk },
  });
}

const expiresAt = new Date(Date.now() + 15 * 60_000);
const request: CheckoutRequest = {
  owner: { kind: 'order', id: 42 },
  amountCents: 7000,
  currency: 'USD',
  description: '2 × Adult, Gala',
  customerEmail: 'buyer@example.org',
  language: 'es-CO',
  successUrl: 'http://portal.test/event/gala?order=42&result=paid',
  cancelUrl: 'http://portal.test/event/gala?order=42&result=cancelled',
  expiresAt,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        form: new URLSearchParams(text),
      });
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_local',
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

describe('the Stripe provider', () => {
  it('creates a hosted checkout with the owner, amount, language and expiry', async () => {
    answer = {
      status: 200,
      body: {
        id: 'cs_test_local1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_local1',
      },
    };
    const session = await provider({ port }).createCheckout(request);
    expect(session).toEqual({
      provider: 'stripe',
      sessionId: 'cs_test_local1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_local1',
    });
    expect(received).toHaveLength(1);
    const sent = received[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_local');
    const form = Object.fromEntries(sent.form.entries());
    expect(form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7000',
      'line_items[0][price_data][product_data][name]': '2 × Adult, Gala',
      customer_email: 'buyer@example.org',
      client_reference_id: 'order-42',
      'metadata[ownerKind]': 'order',
      'metadata[ownerId]': '42',
      'payment_intent_data[metadata][ownerKind]': 'order',
      'payment_intent_data[metadata][ownerId]': '42',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      locale: 'es',
      expires_at: form.expires_at,
    });
    // A 15-minute hold asks Stripe for its shortest expiry (30 minutes and a margin).
    const expiry = Number(form.expires_at) * 1000;
    expect(expiry - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(expiry - Date.now()).toBeLessThan(35 * 60_000);
  });

  it('keeps the expiry inside the 30 minutes to 24 hours Stripe accepts', () => {
    const now = Date.UTC(2026, 8, 1, 12);
    const inMinutes = (minutes: number) => new Date(now + minutes * 60_000);
    expect(stripeExpiry(inMinutes(5), now) * 1000 - now).toBe(32 * 60_000);
    expect(stripeExpiry(inMinutes(120), now) * 1000 - now).toBe(120 * 60_000);
    expect(stripeExpiry(inMinutes(3 * 24 * 60), now) * 1000 - now).toBe((24 * 60 - 2) * 60_000);
  });

  it('asks in English for an English-speaking payer', async () => {
    answer = { status: 200, body: { id: 'cs_test_local2', url: 'https://checkout.stripe.com/x' } };
    await provider({ port }).createCheckout({ ...request, language: 'en-US' });
    expect(received[0]!.form.get('locale')).toBe('en');
  });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE when Stripe fails or cannot be reached', async () => {
    answer = {
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
    };
    const stripe = provider({ port });
    await expect(stripe.createCheckout(request)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      status: 503,
    });

    // Nothing listens on this port.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = provider({ port: closedPort });
    await expect(unreachable.createCheckout(request)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });

    // As the payer's request sees it: the shared error body with status 503.
    const app = Fastify({ logger: false });
    setupErrorHandler(app);
    app.post('/checkout', async () => unreachable.createCheckout(request));
    const response = await app.inject({ method: 'POST', url: '/checkout' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    await app.close();
  });

  it('refunds the whole payment; a refund Stripe refuses is NOT_REFUNDABLE', async () => {
    answer = { status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } };
    await provider({ port }).refund('pi_local_1');
    expect(received[0]!.path).toBe('/v1/refunds');
    expect(Object.fromEntries(received[0]!.form.entries())).toEqual({
      payment_intent: 'pi_local_1',
    });

    answer = {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        },
      },
    };
    await expect(provider({ port }).refund('pi_local_1')).rejects.toMatchObject({
      code: 'NOT_REFUNDABLE',
    });
    answer = { status: 503, body: { error: { type: 'api_error', message: 'down' } } };
    await expect(provider({ port }).refund('pi_local_1')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });
});

describe('an app configured with Stripe keys', () => {
  const webhookSecret = 'whsec_stripe_configured_for_tests';
  const webhooks = new Stripe('sk_test_unused').webhooks;
  let ctx: TestContext;
  const calls: PaymentNotice[] = [];
  const owner: PaymentOwner = {
    paid: async (_tx, notice) => {
      calls.push(notice);
      return 'confirmed';
    },
    ended: async (_tx, notice) => {
      calls.push(notice);
      return 'cancelled';
    },
    refunded: async (_tx, notice) => {
      calls.push(notice);
      return 'refunded';
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { STRIPE_SECRET_KEY: 'sk_test_configured', STRIPE_WEBHOOK_SECRET: webhookSecret },
    });
    ctx.app.payments.registerOwner('donation', owner);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('uses Stripe and confirms a Stripe-signed checkout.session.completed once', async () => {
    expect(ctx.app.payments.provider.name).toBe('stripe');
    const created = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify({
      id: 'evt_1StripeConfigured',
      object: 'event',
      api_version: '2025-01-27',
      type: 'checkout.session.completed',
      created,
      livemode: false,
      data: {
        object: {
          id: 'cs_test_b1',
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: 'pi_3Stripe',
          amount_total: 2500,
          currency: 'usd',
          metadata: { ownerKind: 'donation', ownerId: '314' },
        },
      },
    });
    const send = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.webhook,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
        payload,
      });

    const ok = await send(webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(calls).toEqual([
      {
        type: 'paid',
        eventId: 'evt_1StripeConfigured',
        owner: { kind: 'donation', id: 314 },
        sessionId: 'cs_test_b1',
        transactionId: 'pi_3Stripe',
        amountCents: 2500,
        currency: 'USD',
        feeCents: undefined,
        paidAt: new Date(created * 1000),
      },
    ]);
    const rows = await queryRows<{ provider: string; outcome: string }>(
      ctx.database,
      sql`select provider, outcome from payment_events where event_id = 'evt_1StripeConfigured'`,
    );
    expect(rows).toEqual([{ provider: 'stripe', outcome: 'confirmed' }]);

    // Stripe delivers again: nothing changes.
    const again = await send(webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(calls).toHaveLength(1);

    // The test provider's secret means nothing here.
    const testSigned = await send(
      webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_anything' }),
    );
    expect(testSigned.statusCode).toBe(400);
    expect(errorOf(testSigned).code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it('has no test checkout endpoints', async () => {
    const sessionId = 'cs_test_AAAAAAAAAAAAAAAAAAAAAAAA';
    const view = await ctx.app.inject({
      method: 'GET',
      url: endpointPath({ path: PAYMENT_PATHS.testCheckout }, { sessionId }),
    });
    expect(view.statusCode).toBe(404);
    const pay = await ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId }),
    });
    expect(pay.statusCode).toBe(404);
    expect(calls).toHaveLength(1);
  });
});
