// Ticket orders under load and over time: 200 simultaneous buyers for 10 seats (on PostgreSQL
// also through two API instances on one database), holds that expire and give their seats back
// (the manual clock), paid orders confirmed only by the signed webhook (through the test
// provider's Pay), replays, cancellations, late payments, refunds, and a provider that is down.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EVENT_PATHS,
  PAYMENT_PATHS,
  endpointPath,
  type EventDetail,
  type PublicEvent,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../../../test/helpers/clock';
import { createActor, type Actor } from '../../../test/helpers/fixtures';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import { appError } from '../../lib/errors';

const clock = new ManualClock(new Date('2026-11-01T12:00:00Z'));
let ctx: TestContext;
let second: TestApp | undefined;
let admin: Actor;
let nameCounter = 0;
let ipCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  admin = await createActor(ctx, 'SUPER_ADMIN');
  if (ctx.testDatabase.kind === 'postgres')
    second = await buildTestApp(ctx.testDatabase.openAnother(), {
      clock,
      env: { ACCESS_TOKEN_TTL: '30d' },
    });
});
afterAll(async () => {
  if (second) {
    await second.close();
    await second.database.close();
  }
  await ctx?.close();
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

async function createEvent(
  capacity: number,
  ticketTypes: Array<{ name: string; priceCents: number; limit?: number }>,
): Promise<EventDetail> {
  nameCounter += 1;
  const response = await admin.request('POST', EVENT_PATHS.events, {
    name: `Orders test ${nameCounter}`,
    description: '',
    location: 'Hall',
    capacity,
    startsAt: at(60 * 24 * HOUR),
    endsAt: at(60 * 24 * HOUR + 2 * HOUR),
    salesStartAt: at(-HOUR),
    salesEndAt: at(59 * 24 * HOUR),
    published: true,
    ticketTypes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}

function buy(
  slug: string,
  items: Array<{ ticketTypeId: number; quantity: number }>,
  app: FastifyInstance = ctx.app,
  email?: string,
) {
  ipCounter += 1;
  // Every buyer with an e-mail of their own too: unpaid orders per e-mail are limited
  // (unpaid-holds.test.ts), and these tests are about seats.
  email ??= `pablo${ipCounter}@example.org`;
  return app.inject({
    method: 'POST',
    url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug }),
    // Every buyer from an address of their own: the throttle is not what these tests are about.
    remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    payload: { items, buyer: { firstName: 'Pablo', lastName: 'Díaz', email } },
  });
}

async function seatsLeft(slug: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: endpointPath({ path: EVENT_PATHS.publicEvent }, { slug }),
  });
  return response.json<PublicEvent>().seatsLeft;
}

async function orderRow(id: number) {
  const [row] = await queryRows<{ status: string; transaction_id: string | null }>(
    ctx.database,
    sql`select status, transaction_id from event_orders where id = ${id}`,
  );
  return row;
}

async function ticketCount(orderId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    ctx.database,
    sql`select count(*)::int as count from tickets where order_id = ${orderId}`,
  );
  return Number(row?.count ?? 0);
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

function pay(sessionId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId }),
  });
}

function cancel(sessionId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: endpointPath({ path: PAYMENT_PATHS.testCheckoutCancel }, { sessionId }),
  });
}

/** The buyer's view back from the checkout, through the address the checkout sent them to. */
async function statusAt(redirectUrl: string) {
  const url = new URL(redirectUrl);
  const slug = url.pathname.split('/').at(-1) as string;
  const orderId = url.searchParams.get('order') as string;
  const session = url.searchParams.get('session') as string;
  return ctx.app.inject({
    method: 'GET',
    url: `${endpointPath({ path: EVENT_PATHS.publicOrder }, { slug, orderId })}?session=${encodeURIComponent(session)}`,
  });
}

