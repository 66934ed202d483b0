// A sponsor's public donation page names nobody by surname, place or contact (decisions/031), is
// addressed by public ids that cannot be guessed from database ids, answers like an unknown page
// once its people are inactive, its sponsorship ended or its year closed, and counts lookups of
// unknown ids per address in the one throttle, also under parallel guesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DONATION_ENDPOINTS,
  DONATION_PATHS,
  donationPageSchema,
  endpointPath,
  myDonationPagesSchema,
  type MyDonationPage,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { createPageCast, donor, give, nextAddress, type PageCast } from './page-cast.test-fixture';
import { PAGE_LOOKUP_GUESSES } from './page-lookup-throttle';

const clock = new ManualClock(new Date('2026-09-01T15:00:00Z'));
let ctx: TestContext;
let cast: PageCast;

async function publicPage(sponsorId: number, studentId: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: cast.pagePath(sponsorId, studentId),
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return donationPageSchema.parse(response.json());
}

async function myPage(): Promise<MyDonationPage> {
  const response = await cast.actors.SPONSOR.request('GET', DONATION_PATHS.myPages);
  expect(response.statusCode, response.body).toBe(200);
  const page = myDonationPagesSchema
    .parse(response.json())
    .pages.find((candidate) => candidate.studentId === cast.people.luis);
  expect(page).toBeDefined();
  return page!;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  cast = await createPageCast(ctx);
});
afterAll(() => ctx.close());
describe('what the page answers', () => {
  it('names nobody by surname, place or contact, even when the records hold more', async () => {
    // Names as a coordinator might have typed them, with more than a first name.
    await ctx.database.db.execute(
      sql`update sponsors set first_name = 'Emily Johnson' where id = ${cast.people.emily}`,
    );
    await ctx.database.db.execute(
      sql`update students set first_name = 'Luis 3105551234' where id = ${cast.people.luis}`,
    );
    try {
      const page = await publicPage(cast.people.emily, cast.people.luis);
      expect(page.sponsorFirstName).toBe('Emily');
      expect(page.studentFirstName).toBe('Luis');
      expect(Object.keys(page).sort()).toEqual([
        'currency',
        'giftCount',
        'goalCents',
        'messages',
        'raisedCents',
        'sponsorFirstName',
        'studentFirstName',
        'studentPhotoUrl',
        'testGiftCount',
        'testRaisedCents',
        'text',
        'year',
      ]);
      const json = JSON.stringify(page);
      for (const word of ['Gómez', 'Pardo', 'Johnson', 'Hato', 'Esperanza', '@', '3105551234'])
        expect(json, word).not.toContain(word);
      expect(json).not.toContain(`"${cast.people.luis}"`);
    } finally {
      await ctx.database.db.execute(
        sql`update sponsors set first_name = 'Emily' where id = ${cast.people.emily}`,
      );
      await ctx.database.db.execute(
        sql`update students set first_name = 'Luis' where id = ${cast.people.luis}`,
      );
    }
  });
});

