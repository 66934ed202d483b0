// Events administration and free tickets: creating events (the issue's API, exactly), slugs,
// validation, editing rules, the public pages, buying free tickets (confirmed and e-mailed at
// once), the sale window, capacity, the sales list and its export, check-in, and who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_PATHS,
  endpointPath,
  normalizeTicketCode,
  type EventDetail,
  type PublicEvent,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { createActors, EVERY_ROLE, type Actor } from '../../../test/helpers/fixtures';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-01T12:00:00Z'));
let ctx: TestContext;
let actors: Record<keyof typeof EVERY_ROLE, Actor>;
let slugCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  actors = await createActors(ctx, EVERY_ROLE);
});
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

function eventBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    name: `Gala ${slugCounter}`,
    description: 'An evening with the students',
    location: 'Teatro Colón, Bogotá',
    capacity: 100,
    startsAt: at(30 * 24 * HOUR),
    endsAt: at(30 * 24 * HOUR + 3 * HOUR),
    salesStartAt: at(-HOUR),
    salesEndAt: at(29 * 24 * HOUR),
    published: true,
    ticketTypes: [{ name: 'General', priceCents: 0 }],
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}): Promise<EventDetail> {
  const response = await actors.SUPER_ADMIN.request(
    'POST',
    EVENT_PATHS.events,
    eventBody(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}

function buy(
  slug: string,
  items: Array<{ ticketTypeId: number; quantity: number }>,
  options: { email?: string; language?: string; ip?: string; acceptLanguage?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug }),
    remoteAddress: options.ip ?? '10.1.0.1',
    headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {},
    payload: {
      items,
      buyer: { firstName: 'Lucía', lastName: 'Gómez', email: options.email ?? 'lucia@example.org' },
      ...(options.language ? { language: options.language } : {}),
    },
  });
}

const publicEvent = async (slug: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: endpointPath({ path: EVENT_PATHS.publicEvent }, { slug }),
  });
  return response;
};

async function ticketCodes(orderId: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    ctx.database,
    sql`select code from tickets where order_id = ${orderId} order by id`,
  );
  return rows.map((row) => row.code);
}