describe('capacity under concurrency', () => {
  it('sells exactly 10 seats to 200 simultaneous buyers', async () => {
    const event = await createEvent(10, [{ name: 'General', priceCents: 0 }]);
    const typeId = event.ticketTypes[0]!.id;
    const apps = second ? [ctx.app, second.app] : [ctx.app];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        buy(event.slug, [{ ticketTypeId: typeId, quantity: 1 }], apps[index % apps.length]),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const odd = answers.find((answer) => answer.statusCode !== 201 && answer.statusCode !== 409);
    expect(odd?.body ?? '').toBe('');
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(errorOf(answer).code).toBe('SOLD_OUT');
    const [row] = await queryRows<{ seats: number; tickets: number }>(
      ctx.database,
      sql`select (select coalesce(sum(seats), 0)::int from event_orders where event_id = ${event.id}) as seats,
                 (select count(*)::int from tickets t join event_orders o on o.id = t.order_id where o.event_id = ${event.id}) as tickets`,
    );
    expect(row).toEqual({ seats: 10, tickets: 10 });
    expect(await seatsLeft(event.slug)).toBe(0);
  }, 120_000);

  it('holds paid seats for simultaneous buyers without overselling, with a type limit too', async () => {
    const event = await createEvent(12, [
      { name: 'General', priceCents: 1500 },
      { name: 'VIP', priceCents: 5000, limit: 3 },
    ]);
    const [general, vip] = event.ticketTypes as [
      EventDetail['ticketTypes'][0],
      EventDetail['ticketTypes'][0],
    ];
    const apps = second ? [ctx.app, second.app] : [ctx.app];
    const rush = (ticketTypeId: number, buyers: number) =>
      Promise.all(
        Array.from({ length: buyers }, (_, index) =>
          buy(event.slug, [{ ticketTypeId, quantity: 1 }], apps[index % apps.length]),
        ),
      );
    const created = (answers: Awaited<ReturnType<typeof rush>>) =>
      answers.filter((answer) => answer.statusCode === 201).length;
    // Twenty buyers of the VIP type at once: its own limit, 3, holds.
    const vipAnswers = await rush(vip.id, 20);
    expect(created(vipAnswers)).toBe(3);
    // The three are held by unpaid checkouts, not sold: they may come back.
    for (const answer of vipAnswers.filter((a) => a.statusCode !== 201))
      expect(errorOf(answer).code).toBe('SEATS_BEING_PAID');
    // Then forty general buyers at once: the 9 seats left of the capacity of 12, not one more.
    expect(created(await rush(general.id, 40))).toBe(9);
    const [row] = await queryRows<{ vip: number; seats: number }>(
      ctx.database,
      sql`select (select coalesce(sum(i.quantity), 0)::int from event_order_items i join event_orders o on o.id = i.order_id where o.event_id = ${event.id} and i.ticket_type_id = ${vip.id}) as vip,
                 (select coalesce(sum(seats), 0)::int from event_orders where event_id = ${event.id} and status = 'reserved') as seats`,
    );
    expect(row).toEqual({ vip: 3, seats: 12 });
  }, 60_000);
});