describe("a page's address", () => {
  it('is made of public ids: random, unique, and not the database ids', async () => {
    const rows = await queryRows<{ id: number; public_id: string }>(
      ctx.database,
      sql`select id, public_id from sponsors union all select id, public_id from students`,
    );
    expect(new Set(rows.map((row) => row.public_id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.public_id).not.toBe(String(row.id));
    }
    expect((await myPage()).path).toBe(
      `/donations/mypage/${cast.publicIdOf.sponsor(cast.people.emily)}/${cast.publicIdOf.student(cast.people.luis)}`,
    );
  });

  it('answers 404 to database ids, in the page and in a gift', async () => {
    const byIds = {
      sponsorPublicId: String(cast.people.emily),
      studentPublicId: String(cast.people.luis),
    };
    const page = await ctx.app.inject({
      method: 'GET',
      url: endpointPath(DONATION_ENDPOINTS.page, byIds),
      remoteAddress: nextAddress(),
    });
    expect(page.statusCode).toBe(404);
    const gift = await give(ctx, donor(byIds));
    expect(gift.statusCode).toBe(404);
    // One id right and the other another page's: not a page either.
    const mixed = await ctx.app.inject({
      method: 'GET',
      url: endpointPath(DONATION_ENDPOINTS.page, {
        sponsorPublicId: cast.publicIdOf.sponsor(cast.people.emily),
        studentPublicId: cast.publicIdOf.student(cast.people.camilo),
      }),
      remoteAddress: nextAddress(),
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('answers like an unknown page once the sponsor, the account or the student is inactive', async () => {
    const path = cast.pagePath(cast.people.fiona, cast.people.camilo);
    const status = async () =>
      (await ctx.app.inject({ method: 'GET', url: path, remoteAddress: nextAddress() })).statusCode;
    expect(await status()).toBe(200);
    for (const [off, on] of [
      [
        sql`update sponsors set active = false where id = ${cast.people.fiona}`,
        sql`update sponsors set active = true where id = ${cast.people.fiona}`,
      ],
      [
        sql`update users set active = false where id = ${cast.actors.SPONSOR_FAR.id}`,
        sql`update users set active = true where id = ${cast.actors.SPONSOR_FAR.id}`,
      ],
      [
        sql`update students set status = 'inactive' where id = ${cast.people.camilo}`,
        sql`update students set status = 'active' where id = ${cast.people.camilo}`,
      ],
    ] as const) {
      await ctx.database.db.execute(off);
      expect(await status()).toBe(404);
      await ctx.database.db.execute(on);
      expect(await status()).toBe(200);
    }
  });
});

describe('lookups of unknown ids', () => {
  it('stop at the limit per address, however many arrive at once, with Retry-After', async () => {
    const address = '10.99.0.1';
    const attempts = PAGE_LOOKUP_GUESSES + 10;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        ctx.app.inject({
          method: 'GET',
          url: endpointPath(DONATION_ENDPOINTS.page, {
            sponsorPublicId: `guessSponsor${index}`,
            studentPublicId: `guessStudent${index}`,
          }),
          headers: { 'accept-language': 'es-CO' },
          remoteAddress: address,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(PAGE_LOOKUP_GUESSES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toMatchObject({
      code: 'TOO_MANY_DONATION_PAGE_LOOKUPS',
      message: expect.stringContaining('Espere'),
    });
    // A gift naming a page from that address is refused the same way; another address is not.
    const gift = await give(ctx, donor(cast.credit(cast.people.emily, cast.people.luis)), address);
    expect(gift.statusCode).toBe(429);
    expect(errorOf(gift).code).toBe('TOO_MANY_DONATION_PAGE_LOOKUPS');
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: cast.pagePath(cast.people.emily, cast.people.luis),
      remoteAddress: '10.99.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('give a real page back: a school behind one address opens pages all day', async () => {
    const address = '10.99.1.1';
    for (let visit = 0; visit < PAGE_LOOKUP_GUESSES * 2; visit += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: cast.pagePath(cast.people.emily, cast.people.luis),
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    // Unknown ids from there still count from zero.
    for (let guess = 0; guess < PAGE_LOOKUP_GUESSES; guess += 1) {
      const response = await give(
        ctx,
        donor({ sponsorPublicId: `guess${guess}`, studentPublicId: 'guess' }),
        address,
      );
      expect(response.statusCode).toBe(404);
    }
    const refused = await ctx.app.inject({
      method: 'GET',
      url: cast.pagePath(cast.people.emily, cast.people.luis),
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe('a closed year and an ended sponsorship', () => {
  it('answer like an unknown page, and take no gift', async () => {
    const student = await cast.newStudent('Pedro', 'Páez', cast.places.hato);
    const pairing = await cast.pair(cast.people.emily, student);
    expect((await publicPage(cast.people.emily, student)).studentFirstName).toBe('Pedro');
    const ended = await cast.actors.SUPER_ADMIN.request(
      'DELETE',
      endpointPath({ path: SPONSORSHIP_PATHS.sponsorship }, { id: pairing }),
    );
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    const page = await ctx.app.inject({
      method: 'GET',
      url: cast.pagePath(cast.people.emily, student),
      remoteAddress: nextAddress(),
    });
    expect(page.statusCode).toBe(404);
    expect((await give(ctx, donor(cast.credit(cast.people.emily, student)))).statusCode).toBe(404);

    // A new year becomes available: last year's pages close.
    const next = await cast.actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
    expect(next.statusCode, next.body).toBe(201);
    const activate = endpointPath(
      { path: PERIOD_PATHS.periodActivate },
      { id: next.json<{ id: number }>().id },
    );
    // Recommit was not run: the year's sponsorships end, once the confirmation names how many.
    const refused = await cast.actors.SUPER_ADMIN.request('POST', activate);
    expect(refused.statusCode, refused.body).toBe(409);
    const { count } = refused.json<{ params: { count: number } }>().params;
    const activated = await cast.actors.SUPER_ADMIN.request('POST', activate, {
      endingSponsorships: count,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: cast.pagePath(cast.people.emily, cast.people.luis),
      remoteAddress: nextAddress(),
    });
    expect(closed.statusCode).toBe(404);
  });
});
