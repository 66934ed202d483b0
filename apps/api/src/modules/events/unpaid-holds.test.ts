// Unpaid holds cannot starve an event (decision 036): at most ORDER_TICKETS_MAX tickets in an
// order, at most a few live unpaid orders of an event per network address and per e-mail (held
// under parallel requests, on PostgreSQL through two API instances), holds that end sooner, and
// "being paid for" rather than "Sold out" while unpaid holds are what keeps buyers out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_PATHS,
  PAYMENT_PATHS,
  UNPAID_ORDERS_PER_ADDRESS,
  UNPAID_ORDERS_PER_EMAIL,
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

const clock = new ManualClock(new Date('2026-11-01T12:00:00Z'));
let ctx: TestContext;
let second: TestApp | undefined;
let admin: Actor;
let nameCounter = 0;

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

async function createEvent(capacity: number, priceCents = 2500): Promise<EventDetail> {
  nameCounter += 1;
  const response = await admin.request('POST', EVENT_PATHS.events, {
    name: `Hold test ${nameCounter}`,
    description: '',
    location: 'Hall',
    capacity,
    startsAt: at(60 * 24 * HOUR),
    endsAt: at(60 * 24 * HOUR + 2 * HOUR),
    salesStartAt: at(-HOUR),
    salesEndAt: at(59 * 24 * HOUR),
    published: true,
    ticketTypes: [{ name: 'General', priceCents }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}

function buy(
  event: EventDetail,
  quantity: number,
  buyer: { ip: string; email: string },
  app: FastifyInstance = ctx.app,
) {
  return app.inject({
    method: 'POST',
    url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug }),
    remoteAddress: buyer.ip,
    payload: {
      items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity }],
      buyer: { firstName: 'Pablo', lastName: 'Díaz', email: buyer.email },
    },
  });
}

async function publicEvent(event: EventDetail): Promise<PublicEvent> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: endpointPath({ path: EVENT_PATHS.publicEvent }, { slug: event.slug }),
  });
  return response.json<PublicEvent>();
}

async function seatsTaken(event: EventDetail): Promise<number> {
  const [row] = await queryRows<{ seats: number }>(
    ctx.database,
    sql`select coalesce(sum(seats), 0)::int as seats from event_orders
        where event_id = ${event.id} and status in ('reserved', 'confirmed')`,
  );
  return Number(row?.seats ?? 0);
}

function pay(checkoutUrl: string) {
  const sessionId = checkoutUrl.split('/').at(-1) as string;
  return ctx.app.inject({
    method: 'POST',
    url: endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId }),
  });
}

/** The same request `count` times at once, spread over the API instances. */
function atOnce(
  count: number,
  send: (index: number, app: FastifyInstance) => ReturnType<typeof buy>,
) {
  const apps = second ? [ctx.app, second.app] : [ctx.app];
  return Promise.all(
    Array.from({ length: count }, (_, index) => send(index, apps[index % apps.length]!)),
  );
}

describe('tickets per order', () => {
  it('refuses more than 10 tickets in one order with a translated 400, holding nothing', async () => {
    const event = await createEvent(100);
    const tooMany = await buy(event, 11, { ip: '10.20.0.1', email: 'many@example.org' });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).code).toBe('VALIDATION_ERROR');
    expect(await seatsTaken(event)).toBe(0);
    expect((await buy(event, 10, { ip: '10.20.0.1', email: 'many@example.org' })).statusCode).toBe(
      201,
    );
  });
});

