// Payments through the built-in test provider and the webhook both providers share: a checkout,
// Pay and Cancel through the signed webhook, replays and simultaneous deliveries (the owner hears
// of an event once), forged, stale and altered deliveries (refused, nothing stored), an owner
// that fails (rolled back, delivered again later), refunds, the test checkout endpoints' answers
// to bad links, and events the portal does not act on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  endpointPath,
  PAYMENT_PATHS,
  testCheckoutRedirectSchema,
  testCheckoutSchema,
  webhookAnswerSchema,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import type {
  CheckoutRequest,
  PaymentNotice,
  PaymentOutcome,
  PaymentOwner,
} from '../../lib/payments/payment-provider';
import { createPaymentsService } from '../../lib/payments/payments-service';
import { testWebhookSecret } from '../../lib/payments/test-provider';
import { handleWebhookNotice } from './webhook.service';

const webhooks = new Stripe('sk_test_unused').webhooks;
const clock = new ManualClock(new Date('2026-09-01T15:00:00Z'));
let ctx: TestContext;
let secret: string;

type Call =
  | { kind: 'paid'; notice: Extract<PaymentNotice, { type: 'paid' }> }
  | { kind: 'ended'; notice: Extract<PaymentNotice, { type: 'ended' }> }
  | { kind: 'refunded'; notice: Extract<PaymentNotice, { type: 'refunded' }> };

/** An owner that records what it is told and answers what the test sets. */
class RecordingOwner implements PaymentOwner {
  calls: Call[] = [];
  failNext = false;
  refundOutcome: PaymentOutcome = 'refunded';

  private check() {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('owner failed');
    }
  }

  async paid(_tx: unknown, notice: Extract<PaymentNotice, { type: 'paid' }>) {
    this.check();
    this.calls.push({ kind: 'paid', notice });
    return 'confirmed' as const;
  }

  async ended(_tx: unknown, notice: Extract<PaymentNotice, { type: 'ended' }>) {
    this.check();
    this.calls.push({ kind: 'ended', notice });
    return 'cancelled' as const;
  }

  async refunded(_tx: unknown, notice: Extract<PaymentNotice, { type: 'refunded' }>) {
    this.check();
    this.calls.push({ kind: 'refunded', notice });
    return this.refundOutcome;
  }
}

const owner = new RecordingOwner();

let nextOwnerId = 1000;
function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  nextOwnerId += 1;
  return {
    owner: { kind: 'donation', id: nextOwnerId },
    amountCents: 2500,
    currency: 'USD',
    description: 'Gift to the programme',
    customerEmail: 'donor@example.org',
    language: 'en-US',
    successUrl: `http://portal.test/donations/donate?donation=${nextOwnerId}&result=paid`,
    cancelUrl: `http://portal.test/donations/donate?donation=${nextOwnerId}&result=cancelled`,
    expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
    ...overrides,
  };
}

const viewPath = (sessionId: string) =>
  endpointPath({ path: PAYMENT_PATHS.testCheckout }, { sessionId });
const payPath = (sessionId: string) =>
  endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId });
const cancelPath = (sessionId: string) =>
  endpointPath({ path: PAYMENT_PATHS.testCheckoutCancel }, { sessionId });

function deliver(payload: string, signature: string) {
  return ctx.app.inject({
    method: 'POST',
    url: PAYMENT_PATHS.webhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

let eventCounter = 0;
/** A Stripe-format `checkout.session.completed` for a fresh owner. */
function completedEvent(ownerId: number, amount = 5000) {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_manual_${eventCounter}_${ownerId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: `cs_manual_${ownerId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_manual_${ownerId}`,
        amount_total: amount,
        currency: 'usd',
        metadata: { ownerKind: 'order', ownerId: String(ownerId) },
      },
    },
  });
}

