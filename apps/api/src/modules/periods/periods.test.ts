// /edrocks/api/periods: who may read and write years, validation, unique names, no overlapping
// years, the list, and the irreversible activation with its race (one available year, held by
// the database, also between two API instances on one database).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  periodPageSchema,
  periodSchema,
  type Period,
  type Role,
  PERIOD_PATHS,
} from '@portal/shared';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import { EVERY_ROLE, createActors, tokensOf } from '../../../test/helpers/fixtures';

let ctx: TestContext;
let second: TestApp;
let tokens = {} as Record<Role, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildTestApp(ctx.testDatabase.openAnother());
  tokens = tokensOf(await createActors(ctx, EVERY_ROLE));
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const one = (id: number | string) => PERIOD_PATHS.period.replace(':id', String(id));
const activatePath = (id: number | string) =>
  PERIOD_PATHS.periodActivate.replace(':id', String(id));

function request(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  role: Role | null,
  payload?: unknown,
  headers: Record<string, string> = {},
  app: TestApp['app'] = ctx.app,
) {
  return app.inject({
    method,
    url,
    headers: { ...(role ? bearer(tokens[role]) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Years are global: each test starts from none. */
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from periods`);
});

async function createPeriod(name: string, startDate: string, endDate: string): Promise<Period> {
  const response = await request('POST', PERIOD_PATHS.periods, 'SUPER_ADMIN', {
    name,
    startDate,
    endDate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return periodSchema.parse(response.json());
}

/** One programme year: from 1 August of `startYear` to 31 July of the next. */
function schoolYear(startYear: number) {
  return createPeriod(
    `${startYear}-${startYear + 1}`,
    `${startYear}-08-01`,
    `${startYear + 1}-07-31`,
  );
}

async function statuses(): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; status: string }>(
    ctx.database,
    sql`select name, status from periods order by start_date`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.status]));
}

describe('create and edit', () => {
  it('lets a super admin create a draft year', async () => {
    const response = await request('POST', PERIOD_PATHS.periods, 'SUPER_ADMIN', {
      name: ' 2026-2027 ',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      status: 'available',
      recommited: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(periodSchema.parse(response.json())).toMatchObject({
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      status: 'draft',
      recommited: false,
      upgraded: false,
      activatedAt: null,
      closedAt: null,
    });
  });

  it.each(['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const)(
    'refuses a %s with 403 and stores nothing',
    async (role) => {
      const response = await request('POST', PERIOD_PATHS.periods, role, {
        name: '2026-2027',
        startDate: '2026-08-01',
        endDate: '2027-07-31',
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
      expect(await statuses()).toEqual({});
    },
  );

  it('answers 401 without a token', async () => {
    const response = await request('POST', PERIOD_PATHS.periods, null, { name: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses missing, mistyped, impossible and oversized fields with translated messages', async () => {
    const missing = await request(
      'POST',
      PERIOD_PATHS.periods,
      'SUPER_ADMIN',
      {},
      {
        'accept-language': 'es-CO',
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Obligatorio' },
        { path: 'startDate', message: 'Obligatorio' },
        { path: 'endDate', message: 'Obligatorio' },
      ]),
    );
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 42 }, 'name', 'Required'],
      [{ name: 'x'.repeat(51) }, 'name', 'Max 50 characters'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Enter a valid date'],
      [{ startDate: 20260801 }, 'startDate', 'Enter a valid date'],
      [{ startDate: '0000-01-01' }, 'startDate', 'Enter a valid date'],
      [{ endDate: '2026-07-31' }, 'endDate', 'The end date must be after the start date'],
      [{ endDate: '2026-08-01' }, 'endDate', 'The end date must be after the start date'],
      [{ endDate: '2030-07-31' }, 'endDate', 'A year can last at most 800 days'],
    ];
    for (const [change, path, message] of cases) {
      const response = await request('POST', PERIOD_PATHS.periods, 'SUPER_ADMIN', {
        name: '2026-2027',
        startDate: '2026-08-01',
        endDate: '2027-07-31',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    expect(await statuses()).toEqual({});
  });

  it('refuses a taken name and overlapping dates with 409', async () => {
    await schoolYear(2026);
    const sameName = await request('POST', PERIOD_PATHS.periods, 'SUPER_ADMIN', {
      name: '2026-2027',
      startDate: '2030-08-01',
      endDate: '2031-07-31',
    });
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName)).toMatchObject({
      code: 'PERIOD_NAME_TAKEN',
      message: 'Another year already has this name.',
    });
    // The last day of one year and the first day of the next may not be the same day.
    const overlapping = await request('POST', PERIOD_PATHS.periods, 'SUPER_ADMIN', {
      name: '2027',
      startDate: '2027-07-31',
      endDate: '2028-06-30',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(errorOf(overlapping).code).toBe('PERIOD_OVERLAP');
    await schoolYear(2027);
    expect(await statuses()).toEqual({ '2026-2027': 'draft', '2027-2028': 'draft' });
  });

  it('edits a draft, checks the stored dates with the changed one, and keeps closed years', async () => {
    const year = await schoolYear(2026);
    const renamed = await request('PATCH', one(year.id), 'SUPER_ADMIN', { name: 'Año 2026' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(periodSchema.parse(renamed.json())).toMatchObject({
      name: 'Año 2026',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    const endBeforeStart = await request('PATCH', one(year.id), 'SUPER_ADMIN', {
      endDate: '2026-07-01',
    });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(errorOf(endBeforeStart).issues).toEqual([
      { path: 'endDate', message: 'The end date must be after the start date' },
    ]);
    const tooLong = await request('PATCH', one(year.id), 'SUPER_ADMIN', {
      startDate: '2025-01-01',
    });
    expect(errorOf(tooLong).issues).toEqual([
      { path: 'endDate', message: 'A year can last at most 800 days' },
    ]);
    const forbidden = await request('PATCH', one(year.id), 'GLOBAL_ADMIN', { name: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect(await request('PATCH', one(999_999), 'SUPER_ADMIN', { name: 'x' })).toHaveProperty(
      'statusCode',
      404,
    );
    expect(await request('PATCH', one('abc'), 'SUPER_ADMIN', { name: 'x' })).toHaveProperty(
      'statusCode',
      400,
    );

    await ctx.database.db.execute(sql`update periods set status = 'closed' where id = ${year.id}`);
    const closed = await request('PATCH', one(year.id), 'SUPER_ADMIN', { name: 'Otro' });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('PERIOD_CLOSED');
    expect(await statuses()).toEqual({ 'Año 2026': 'closed' });
  });
});

describe('reading', () => {
  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)(
    'lets a %s read the years, newest first, and one year',
    async (role) => {
      const older = await schoolYear(2024);
      await schoolYear(2026);
      await schoolYear(2025);
      const response = await request('GET', PERIOD_PATHS.periods, role);
      expect(response.statusCode, response.body).toBe(200);
      const page = periodPageSchema.parse(response.json());
      expect(page.items.map((year) => year.name)).toEqual(['2026-2027', '2025-2026', '2024-2025']);
      expect(page).toMatchObject({ total: 3, totalKind: 'exact' });

      const ascending = periodPageSchema.parse(
        (await request('GET', `${PERIOD_PATHS.periods}?order=asc&pageSize=2`, role)).json(),
      );
      expect(ascending.items.map((year) => year.name)).toEqual(['2024-2025', '2025-2026']);
      const rest = periodPageSchema.parse(
        (
          await request(
            'GET',
            `${PERIOD_PATHS.periods}?order=asc&pageSize=2&page=2&cursor=${ascending.next}`,
            role,
          )
        ).json(),
      );
      expect(rest.items.map((year) => year.name)).toEqual(['2026-2027']);

      const searched = periodPageSchema.parse(
        (await request('GET', `${PERIOD_PATHS.periods}?q=2025-2026`, role)).json(),
      );
      expect(searched.items.map((year) => year.name)).toEqual(['2025-2026']);

      const details = await request('GET', one(older.id), role);
      expect(periodSchema.parse(details.json())).toEqual(older);
    },
  );

  it.each(['SPONSOR', 'STUDENT'] as const)('refuses a %s with 403', async (role) => {
    expect((await request('GET', PERIOD_PATHS.periods, role)).statusCode).toBe(403);
  });

  it('answers bad queries and unknown ids with 4xx', async () => {
    for (const query of [
      'status=open',
      'sort=secret',
      'pageSize=100000',
      'cursor=%7B%7D',
      'q=' + 'x'.repeat(101),
    ]) {
      const response = await request('GET', `${PERIOD_PATHS.periods}?${query}`, 'SUPER_ADMIN');
      expect(response.statusCode, query).toBe(400);
    }
    expect((await request('GET', one(2_147_483_648), 'SUPER_ADMIN')).statusCode).toBe(400);
    expect((await request('GET', one(123_456), 'SUPER_ADMIN')).statusCode).toBe(404);
    const forged = Buffer.from(
      JSON.stringify({ s: 'startDate', o: 'desc', d: 'after', k: ['2026-02-30', 1] }),
    ).toString('base64url');
    expect(
      (await request('GET', `${PERIOD_PATHS.periods}?cursor=${forged}`, 'SUPER_ADMIN')).statusCode,
    ).toBe(400);
  });

  it('filters by status', async () => {
    const year = await schoolYear(2026);
    await schoolYear(2027);
    await request('POST', activatePath(year.id), 'SUPER_ADMIN');
    const page = periodPageSchema.parse(
      (await request('GET', `${PERIOD_PATHS.periods}?status=available`, 'ADMIN')).json(),
    );
    expect(page.items.map((item) => item.name)).toEqual(['2026-2027']);
  });
});

describe('activation', () => {
  it('makes the draft available and closes the available year, irreversibly', async () => {
    const previous = await schoolYear(2025);
    const next = await schoolYear(2026);
    const first = await request('POST', activatePath(previous.id), 'SUPER_ADMIN');
    expect(first.statusCode, first.body).toBe(200);
    expect(periodSchema.parse(first.json())).toMatchObject({ status: 'available' });

    const second = await request('POST', activatePath(next.id), 'SUPER_ADMIN', {
      closingPeriodId: previous.id,
    });
    expect(second.statusCode, second.body).toBe(200);
    const opened = periodSchema.parse(second.json());
    expect(opened.status).toBe('available');
    expect(opened.activatedAt).not.toBeNull();
    const closed = periodSchema.parse((await request('GET', one(previous.id), 'ADMIN')).json());
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed.closedAt).not.toBeNull();

    // Neither can be activated again: a closed year stays closed, the available one stays.
    for (const id of [previous.id, next.id]) {
      const again = await request(
        'POST',
        activatePath(id),
        'SUPER_ADMIN',
        {},
        {
          'accept-language': 'es-CO',
        },
      );
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toMatchObject({
        code: 'PERIOD_NOT_DRAFT',
        message: 'Solo se puede activar un año en borrador.',
      });
    }
    expect(await statuses()).toEqual({ '2025-2026': 'closed', '2026-2027': 'available' });
  });

  it('refuses a year that starts before the available one', async () => {
    const older = await schoolYear(2024);
    const current = await schoolYear(2025);
    await request('POST', activatePath(current.id), 'SUPER_ADMIN');
    const response = await request('POST', activatePath(older.id), 'SUPER_ADMIN');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('PERIOD_BEFORE_AVAILABLE');
    expect(await statuses()).toEqual({ '2024-2025': 'draft', '2025-2026': 'available' });
  });

  it('answers "already available year" when the year the confirmation named is no longer the available one', async () => {
    const current = await schoolYear(2025);
    const next = await schoolYear(2026);
    // The confirmation said no year was available, but one is.
    await request('POST', activatePath(current.id), 'SUPER_ADMIN');
    const response = await request('POST', activatePath(next.id), 'SUPER_ADMIN', {
      closingPeriodId: null,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'ALREADY_AVAILABLE_YEAR',
      message: 'already available year',
    });
    expect(await statuses()).toEqual({ '2025-2026': 'available', '2026-2027': 'draft' });
  });

  it.each(['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const year = await schoolYear(2026);
      const response = await request('POST', activatePath(year.id), role);
      expect(response.statusCode).toBe(403);
      expect(await statuses()).toEqual({ '2026-2027': 'draft' });
    },
  );

  it('answers unknown ids and bad bodies with 4xx', async () => {
    const year = await schoolYear(2026);
    expect((await request('POST', activatePath(987_654), 'SUPER_ADMIN')).statusCode).toBe(404);
    expect((await request('POST', activatePath('abc'), 'SUPER_ADMIN')).statusCode).toBe(400);
    for (const closingPeriodId of ['1', -1, 1.5, 2 ** 40]) {
      const response = await request('POST', activatePath(year.id), 'SUPER_ADMIN', {
        closingPeriodId,
      });
      expect(response.statusCode, String(closingPeriodId)).toBe(400);
    }
    expect(await statuses()).toEqual({ '2026-2027': 'draft' });
  });

  it('leaves one available year when activations race, across two API instances', async () => {
    const current = await schoolYear(2024);
    await request('POST', activatePath(current.id), 'SUPER_ADMIN');
    const drafts = await Promise.all([2025, 2026, 2027, 2028, 2029, 2030].map(schoolYear));
    // Every confirmation said the current year would close: one activation wins.
    const responses = await Promise.all(
      drafts.map((draft, index) =>
        request(
          'POST',
          activatePath(draft.id),
          'SUPER_ADMIN',
          { closingPeriodId: current.id },
          {},
          index % 2 === 0 ? ctx.app : second.app,
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response).code).toBe('ALREADY_AVAILABLE_YEAR');
    }
    const available = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from periods where status = 'available'`,
    );
    expect(available).toEqual([{ count: 1 }]);
    expect((await statuses())['2024-2025']).toBe('closed');
  });

  it('leaves one available year when activations without a confirmation race', async () => {
    const drafts = await Promise.all([2025, 2026, 2027, 2028].map(schoolYear));
    const responses = await Promise.all(
      drafts.map((draft, index) =>
        request(
          'POST',
          activatePath(draft.id),
          'SUPER_ADMIN',
          undefined,
          {},
          index % 2 ? second.app : ctx.app,
        ),
      ),
    );
    // Taken in turn (PGlite), a later year closes an earlier one and an earlier one is refused
    // after a later; at once (PostgreSQL), the unique index refuses all but one. Either way no
    // 500 and exactly one available year.
    for (const response of responses) {
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(['ALREADY_AVAILABLE_YEAR', 'PERIOD_BEFORE_AVAILABLE']).toContain(
          errorOf(response).code,
        );
      }
    }
    const available = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from periods where status = 'available'`,
    );
    expect(available).toEqual([{ count: 1 }]);
  });

  it('is held by the database itself: a second available row is refused', async () => {
    const one = await schoolYear(2025);
    const other = await schoolYear(2026);
    await ctx.database.db.execute(
      sql`update periods set status = 'available' where id = ${one.id}`,
    );
    await expect(
      ctx.database.db.execute(sql`update periods set status = 'available' where id = ${other.id}`),
    ).rejects.toThrow();
    expect(await statuses()).toEqual({ '2025-2026': 'available', '2026-2027': 'draft' });
  });
});