describe('unpaid orders per address and per e-mail', () => {
  it('lets one address hold only a few unpaid orders, however many arrive at once', async () => {
    const event = await createEvent(300);
    // The hoarder: 15 unpaid orders of the most tickets allowed, from one address.
    const answers = await atOnce(15, (index, app) =>
      buy(event, 10, { ip: '10.21.0.1', email: `hoarder${index}@example.org` }, app),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(UNPAID_ORDERS_PER_ADDRESS);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('UNPAID_ORDERS_LIMIT');
      expect(errorOf(refused).retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await seatsTaken(event)).toBe(10 * UNPAID_ORDERS_PER_ADDRESS);
    // Someone else, elsewhere, still buys.
    expect((await buy(event, 2, { ip: '10.21.0.2', email: 'ana@example.org' })).statusCode).toBe(
      201,
    );
  }, 60_000);

  it('lets one e-mail hold only a few unpaid orders, from any number of addresses at once', async () => {
    const event = await createEvent(300);
    const answers = await atOnce(12, (index, app) =>
      buy(event, 1, { ip: `10.22.0.${index + 1}`, email: 'Same.Buyer@example.org' }, app),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(
      UNPAID_ORDERS_PER_EMAIL,
    );
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(errorOf(refused).code).toBe('UNPAID_ORDERS_LIMIT');
    // The same person in another case is the same e-mail.
    const again = await buy(event, 1, { ip: '10.22.1.1', email: 'same.buyer@EXAMPLE.org' });
    expect(errorOf(again).code).toBe('UNPAID_ORDERS_LIMIT');
  }, 60_000);

  it('counts only live unpaid holds: a paid order or an ended hold frees its place', async () => {
    const event = await createEvent(100);
    const buyer = { ip: '10.23.0.1', email: 'family@example.org' };
    const first = (await buy(event, 2, buyer)).json<{ checkoutUrl: string }>();
    expect((await buy(event, 2, buyer)).statusCode).toBe(201);
    expect(errorOf(await buy(event, 2, buyer)).code).toBe('UNPAID_ORDERS_LIMIT');
    expect((await pay(first.checkoutUrl)).statusCode).toBe(200);
    expect((await buy(event, 2, buyer)).statusCode).toBe(201);
    expect(errorOf(await buy(event, 2, buyer)).code).toBe('UNPAID_ORDERS_LIMIT');
    clock.advance(10 * MINUTE + 1000);
    expect((await buy(event, 2, buyer)).statusCode).toBe(201);
  });

  it('does not limit free tickets, which are issued at once', async () => {
    const event = await createEvent(100, 0);
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL + 2; i += 1)
      expect((await buy(event, 1, { ip: '10.24.0.1', email: 'free@example.org' })).statusCode).toBe(
        201,
      );
  });
});

describe('holds and what the page says', () => {
  it('holds unpaid seats for 10 minutes, not 15', async () => {
    const event = await createEvent(4);
    expect((await buy(event, 4, { ip: '10.25.0.1', email: 'slow@example.org' })).statusCode).toBe(
      201,
    );
    expect((await publicEvent(event)).seatsLeft).toBe(0);
    clock.advance(10 * MINUTE + 1000);
    expect((await publicEvent(event)).seatsLeft).toBe(4);
  });

  it('says the seats are being paid for while unpaid holds are the reason, and sold out when sold', async () => {
    const event = await createEvent(5);
    const holder = (await buy(event, 3, { ip: '10.26.0.1', email: 'one@example.org' })).json<{
      checkoutUrl: string;
    }>();
    await buy(event, 2, { ip: '10.26.0.2', email: 'two@example.org' });
    clock.advance(MINUTE);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug }),
      remoteAddress: '10.26.0.3',
      headers: { 'accept-language': 'es-CO' },
      payload: {
        items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
        buyer: { firstName: 'Ana', lastName: 'Ruiz', email: 'three@example.org' },
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'SEATS_BEING_PAID',
      params: { num: 5 },
      // The first hold ends 9 minutes from now.
      retryAfterSeconds: 9 * 60,
    });
    expect(errorOf(refused).message).toContain('se están pagando');
    expect(await publicEvent(event)).toMatchObject({
      seatsLeft: 0,
      seatsHeld: 5,
      saleState: 'beingPaid',
    });

    // Once the seats are paid for, sold out is what it is.
    await pay(holder.checkoutUrl);
    clock.advance(10 * MINUTE);
    const two = (await buy(event, 2, { ip: '10.26.0.4', email: 'four@example.org' })).json<{
      checkoutUrl: string;
    }>();
    await pay(two.checkoutUrl);
    const soldOut = await buy(event, 1, { ip: '10.26.0.5', email: 'five@example.org' });
    expect(errorOf(soldOut).code).toBe('SOLD_OUT');
    expect(await publicEvent(event)).toMatchObject({ seatsHeld: 0, saleState: 'soldOut' });
  });
});