async function eventRows(eventId: string) {
  return queryRows<{
    outcome: string;
    owner_kind: string | null;
    owner_id: number | null;
    type: string;
    provider: string;
  }>(
    ctx.database,
    sql`select outcome, owner_kind, owner_id, type, provider from payment_events where event_id = ${eventId}`,
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  ctx.app.payments.registerOwner('donation', owner);
  ctx.app.payments.registerOwner('order', owner);
  secret = testWebhookSecret(ctx.config.jwtSecret!);
});

afterAll(async () => {
  await ctx?.close();
});

beforeEach(() => {
  owner.calls = [];
  owner.failNext = false;
  owner.refundOutcome = 'refunded';
});

describe('the test provider', () => {
  it('is the provider when no Stripe keys are set', () => {
    expect(ctx.app.payments.provider.name).toBe('test');
  });

  it('starts a checkout the test page shows, and Pay confirms it once through the webhook', async () => {
    const request = checkoutRequest();
    const session = await ctx.app.payments.createCheckout(request);
    expect(session.provider).toBe('test');
    expect(session.sessionId).toMatch(/^cs_test_[A-Za-z0-9_-]{24}$/);
    expect(session.url).toBe(`http://portal.test/checkout/test/${session.sessionId}`);

    const view = await ctx.app.inject({ method: 'GET', url: viewPath(session.sessionId) });
    expect(view.statusCode).toBe(200);
    expect(testCheckoutSchema.parse(view.json())).toEqual({
      description: 'Gift to the programme',
      amountCents: 2500,
      currency: 'USD',
      expiresAt: request.expiresAt.toISOString(),
      testMode: true,
    });
    expect(owner.calls).toEqual([]);

    const pay = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(pay.statusCode).toBe(200);
    expect(testCheckoutRedirectSchema.parse(pay.json())).toEqual({
      redirectUrl: request.successUrl,
    });
    expect(owner.calls).toHaveLength(1);
    const call = owner.calls[0]!;
    expect(call.kind).toBe('paid');
    const notice = call.notice as Extract<PaymentNotice, { type: 'paid' }>;
    expect(notice).toMatchObject({
      type: 'paid',
      owner: request.owner,
      sessionId: session.sessionId,
      amountCents: 2500,
      currency: 'USD',
      feeCents: undefined,
      paidAt: clock.now(),
    });
    expect(notice.transactionId).toMatch(/^pi_test_[0-9a-f]{24}$/);
    const rows = await eventRows(notice.eventId);
    expect(rows).toEqual([
      {
        outcome: 'confirmed',
        owner_kind: 'donation',
        owner_id: request.owner.id,
        type: 'checkout.session.completed',
        provider: 'test',
      },
    ]);

    // A second Pay is a replay of the same event: the owner is not told again.
    const again = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ redirectUrl: request.successUrl });
    expect(owner.calls).toHaveLength(1);
    expect(await eventRows(notice.eventId)).toHaveLength(1);

    // The page of a paid checkout says it is closed.
    const closed = await ctx.app.inject({ method: 'GET', url: viewPath(session.sessionId) });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('CHECKOUT_CLOSED');

    // Cancel after Pay still reports the end: the owner decides what it means.
    const cancel = await ctx.app.inject({ method: 'POST', url: cancelPath(session.sessionId) });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ redirectUrl: request.cancelUrl });
    expect(owner.calls.map((c) => c.kind)).toEqual(['paid', 'ended']);
    expect(owner.calls[1]!.notice).toMatchObject({
      owner: request.owner,
      sessionId: session.sessionId,
    });
  });

  it('Cancel reports the end and sends the payer to the cancel URL; a cancelled checkout takes no payment', async () => {
    const request = checkoutRequest({ owner: { kind: 'order', id: 77 } });
    const session = await ctx.app.payments.createCheckout(request);
    const cancel = await ctx.app.inject({ method: 'POST', url: cancelPath(session.sessionId) });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ redirectUrl: request.cancelUrl });
    expect(owner.calls).toHaveLength(1);
    expect(owner.calls[0]).toMatchObject({
      kind: 'ended',
      notice: { type: 'ended', owner: { kind: 'order', id: 77 }, sessionId: session.sessionId },
    });

    const pay = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(pay.statusCode).toBe(409);
    expect(errorOf(pay).code).toBe('CHECKOUT_CLOSED');
    const view = await ctx.app.inject({ method: 'GET', url: viewPath(session.sessionId) });
    expect(view.statusCode).toBe(409);
    // Cancelling twice is a replay.
    await ctx.app.inject({ method: 'POST', url: cancelPath(session.sessionId) });
    expect(owner.calls).toHaveLength(1);
  });

  it('an expired checkout shows as closed and takes no payment', async () => {
    const session = await ctx.app.payments.createCheckout(checkoutRequest());
    clock.advance(16 * 60_000);
    const view = await ctx.app.inject({ method: 'GET', url: viewPath(session.sessionId) });
    expect(view.statusCode).toBe(409);
    expect(errorOf(view).code).toBe('CHECKOUT_CLOSED');
    const pay = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(pay.statusCode).toBe(409);
    expect(owner.calls).toEqual([]);
  });

  it('refunds a paid checkout through a signed charge.refunded; an unpaid one is not refundable', async () => {
    const request = checkoutRequest({ amountCents: 36500 });
    const session = await ctx.app.payments.createCheckout(request);
    await expect(ctx.app.payments.refund('pi_test_000000000000000000000000')).rejects.toMatchObject(
      {
        code: 'NOT_REFUNDABLE',
      },
    );
    await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    const paid = owner.calls[0]!.notice as Extract<PaymentNotice, { type: 'paid' }>;

    clock.advance(60_000);
    await ctx.app.payments.refund(paid.transactionId);
    expect(owner.calls.map((c) => c.kind)).toEqual(['paid', 'refunded']);
    expect(owner.calls[1]!.notice).toMatchObject({
      type: 'refunded',
      transactionId: paid.transactionId,
      amountRefundedCents: 36500,
      refundedAt: clock.now(),
    });
    const rows = await eventRows(owner.calls[1]!.notice.eventId);
    expect(rows).toMatchObject([
      { outcome: 'refunded', type: 'charge.refunded', owner_kind: 'donation' },
    ]);

    // Refunding again delivers the same event: nothing changes twice.
    await ctx.app.payments.refund(paid.transactionId);
    expect(owner.calls).toHaveLength(2);
  });

  it('an owner that fails leaves nothing recorded and the Pay answers 503; the next Pay confirms', async () => {
    const session = await ctx.app.payments.createCheckout(checkoutRequest());
    owner.failNext = true;
    const failed = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(owner.calls).toEqual([]);
    const [count] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from payment_events where payload->'data'->'object'->>'id' = ${session.sessionId}`,
    );
    expect(count!.n).toBe(0);
    // Still open: the payer may try again.
    expect(
      (await ctx.app.inject({ method: 'GET', url: viewPath(session.sessionId) })).statusCode,
    ).toBe(200);

    const retried = await ctx.app.inject({ method: 'POST', url: payPath(session.sessionId) });
    expect(retried.statusCode).toBe(200);
    expect(owner.calls.map((c) => c.kind)).toEqual(['paid']);
  });

  it('answers bad links clearly', async () => {
    for (const id of ['garbage', 'cs_test_AAAAAAAAAAAAAAAAAAAAAAAA', 'cs_test_%2e%2e%2f']) {
      const view = await ctx.app.inject({ method: 'GET', url: viewPath(id) });
      expect(view.statusCode, id).toBe(404);
      expect(errorOf(view).code, id).toBe('NOT_FOUND');
      const pay = await ctx.app.inject({ method: 'POST', url: payPath(id) });
      expect(pay.statusCode, id).toBe(404);
      const cancel = await ctx.app.inject({ method: 'POST', url: cancelPath(id) });
      expect(cancel.statusCode, id).toBe(404);
    }
    const long = await ctx.app.inject({ method: 'GET', url: viewPath('x'.repeat(80)) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).code).toBe('VALIDATION_ERROR');
    const huge = await ctx.app.inject({ method: 'POST', url: payPath('x'.repeat(5000)) });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).code).toBe('VALIDATION_ERROR');
    const nul = await ctx.app.inject({ method: 'GET', url: viewPath('cs_test_\u0000') });
    expect(nul.statusCode).toBe(400);
    expect(owner.calls).toEqual([]);
  });
});

describe('the webhook', () => {
  it('accepts a signed event once; 20 simultaneous deliveries tell the owner once', async () => {
    const payload = completedEvent(501);
    const signature = webhooks.generateTestHeaderString({ payload, secret });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliver(payload, signature)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => webhookAnswerSchema.parse(a.json()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicate)).toHaveLength(19);
    expect(owner.calls).toHaveLength(1);
    expect(owner.calls[0]!.notice).toMatchObject({
      owner: { kind: 'order', id: 501 },
      transactionId: 'pi_manual_501',
      amountCents: 5000,
      currency: 'USD',
    });
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(await eventRows(eventId)).toHaveLength(1);

    // A later replay, signed afresh, changes nothing either.
    const replay = await deliver(payload, webhooks.generateTestHeaderString({ payload, secret }));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(owner.calls).toHaveLength(1);
  });

  it('refuses forged, wrongly signed, stale and altered deliveries: nothing stored, no owner call', async () => {
    const payload = completedEvent(502);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<[string, string, string | undefined]> = [
      ['forged', payload, `t=${now},v1=${'ab'.repeat(32)}`],
      [
        'wrong secret',
        payload,
        webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      ],
      [
        'stale',
        payload,
        webhooks.generateTestHeaderString({ payload, secret, timestamp: now - 301 }),
      ],
      [
        'altered',
        payload.replace('"amount_total":5000', '"amount_total":5'),
        webhooks.generateTestHeaderString({ payload, secret }),
      ],
      ['no signature', payload, undefined],
      ['garbage header', payload, 'not a signature'],
    ];
    for (const [name, body, signature] of attempts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.webhook,
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
        },
        payload: body,
      });
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response).code, name).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await eventRows(eventId)).toEqual([]);
    expect(owner.calls).toEqual([]);
  });

  it('verifies the exact bytes: the same event with other whitespace is refused', async () => {
    const payload = completedEvent(503);
    const signature = webhooks.generateTestHeaderString({ payload, secret });
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await deliver(reformatted, signature)).statusCode).toBe(400);
    const pretty = JSON.stringify(JSON.parse(payload), null, 2);
    const prettySigned = await deliver(
      pretty,
      webhooks.generateTestHeaderString({ payload: pretty, secret }),
    );
    expect(prettySigned.statusCode).toBe(200);
    expect(owner.calls).toHaveLength(1);
  });

  it('refuses bodies that are not JSON or too large', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.webhook,
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const big = '{"id":"evt_big","pad":"' + 'x'.repeat(300 * 1024) + '"}';
    const large = await deliver(big, webhooks.generateTestHeaderString({ payload: big, secret }));
    expect(large.statusCode).toBe(413);
    expect(owner.calls).toEqual([]);
  });

  it('an owner that throws rolls back (500); the next delivery is handled', async () => {
    const payload = completedEvent(504);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    owner.failNext = true;
    const failed = await deliver(payload, webhooks.generateTestHeaderString({ payload, secret }));
    expect(failed.statusCode).toBe(500);
    expect(await eventRows(eventId)).toEqual([]);
    const retried = await deliver(payload, webhooks.generateTestHeaderString({ payload, secret }));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ received: true });
    expect(owner.calls).toHaveLength(1);
    expect(await eventRows(eventId)).toMatchObject([{ outcome: 'confirmed' }]);
  });

  it('records events it does not act on as ignored, without calling an owner', async () => {
    const base = { object: 'event', created: Math.floor(clock.now().getTime() / 1000) };
    const events = [
      {
        ...base,
        id: 'evt_other_type',
        type: 'customer.created',
        data: { object: { id: 'cus_1' } },
      },
      {
        ...base,
        id: 'evt_unpaid_completion',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_x',
            payment_status: 'unpaid',
            payment_intent: 'pi_x',
            amount_total: 100,
            currency: 'usd',
            metadata: { ownerKind: 'donation', ownerId: '5' },
          },
        },
      },
      {
        ...base,
        id: 'evt_bad_metadata',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_y',
            payment_status: 'paid',
            payment_intent: 'pi_y',
            amount_total: 100,
            currency: 'usd',
            metadata: { ownerKind: 'donation', ownerId: '1e3' },
          },
        },
      },
      {
        ...base,
        id: 'evt_foreign_kind',
        type: 'checkout.session.expired',
        data: { object: { id: 'cs_z', metadata: { ownerKind: 'invoice', ownerId: '5' } } },
      },
      {
        ...base,
        id: 'evt_no_metadata',
        type: 'checkout.session.async_payment_failed',
        data: { object: { id: 'cs_w' } },
      },
    ];
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await deliver(
        payload,
        webhooks.generateTestHeaderString({ payload, secret }),
      );
      expect(response.statusCode, event.id).toBe(200);
      expect(await eventRows(event.id), event.id).toMatchObject([
        { outcome: 'ignored', type: event.type },
      ]);
    }
    expect(owner.calls).toEqual([]);
  });

  it('maps async payments and a failed async payment', async () => {
    const created = Math.floor(clock.now().getTime() / 1000);
    const session = {
      id: 'cs_async',
      payment_status: 'paid',
      payment_intent: { id: 'pi_async' },
      amount_total: 4200,
      currency: 'cop',
      metadata: { ownerKind: 'donation', ownerId: '600' },
    };
    for (const [id, type] of [
      ['evt_async_ok', 'checkout.session.async_payment_succeeded'],
      ['evt_async_failed', 'checkout.session.async_payment_failed'],
    ] as const) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created,
        data: { object: session },
      });
      expect(
        (await deliver(payload, webhooks.generateTestHeaderString({ payload, secret }))).statusCode,
      ).toBe(200);
    }
    expect(owner.calls.map((c) => c.kind)).toEqual(['paid', 'ended']);
    expect(owner.calls[0]!.notice).toMatchObject({
      transactionId: 'pi_async',
      amountCents: 4200,
      currency: 'COP',
      paidAt: new Date(created * 1000),
    });
  });

  it('a refund no owner knows is kept as unknown-owner', async () => {
    owner.refundOutcome = 'unknown-owner';
    const payload = JSON.stringify({
      id: 'evt_refund_unknown',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: 'ch_1', payment_intent: 'pi_nobody', amount_refunded: 100 } },
    });
    const response = await deliver(payload, webhooks.generateTestHeaderString({ payload, secret }));
    expect(response.statusCode).toBe(200);
    // Each registered kind was asked.
    expect(owner.calls.map((c) => c.kind)).toEqual(['refunded', 'refunded']);
    expect(await eventRows('evt_refund_unknown')).toMatchObject([
      { outcome: 'unknown-owner', owner_kind: null },
    ]);
  });

  it('an event for a kind with no registered owner is kept as unknown-owner', async () => {
    const payments = createPaymentsService(ctx.app.payments.provider);
    const result = await handleWebhookNotice(
      ctx.database.db,
      payments,
      'test',
      {
        type: 'ended',
        eventId: 'evt_no_owner_registered',
        owner: { kind: 'order', id: 9 },
        sessionId: 'cs_q',
      },
      { id: 'evt_no_owner_registered', type: 'checkout.session.expired' },
    );
    expect(result).toEqual({ duplicate: false, outcome: 'unknown-owner' });
    expect(await eventRows('evt_no_owner_registered')).toMatchObject([
      {
        outcome: 'unknown-owner',
        owner_kind: 'order',
        owner_id: 9,
        type: 'checkout.session.expired',
      },
    ]);
  });
});