describe('paid orders', () => {
  it('holds the seats, confirms only through the signed webhook, once under replays', async () => {
    const event = await createEvent(5, [{ name: 'Adult', priceCents: 2500 }]);
    const response = await buy(
      event.slug,
      [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }],
      ctx.app,
      'payer@example.org',
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{ orderId: number; status: string; checkoutUrl: string }>();
    expect(created.status).toBe('reserved');
    expect(created.checkoutUrl).toMatch(/^http:\/\/portal\.test\/checkout\/test\/cs_test_/);
    expect(await seatsLeft(event.slug)).toBe(3);
    expect(await ticketCount(created.orderId)).toBe(0);

    // Without the order's secret nothing is told.
    const byIdOnly = await ctx.app.inject({
      method: 'GET',
      url: endpointPath(
        { path: EVENT_PATHS.publicOrder },
        { slug: event.slug, orderId: created.orderId },
      ),
    });
    expect(byIdOnly.statusCode).toBe(400);
    const wrongSecret = await ctx.app.inject({
      method: 'GET',
      url: `${endpointPath({ path: EVENT_PATHS.publicOrder }, { slug: event.slug, orderId: created.orderId })}?session=guess`,
    });
    expect(wrongSecret.statusCode).toBe(404);

    const sessionId = sessionOf(created.checkoutUrl);
    const paid = await pay(sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    const { redirectUrl } = paid.json<{ redirectUrl: string }>();
    expect(redirectUrl).toMatch(
      new RegExp(
        `^http://portal\\.test/event/${event.slug}\\?order=${created.orderId}&session=.+&result=paid$`,
      ),
    );
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'confirmed' });
    expect(await ticketCount(created.orderId)).toBe(2);
    const [mail] = await queryRows<{ subject: string; count: number }>(
      ctx.database,
      sql`select subject, jsonb_array_length(attachments)::int as count from mail_outbox where to_address = 'payer@example.org'`,
    );
    expect(mail).toEqual({ subject: `Your tickets for ${event.name}`, count: 3 });

    const status = await statusAt(redirectUrl);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      orderId: created.orderId,
      status: 'confirmed',
      ticketCount: 2,
      totalCents: 5000,
      emailHint: 'pa***@example.org',
    });
    // The checkout's session id is a secret of the order too.
    const bySession = await ctx.app.inject({
      method: 'GET',
      url: `${endpointPath({ path: EVENT_PATHS.publicOrder }, { slug: event.slug, orderId: created.orderId })}?session=${sessionId}`,
    });
    expect(bySession.statusCode).toBe(200);

    // Pay again: the same event, a replay; nothing changes.
    expect((await pay(sessionId)).statusCode).toBe(200);
    expect(await ticketCount(created.orderId)).toBe(2);
    const mails = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from mail_outbox where to_address = 'payer@example.org'`,
    );
    expect(mails).toHaveLength(1);
    expect(await seatsLeft(event.slug)).toBe(3);
  });

  it('gives the seats back when the buyer cancels', async () => {
    const event = await createEvent(2, [{ name: 'Adult', priceCents: 1000 }]);
    const created = (
      await buy(event.slug, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }])
    ).json<{ orderId: number; checkoutUrl: string }>();
    expect(await seatsLeft(event.slug)).toBe(0);
    const cancelled = await cancel(sessionOf(created.checkoutUrl));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ redirectUrl: string }>().redirectUrl).toContain('result=cancelled');
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await seatsLeft(event.slug)).toBe(2);
    const status = await statusAt(cancelled.json<{ redirectUrl: string }>().redirectUrl);
    expect(status.json()).toMatchObject({ status: 'cancelled', ticketCount: 0 });
  });

  it('releases the hold and answers 503 when the payment provider is down', async () => {
    const event = await createEvent(3, [{ name: 'Adult', priceCents: 1000 }]);
    const spy = vi
      .spyOn(ctx.app.payments.provider, 'createCheckout')
      .mockRejectedValueOnce(appError('PAYMENT_PROVIDER_UNAVAILABLE'));
    try {
      const response = await buy(event.slug, [
        { ticketTypeId: event.ticketTypes[0]!.id, quantity: 3 },
      ]);
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      spy.mockRestore();
    }
    expect(await seatsLeft(event.slug)).toBe(3);
    const [row] = await queryRows<{ status: string }>(
      ctx.database,
      sql`select status from event_orders where event_id = ${event.id}`,
    );
    expect(row?.status).toBe('cancelled');
  });

  it('refunds free the seats and invalidate the tickets', async () => {
    const event = await createEvent(2, [{ name: 'Adult', priceCents: 1000 }]);
    const created = (
      await buy(event.slug, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }])
    ).json<{ orderId: number; checkoutUrl: string }>();
    await pay(sessionOf(created.checkoutUrl));
    const order = await orderRow(created.orderId);
    expect(order?.status).toBe('confirmed');
    expect(await seatsLeft(event.slug)).toBe(0);
    const [ticket] = await queryRows<{ code: string }>(
      ctx.database,
      sql`select code from tickets where order_id = ${created.orderId} limit 1`,
    );

    await ctx.app.payments.refund(order?.transaction_id as string);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'refunded' });
    expect(await seatsLeft(event.slug)).toBe(2);
    const checkIn = await admin.request('POST', EVENT_PATHS.ticketCheckIn, { code: ticket!.code });
    expect(checkIn.statusCode).toBe(409);
    expect(errorOf(checkIn).code).toBe('TICKET_NOT_VALID');
  });
});

describe('holds over time', () => {
  it('frees the seats of an expired hold at once; the sweep marks it expired', async () => {
    const event = await createEvent(2, [{ name: 'Adult', priceCents: 1000 }]);
    const typeId = event.ticketTypes[0]!.id;
    const first = (await buy(event.slug, [{ ticketTypeId: typeId, quantity: 2 }])).json<{
      orderId: number;
      checkoutUrl: string;
    }>();
    const refused = await buy(event.slug, [{ ticketTypeId: typeId, quantity: 1 }]);
    expect(errorOf(refused).code).toBe('SEATS_BEING_PAID');

    clock.advance(15 * MINUTE + 1000);
    expect(await seatsLeft(event.slug)).toBe(2);
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'reserved' });
    expect(await ctx.app.events.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'expired' });

    // Someone else takes the seats; the first buyer pays late: no seat for them, so a refund.
    const secondBuyer = (await buy(event.slug, [{ ticketTypeId: typeId, quantity: 2 }])).json<{
      orderId: number;
      checkoutUrl: string;
    }>();
    await pay(sessionOf(secondBuyer.checkoutUrl));
    expect(await orderRow(secondBuyer.orderId)).toMatchObject({ status: 'confirmed' });

    const late = await pay(sessionOf(first.checkoutUrl));
    expect(late.statusCode).toBe(200);
    await ctx.app.platform.background.flush();
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'refunded' });
    expect(await ticketCount(first.orderId)).toBe(0);
    const [outcome] = await queryRows<{ outcome: string }>(
      ctx.database,
      sql`select outcome from payment_events where owner_kind = 'order' and owner_id = ${first.orderId} and type = 'checkout.session.completed'`,
    );
    expect(outcome?.outcome).toBe('refund-due');
    expect(await seatsLeft(event.slug)).toBe(0);
  });

  it('confirms a late payment when its seats are still free', async () => {
    const event = await createEvent(3, [{ name: 'Adult', priceCents: 1000 }]);
    const created = (
      await buy(event.slug, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }])
    ).json<{ orderId: number; checkoutUrl: string }>();
    clock.advance(20 * MINUTE);
    await ctx.app.events.sweepExpiredHolds();
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'expired' });
    await pay(sessionOf(created.checkoutUrl));
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'confirmed' });
    expect(await ticketCount(created.orderId)).toBe(2);
    expect(await seatsLeft(event.slug)).toBe(1);
  });
});