describe('POST /edrocks/api/events', () => {
  it('creates an event with its ticket types and answers 201 with their ids', async () => {
    const response = await actors.SUPER_ADMIN.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({
        name: 'Gala de Año Nuevo',
        capacity: 120,
        timeZone: 'America/Bogota',
        ticketTypes: [
          { name: 'Adult', priceCents: 2500 },
          { name: 'Student', priceCents: 1000, limit: 40 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const event = response.json<EventDetail>();
    expect(event).toMatchObject({
      slug: 'gala-de-ano-nuevo',
      name: 'Gala de Año Nuevo',
      capacity: 120,
      published: true,
      timeZone: 'America/Bogota',
      seatsSold: 0,
      seatsHeld: 0,
      seatsLeft: 120,
      saleState: 'open',
      currency: 'USD',
      hasOrders: false,
    });
    expect(event.id).toBeGreaterThan(0);
    expect(event.ticketTypes).toHaveLength(2);
    expect(event.ticketTypes[0]).toMatchObject({ name: 'Adult', priceCents: 2500, limit: null });
    expect(event.ticketTypes[1]).toMatchObject({ name: 'Student', priceCents: 1000, limit: 40 });
    for (const type of event.ticketTypes) expect(type.id).toBeGreaterThan(0);
  });

  it('makes the slug unique with -2, -3 and refuses a taken one it was given', async () => {
    const first = await createEvent({ name: 'Fun Run' });
    const second = await createEvent({ name: 'Fun  run!' });
    const third = await createEvent({ name: 'fun run' });
    expect([first.slug, second.slug, third.slug]).toEqual(['fun-run', 'fun-run-2', 'fun-run-3']);
    const taken = await actors.SUPER_ADMIN.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({ slug: 'fun-run' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('EVENT_SLUG_TAKEN');
    const given = await createEvent({ slug: 'my-own-slug-2026' });
    expect(given.slug).toBe('my-own-slug-2026');
  });

  it('refuses bad input with 400 and field issues, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: 'double--dash' }, 'slug'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 100_001 }, 'capacity'],
      [{ capacity: 1.5 }, 'capacity'],
      [{ capacity: '10' }, 'capacity'],
      [{ name: '' }, 'name'],
      [{ location: undefined }, 'location'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ endsAt: at(-2 * HOUR), startsAt: at(HOUR) }, 'endsAt'],
      [{ salesEndAt: at(-2 * HOUR) }, 'salesEndAt'],
      [{ ticketTypes: [] }, 'ticketTypes'],
      [
        { ticketTypes: Array.from({ length: 21 }, (_, i) => ({ name: `T${i}`, priceCents: 0 })) },
        'ticketTypes',
      ],
      [{ ticketTypes: [{ name: 'A', priceCents: 1_000_001 }] }, 'ticketTypes.0.priceCents'],
      [{ ticketTypes: [{ name: 'A', priceCents: -1 }] }, 'ticketTypes.0.priceCents'],
      [{ ticketTypes: [{ name: 'A', priceCents: 0, limit: 0 }] }, 'ticketTypes.0.limit'],
      [{ ticketTypes: [{ name: 'A', priceCents: 1e300 }] }, 'ticketTypes.0.priceCents'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ published: 'yes' }, 'published'],
    ];
    for (const [overrides, path] of cases) {
      const response = await actors.SUPER_ADMIN.request(
        'POST',
        EVENT_PATHS.events,
        eventBody(overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response).issues?.map((issue) => issue.path)).toContain(path);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: EVENT_PATHS.events,
      headers: {
        authorization: `Bearer ${actors.SUPER_ADMIN.token}`,
        'content-type': 'application/json',
      },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets super and global admins manage events; admins only check in; others are refused', async () => {
    const event = await createEvent();
    const create = (actor: Actor) => actor.request('POST', EVENT_PATHS.events, eventBody());
    expect((await create(actors.GLOBAL_ADMIN)).statusCode).toBe(201);
    for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      expect((await create(actors[role])).statusCode).toBe(403);
      expect((await actors[role].request('GET', EVENT_PATHS.events)).statusCode).toBe(403);
      const one = endpointPath({ path: EVENT_PATHS.event }, { id: event.id });
      expect((await actors[role].request('GET', one)).statusCode).toBe(403);
      const orders = endpointPath({ path: EVENT_PATHS.eventOrders }, { id: event.id });
      expect((await actors[role].request('GET', orders)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: EVENT_PATHS.events,
      payload: eventBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: EVENT_PATHS.events })).statusCode).toBe(401);

    // Check-in: coordinators at the door, admins included; sponsors and students never.
    const checkIn = (actor: Actor) =>
      actor.request('POST', EVENT_PATHS.ticketCheckIn, { code: 'AAAA-BBBB-CCCC' });
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await checkIn(actors[role])).statusCode).toBe(422);
    for (const role of ['SPONSOR', 'STUDENT'] as const)
      expect((await checkIn(actors[role])).statusCode).toBe(403);
    const anonymousCheckIn = await ctx.app.inject({
      method: 'POST',
      url: EVENT_PATHS.ticketCheckIn,
      payload: { code: 'AAAA-BBBB-CCCC' },
    });
    expect(anonymousCheckIn.statusCode).toBe(401);
    const summary = endpointPath({ path: EVENT_PATHS.eventCheckInSummary }, { id: event.id });
    expect((await actors.ADMIN.request('GET', summary)).statusCode).toBe(200);
    expect((await actors.ADMIN.request('GET', EVENT_PATHS.checkInEvents)).statusCode).toBe(200);
    expect((await actors.SPONSOR.request('GET', summary)).statusCode).toBe(403);
  });
});

