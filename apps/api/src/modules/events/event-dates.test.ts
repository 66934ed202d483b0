// An event's moments: ticket sales end at or before the event ends (on create and on update, a
// translated 400 under salesEndAt; the database holds the rule too), and the tickets' e-mail
// writes the event's times in the event's own zone, labelled, as the web page does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_PATHS, endpointPath, formatZonedRange, type EventDetail } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createActor, type Actor } from '../../../test/helpers/fixtures';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-01T12:00:00Z'));
let ctx: TestContext;
let admin: Actor;
let nameCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  admin = await createActor(ctx, 'SUPER_ADMIN');
});
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

function eventBody(overrides: Record<string, unknown> = {}) {
  nameCounter += 1;
  return {
    name: `Dates ${nameCounter}`,
    description: '',
    location: 'Teatro Colón, Bogotá',
    capacity: 50,
    startsAt: at(30 * 24 * HOUR),
    endsAt: at(30 * 24 * HOUR + 3 * HOUR),
    salesStartAt: at(-HOUR),
    salesEndAt: at(29 * 24 * HOUR),
    published: true,
    timeZone: 'America/Bogota',
    ticketTypes: [{ name: 'General', priceCents: 0 }],
    ...overrides,
  };
}

describe('ticket sales end at or before the event ends', () => {
  const eventEnd = at(30 * 24 * HOUR + 3 * HOUR);
  const afterTheEnd = at(30 * 24 * HOUR + 4 * HOUR);

  it('refuses a new event whose sales end after it, in the language asked', async () => {
    const refused = await admin.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({ salesEndAt: afterTheEnd }),
      { 'accept-language': 'es-CO' },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).issues).toContainEqual({
      path: 'salesEndAt',
      message: 'La venta de boletas debe terminar cuando termina el evento o antes',
    });
    const atTheEnd = await admin.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({ salesEndAt: eventEnd }),
    );
    expect(atTheEnd.statusCode, atTheEnd.body).toBe(201);
  });

  it('refuses a change that moves the sales past the end, or the end before the sales', async () => {
    const created = await admin.request('POST', EVENT_PATHS.events, eventBody());
    const event = created.json<EventDetail>();
    const url = endpointPath({ path: EVENT_PATHS.event }, { id: event.id });
    const body = eventBody({ name: event.name, slug: event.slug });

    const salesLater = await admin.request('PUT', url, { ...body, salesEndAt: afterTheEnd });
    expect(salesLater.statusCode).toBe(400);
    expect(errorOf(salesLater).issues).toContainEqual({
      path: 'salesEndAt',
      message: 'Ticket sales must end when the event ends or before',
    });
    const endEarlier = await admin.request('PUT', url, {
      ...body,
      endsAt: at(28 * 24 * HOUR),
      startsAt: at(27 * 24 * HOUR),
    });
    expect(endEarlier.statusCode).toBe(400);
    expect(errorOf(endEarlier).issues?.map((issue) => issue.path)).toContain('salesEndAt');
    const unchanged = await admin.request('GET', url);
    expect(unchanged.json<EventDetail>().salesEndAt).toBe(event.salesEndAt);
  });

  it('is a rule the database holds: a row whose sales end after the event is refused', async () => {
    const created = await admin.request('POST', EVENT_PATHS.events, eventBody());
    const event = created.json<EventDetail>();
    await expect(
      queryRows(
        ctx.database,
        sql`update events set sales_end_at = ends_at + interval '1 minute' where id = ${event.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe("the event's times in the tickets' e-mail", () => {
  it("are in the event's zone, labelled, whatever zone the buyer is in", async () => {
    const created = await admin.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({
        startsAt: '2026-12-12T00:00:00.000Z',
        endsAt: '2026-12-12T03:00:00.000Z',
        salesEndAt: '2026-12-11T23:00:00.000Z',
        timeZone: 'America/Bogota',
      }),
    );
    const event = created.json<EventDetail>();
    const bought = await ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug }),
      remoteAddress: '10.40.0.1',
      payload: {
        items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
        buyer: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.zone@example.org' },
        language: 'es-CO',
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const [mail] = await queryRows<{ text: string }>(
      ctx.database,
      sql`select text from mail_outbox where to_address = 'ana.zone@example.org'`,
    );
    // 7:00 p. m. on 11 December in Bogotá (00:00 UTC on the 12th), named, as on the page.
    const when = formatZonedRange(event.startsAt, event.endsAt, 'America/Bogota', 'es-CO');
    expect(when.replace(/[\u2009\u202f]/g, ' ')).toBe(
      'viernes, 11 de diciembre de 2026, 7:00 a 10:00 p. m. (hora estándar de Colombia)',
    );
    expect(mail?.text).toContain(`Cuándo: ${when}`);
    expect(mail?.text).not.toContain('America/Bogota');
  });
});

describe('texts coordinators write in both languages', () => {
  async function publicTexts(slug: string, language: string) {
    const page = await ctx.app.inject({
      method: 'GET',
      url: endpointPath({ path: EVENT_PATHS.publicEvent }, { slug }),
      headers: { 'accept-language': language },
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: EVENT_PATHS.publicEvents,
      headers: { 'accept-language': language },
    });
    const listed = list
      .json<{ items: Array<{ slug: string; name: string }> }>()
      .items.find((item) => item.slug === slug);
    const { name, description } = page.json<{ name: string; description: string }>();
    return { name, description, listedName: listed?.name };
  }

  it("are kept per language and shown in the reader's, or the other when theirs is empty", async () => {
    const created = await admin.request(
      'POST',
      EVENT_PATHS.events,
      eventBody({
        name: 'Year-end gala',
        nameEs: 'Gala de fin de año',
        description: 'An evening with the students.',
        descriptionEs: 'Una noche con los estudiantes.',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<EventDetail>();
    expect(event).toMatchObject({
      nameEs: 'Gala de fin de año',
      descriptionEs: 'Una noche con los estudiantes.',
    });
    expect(await publicTexts(event.slug, 'es-CO')).toEqual({
      name: 'Gala de fin de año',
      description: 'Una noche con los estudiantes.',
      listedName: 'Gala de fin de año',
    });
    expect(await publicTexts(event.slug, 'en-US')).toEqual({
      name: 'Year-end gala',
      description: 'An evening with the students.',
      listedName: 'Year-end gala',
    });

    // A Spanish description left empty: Spanish readers get the English one.
    const url = endpointPath({ path: EVENT_PATHS.event }, { id: event.id });
    const changed = await admin.request('PUT', url, {
      ...eventBody({ name: 'Year-end gala', slug: event.slug, nameEs: 'Gala de fin de año' }),
      description: 'An evening with the students.',
      descriptionEs: '',
      ticketTypes: [{ id: event.ticketTypes[0]!.id, name: 'General', priceCents: 0 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicTexts(event.slug, 'es-CO')).description).toBe(
      'An evening with the students.',
    );

    // The tickets' e-mail names the event in the buyer's language.
    const bought = await ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug }),
      remoteAddress: '10.41.0.1',
      payload: {
        items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }],
        buyer: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.texts@example.org' },
        language: 'es-CO',
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const [mail] = await queryRows<{ subject: string }>(
      ctx.database,
      sql`select subject from mail_outbox where to_address = 'ana.texts@example.org'`,
    );
    expect(mail?.subject).toBe('Sus boletas para Gala de fin de año');
  });
});