describe('the public pages', () => {
  it('shows a published event with its types, seats left and sale state; hides unpublished', async () => {
    const event = await createEvent({
      capacity: 50,
      ticketTypes: [
        { name: 'General', priceCents: 0 },
        { name: 'VIP', priceCents: 0, limit: 5 },
      ],
    });
    const response = await publicEvent(event.slug);
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicEvent>();
    expect(page).toMatchObject({
      slug: event.slug,
      seatsLeft: 50,
      saleState: 'open',
      capacity: 50,
    });
    expect(page.ticketTypes.map((type) => [type.name, type.left])).toEqual([
      ['General', 50],
      ['VIP', 5],
    ]);
    expect(page).not.toHaveProperty('id');

    const hidden = await createEvent({ published: false });
    expect((await publicEvent(hidden.slug)).statusCode).toBe(404);
    expect((await publicEvent('no-such-event')).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: EVENT_PATHS.publicEvents });
    expect(list.statusCode).toBe(200);
    const slugs = list.json<{ items: Array<{ slug: string }> }>().items.map((item) => item.slug);
    expect(slugs).toContain(event.slug);
    expect(slugs).not.toContain(hidden.slug);
  });

  it('says when sales open, and when they have closed', async () => {
    const later = await createEvent({ salesStartAt: at(24 * HOUR), salesEndAt: at(48 * HOUR) });
    const upcoming = (await publicEvent(later.slug)).json<PublicEvent>();
    expect(upcoming.saleState).toBe('upcoming');
    expect(upcoming.salesStartAt).toBe(later.salesStartAt);
    const closed = await createEvent({ salesStartAt: at(-48 * HOUR), salesEndAt: at(-24 * HOUR) });
    expect((await publicEvent(closed.slug)).json<PublicEvent>().saleState).toBe('closed');
  });
});

describe('buying free tickets', () => {
  it('confirms at once, issues one code per seat and e-mails them in the buyer language with a PDF', async () => {
    const event = await createEvent({
      name: 'Concierto de Navidad',
      ticketTypes: [
        { name: 'Adulto', priceCents: 0 },
        { name: 'Niño', priceCents: 0 },
      ],
    });
    const [adult, child] = event.ticketTypes as [
      EventDetail['ticketTypes'][0],
      EventDetail['ticketTypes'][0],
    ];
    const email = 'familia.gomez@example.org';
    const response = await buy(
      event.slug,
      [
        { ticketTypeId: adult.id, quantity: 2 },
        { ticketTypeId: child.id, quantity: 1 },
      ],
      { email, acceptLanguage: 'es-CO' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ orderId: number; status: string; checkoutUrl: string | null }>();
    expect(body).toEqual({ orderId: body.orderId, status: 'confirmed', checkoutUrl: null });
    const codes = await ticketCodes(body.orderId);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);

    const [mail] = await queryRows<{
      subject: string;
      text: string;
      language: string;
      attachments: Array<{ filename: string; contentType: string; contentBase64: string }>;
    }>(
      ctx.database,
      sql`select subject, text, language, attachments from mail_outbox where to_address = ${email}`,
    );
    expect(mail?.language).toBe('es-CO');
    expect(mail?.subject).toBe('Sus boletas para Concierto de Navidad');
    for (const code of codes)
      expect(mail?.text).toContain(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
    const pdf = mail?.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('boletas.pdf');
    const pdfBytes = Buffer.from(pdf?.contentBase64 ?? '', 'base64');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // One page per ticket.
    expect(pdfBytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    const pngs = mail?.attachments.filter((file) => file.contentType === 'image/png') ?? [];
    expect(pngs).toHaveLength(3);
    expect(
      Buffer.from(pngs[0]?.contentBase64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const english = await buy(event.slug, [{ ticketTypeId: adult.id, quantity: 1 }], {
      email: 'ann@example.org',
      language: 'en-US',
      acceptLanguage: 'es-CO',
    });
    expect(english.statusCode).toBe(201);
    const [englishMail] = await queryRows<{ subject: string; language: string }>(
      ctx.database,
      sql`select subject, language from mail_outbox where to_address = 'ann@example.org'`,
    );
    expect(englishMail).toEqual({
      subject: 'Your tickets for Concierto de Navidad',
      language: 'en-US',
    });

    const detail = await actors.SUPER_ADMIN.request(
      'GET',
      endpointPath({ path: EVENT_PATHS.event }, { id: event.id }),
    );
    expect(detail.json<EventDetail>()).toMatchObject({
      seatsSold: 4,
      seatsLeft: 96,
      hasOrders: true,
    });
  });

  it('answers SOLD_OUT past the capacity or a type limit, and SALES_CLOSED outside the window', async () => {
    const event = await createEvent({
      capacity: 5,
      ticketTypes: [
        { name: 'General', priceCents: 0 },
        { name: 'Front row', priceCents: 0, limit: 2 },
      ],
    });
    const [general, front] = event.ticketTypes as [
      EventDetail['ticketTypes'][0],
      EventDetail['ticketTypes'][0],
    ];
    expect((await buy(event.slug, [{ ticketTypeId: front.id, quantity: 3 }])).statusCode).toBe(409);
    const limitRefusal = await buy(event.slug, [{ ticketTypeId: front.id, quantity: 3 }]);
    expect(errorOf(limitRefusal).code).toBe('SOLD_OUT');
    expect((await buy(event.slug, [{ ticketTypeId: front.id, quantity: 2 }])).statusCode).toBe(201);
    expect((await buy(event.slug, [{ ticketTypeId: front.id, quantity: 1 }])).statusCode).toBe(409);
    expect((await buy(event.slug, [{ ticketTypeId: general.id, quantity: 3 }])).statusCode).toBe(
      201,
    );
    const soldOut = await buy(event.slug, [{ ticketTypeId: general.id, quantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);
    expect(errorOf(soldOut)).toMatchObject({ code: 'SOLD_OUT', message: 'Sold out' });
    const page = (await publicEvent(event.slug)).json<PublicEvent>();
    expect(page).toMatchObject({ seatsLeft: 0, saleState: 'soldOut' });

    const later = await createEvent({ salesStartAt: at(HOUR), salesEndAt: at(2 * HOUR) });
    const early = await buy(later.slug, [{ ticketTypeId: later.ticketTypes[0]!.id, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('SALES_CLOSED');
    const past = await createEvent({ salesStartAt: at(-2 * HOUR), salesEndAt: at(-HOUR) });
    const late = await buy(past.slug, [{ ticketTypeId: past.ticketTypes[0]!.id, quantity: 1 }]);
    expect(errorOf(late).code).toBe('SALES_CLOSED');
    const hidden = await createEvent({ published: false });
    expect(
      (await buy(hidden.slug, [{ ticketTypeId: hidden.ticketTypes[0]!.id, quantity: 1 }]))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad orders with clear 4xx answers', async () => {
    const event = await createEvent();
    const other = await createEvent();
    const typeId = event.ticketTypes[0]!.id;
    const url = endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug });
    const buyer = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.org' };
    const cases: Array<[unknown, number]> = [
      [{ items: [{ ticketTypeId: typeId, quantity: 0 }], buyer }, 400],
      [{ items: [{ ticketTypeId: typeId, quantity: 21 }], buyer }, 400],
      [{ items: [{ ticketTypeId: typeId, quantity: 1e9 }], buyer }, 400],
      [{ items: [{ ticketTypeId: typeId, quantity: '2' }], buyer }, 400],
      [{ items: [], buyer }, 400],
      [{ items: [{ ticketTypeId: typeId, quantity: 1 }] }, 400],
      [{ items: [{ ticketTypeId: typeId, quantity: 1 }], buyer: { ...buyer, email: 'nope' } }, 400],
      [
        {
          items: [
            { ticketTypeId: typeId, quantity: 1 },
            { ticketTypeId: typeId, quantity: 1 },
          ],
          buyer,
        },
        400,
      ],
      [{ items: [{ ticketTypeId: other.ticketTypes[0]!.id, quantity: 1 }], buyer }, 400],
      [{ items: [{ ticketTypeId: 2_147_483_647, quantity: 1 }], buyer }, 400],
      [{ items: [{ ticketTypeId: 2_147_483_648, quantity: 1 }], buyer }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    // At most 20 tickets in one order, over all its types.
    const twoTypes = await createEvent({
      ticketTypes: [
        { name: 'A', priceCents: 0 },
        { name: 'B', priceCents: 0 },
      ],
    });
    const tooMany = await buy(twoTypes.slug, [
      { ticketTypeId: twoTypes.ticketTypes[0]!.id, quantity: 15 },
      { ticketTypeId: twoTypes.ticketTypes[1]!.id, quantity: 6 },
    ]);
    expect(tooMany.statusCode).toBe(400);
  });

  it('throttles order creation per address (429 TOO_MANY_TICKET_ORDERS)', async () => {
    const event = await createEvent();
    const typeId = event.ticketTypes[0]!.id;
    // Every attempt counts, bought or not: 60 an hour from one address.
    for (let i = 0; i < 60; i += 1) {
      const response = await buy('no-such-event', [{ ticketTypeId: typeId, quantity: 1 }], {
        ip: '10.9.9.9',
      });
      expect(response.statusCode).toBe(404);
    }
    const refused = await buy(event.slug, [{ ticketTypeId: typeId, quantity: 1 }], {
      ip: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('TOO_MANY_TICKET_ORDERS');
    expect(errorOf(refused).retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected, and the window ends.
    const other = await buy(event.slug, [{ ticketTypeId: typeId, quantity: 1 }], {
      ip: '10.9.9.10',
    });
    expect(other.statusCode).toBe(201);
    clock.advance(HOUR + 1000);
    const later = await buy(event.slug, [{ ticketTypeId: typeId, quantity: 1 }], {
      ip: '10.9.9.9',
    });
    expect(later.statusCode).toBe(201);
  });
});

describe('editing and deleting', () => {
  it('keeps ticket types with orders, capacity above the seats taken, and events with orders', async () => {
    const event = await createEvent({
      capacity: 10,
      ticketTypes: [
        { name: 'General', priceCents: 0 },
        { name: 'Unused', priceCents: 0 },
      ],
    });
    const [general, unused] = event.ticketTypes as [
      EventDetail['ticketTypes'][0],
      EventDetail['ticketTypes'][0],
    ];
    expect((await buy(event.slug, [{ ticketTypeId: general.id, quantity: 4 }])).statusCode).toBe(
      201,
    );
    const url = endpointPath({ path: EVENT_PATHS.event }, { id: event.id });
    const base = {
      ...eventBody(),
      name: event.name,
      slug: event.slug,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      salesStartAt: event.salesStartAt,
      salesEndAt: event.salesEndAt,
    };

    const dropSold = await actors.SUPER_ADMIN.request('PUT', url, {
      ...base,
      ticketTypes: [{ id: unused.id, name: 'Unused', priceCents: 0 }],
    });
    expect(dropSold.statusCode).toBe(409);
    expect(errorOf(dropSold).code).toBe('TICKET_TYPE_HAS_SALES');
    expect(errorOf(dropSold).message).toContain('cannot be removed');

    const tooSmall = await actors.SUPER_ADMIN.request('PUT', url, {
      ...base,
      capacity: 3,
      ticketTypes: [{ id: general.id, name: 'General', priceCents: 0 }],
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(errorOf(tooSmall)).toMatchObject({ code: 'EVENT_CAPACITY_BELOW_SEATS' });
    expect(errorOf(tooSmall).message).toContain('4');

    const otherEvent = await createEvent();
    const foreignType = await actors.SUPER_ADMIN.request('PUT', url, {
      ...base,
      ticketTypes: [
        { id: otherEvent.ticketTypes[0]!.id, name: 'X', priceCents: 0 },
        { id: general.id, name: 'G', priceCents: 0 },
      ],
    });
    expect(foreignType.statusCode).toBe(400);

    const renamed = await actors.SUPER_ADMIN.request('PUT', url, {
      ...base,
      capacity: 4,
      slug: `${event.slug}-renamed`,
      ticketTypes: [
        { id: general.id, name: 'General admission', priceCents: 0 },
        { name: 'Late', priceCents: 500 },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const updated = renamed.json<EventDetail>();
    expect(updated.slug).toBe(`${event.slug}-renamed`);
    expect(updated.ticketTypes.map((type) => [type.name, type.sold])).toEqual([
      ['General admission', 4],
      ['Late', 0],
    ]);
    expect(updated.ticketTypes.find((type) => type.id === unused.id)).toBeUndefined();

    const remove = await actors.SUPER_ADMIN.request('DELETE', url);
    expect(remove.statusCode).toBe(409);
    expect(errorOf(remove).code).toBe('EVENT_HAS_SALES');
    const empty = await createEvent();
    const emptyUrl = endpointPath({ path: EVENT_PATHS.event }, { id: empty.id });
    expect((await actors.SUPER_ADMIN.request('DELETE', emptyUrl)).statusCode).toBe(204);
    expect((await actors.SUPER_ADMIN.request('GET', emptyUrl)).statusCode).toBe(404);
    expect(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          endpointPath({ path: EVENT_PATHS.event }, { id: 999999 }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await actors.SUPER_ADMIN.request('GET', '/edrocks/api/events/abc')).statusCode).toBe(
      400,
    );
  });
});

describe("the event's image", () => {
  it('is set and removed by event editors and read by anyone through its signed URL', async () => {
    const event = await createEvent();
    const url = endpointPath({ path: EVENT_PATHS.eventImage }, { id: event.id });
    const put = async (actor: Actor) => {
      const body = await multipartBody({
        file: { data: await samples.jpeg(), filename: 'poster.jpg', type: 'image/jpeg' },
      });
      return ctx.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${actor.token}`, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await put(actors.ADMIN)).statusCode).toBe(403);
    const response = await put(actors.GLOBAL_ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const imageUrl = response.json<EventDetail>().imageUrl;
    expect(imageUrl).toMatch(/^\/edrocks\/api\/files\/\d+\?/);
    const page = (await publicEvent(event.slug)).json<PublicEvent>();
    expect(page.imageUrl).toMatch(/^\/edrocks\/api\/files\/\d+\?/);
    // No account needed: the signed URL is enough.
    const image = await ctx.app.inject({ method: 'GET', url: page.imageUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const removed = await actors.SUPER_ADMIN.request('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<EventDetail>().imageUrl).toBeNull();
    const missing = await actors.SUPER_ADMIN.request(
      'DELETE',
      endpointPath({ path: EVENT_PATHS.eventImage }, { id: 999_999 }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('sales list and export', () => {
  it('lists orders with buyer, items and totals; filters by status; exports CSV', async () => {
    const event = await createEvent({ capacity: 20 });
    const typeId = event.ticketTypes[0]!.id;
    await buy(event.slug, [{ ticketTypeId: typeId, quantity: 2 }], { email: 'one@example.org' });
    await buy(event.slug, [{ ticketTypeId: typeId, quantity: 3 }], { email: 'two@example.org' });
    const url = endpointPath({ path: EVENT_PATHS.eventOrders }, { id: event.id });
    const response = await actors.GLOBAL_ADMIN.request('GET', `${url}?sort=createdAt&order=asc`);
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      items: Array<{ buyer: { email: string }; seats: number; status: string; items: unknown[] }>;
      total: number;
      totals: { seatsSold: number; seatsLeft: number; revenueCents: number };
    }>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.buyer.email, item.seats, item.status])).toEqual([
      ['one@example.org', 2, 'confirmed'],
      ['two@example.org', 3, 'confirmed'],
    ]);
    expect(page.items[0]?.items).toHaveLength(1);
    expect(page.totals).toMatchObject({ seatsSold: 5, seatsLeft: 15, revenueCents: 0 });
    const reserved = await actors.GLOBAL_ADMIN.request('GET', `${url}?status=reserved`);
    expect(reserved.json<{ total: number }>().total).toBe(0);
    const search = await actors.GLOBAL_ADMIN.request('GET', `${url}?q=two@`);
    expect(search.json<{ total: number }>().total).toBe(1);
    expect((await actors.GLOBAL_ADMIN.request('GET', `${url}?status=nope`)).statusCode).toBe(400);

    const csv = await actors.GLOBAL_ADMIN.request(
      'GET',
      `${endpointPath({ path: EVENT_PATHS.eventOrdersExport }, { id: event.id })}?format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('one@example.org');
    expect(csv.body).toContain('two@example.org');
    const xlsx = await actors.GLOBAL_ADMIN.request(
      'GET',
      `${endpointPath({ path: EVENT_PATHS.eventOrdersExport }, { id: event.id })}?format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('check-in', () => {
  it('checks a ticket in once, with or without dashes in any case; then says when', async () => {
    const event = await createEvent({ name: 'Check-in night' });
    const order = await buy(event.slug, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }]);
    const [code, second] = await ticketCodes(order.json<{ orderId: number }>().orderId);
    const typed = `${code!.slice(0, 4)}-${code!.slice(4, 8)}-${code!.slice(8)}`.toLowerCase();
    const first = await actors.ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, { code: typed });
    expect(first.statusCode).toBe(200);
    const ticket = first.json<{ ticket: Record<string, string> }>().ticket;
    expect(ticket).toMatchObject({
      code: typed.toUpperCase(),
      eventName: 'Check-in night',
      ticketType: 'General',
      buyerName: 'Lucía Gómez',
      checkedInAt: clock.now().toISOString(),
    });
    const again = await actors.SUPER_ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, {
      code: code!,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TICKET_ALREADY_CHECKED_IN',
      params: { checkedInAt: ticket.checkedInAt },
    });

    // Ten scanners at once: one is let in.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        actors.ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, { code: second! }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);

    const summary = await actors.ADMIN.request(
      'GET',
      endpointPath({ path: EVENT_PATHS.eventCheckInSummary }, { id: event.id }),
    );
    expect(summary.json()).toEqual({ eventId: event.id, checkedIn: 2, total: 2 });
  });

  it('answers TICKET_CODE_INVALID for unknown codes and 400 for malformed bodies', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZZZ', 'hello', '0000-0000-0000']) {
      const response = await actors.ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, { code });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).code).toBe('TICKET_CODE_INVALID');
    }
    for (const payload of [{}, { code: 12 }, { code: 'x'.repeat(41) }, { code: '' }]) {
      const response = await actors.ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(normalizeTicketCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });

  it('refuses a ticket whose order is no longer confirmed (TICKET_NOT_VALID)', async () => {
    const event = await createEvent();
    const order = await buy(event.slug, [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }]);
    const orderId = order.json<{ orderId: number }>().orderId;
    const [code] = await ticketCodes(orderId);
    await ctx.database.db.execute(
      sql`update event_orders set status = 'refunded' where id = ${orderId}`,
    );
    const response = await actors.ADMIN.request('POST', EVENT_PATHS.ticketCheckIn, { code: code! });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('TICKET_NOT_VALID');
  });
});
