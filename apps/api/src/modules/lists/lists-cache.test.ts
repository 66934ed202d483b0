// The lookup lists from memory: an ETag and 304s, and a change made through any API process
// (or straight in the database, as an import does) reaching every process through the change
// feed, well before the minute's version check.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_ENDPOINTS, PLACE_ENDPOINTS, listsResponseSchema } from '@portal/shared';
import { villages } from '../../db/schema/index';
import { buildSearchText } from '../../lib/search-text';
import { BEFORE_THE_VERSION_CHECK_MS, eventually } from '../../../test/helpers/eventually';
import { createActors, referenceIds } from '../../../test/helpers/fixtures';
import {
  buildTestApp,
  createTestContext,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let second: TestApp;
let token = '';
let colombia = 0;
/** What the second instance logs at warn level and above. */
const secondLog: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildTestApp(ctx.testDatabase.openAnother(), {
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void secondLog.push(line) },
  });
  token = (await createActors(ctx, { director: 'SUPER_ADMIN' })).director.token;
  colombia = (await referenceIds(ctx.database.db)).colombia;
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

async function listsOf(app: TestApp['app']) {
  const response = await app.inject({ method: 'GET', url: LIST_ENDPOINTS.get.path });
  expect(response.statusCode).toBe(200);
  return listsResponseSchema.parse(response.json());
}

describe('GET /edrocks/public/lists/ from memory', () => {
  it('sends an ETag, and a revalidation with it costs a 304 without a body', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: LIST_ENDPOINTS.get.path });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await ctx.app.inject({
      method: 'GET',
      url: LIST_ENDPOINTS.get.path,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await ctx.app.inject({
      method: 'GET',
      url: LIST_ENDPOINTS.get.path,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('shows a school created through one instance in the other, through the change feed', async () => {
    await listsOf(second.app); // The second instance has the lists in memory already.
    const created = await ctx.app.inject({
      method: 'POST',
      url: PLACE_ENDPOINTS.school.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Colegio Recién Creado', countryId: colombia },
    });
    expect(created.statusCode).toBe(201);
    await eventually(
      async () =>
        (await listsOf(second.app)).schools.some(
          (school) => school.name === 'Colegio Recién Creado',
        ),
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });

  it('drops a disabled school from both instances, and changes the ETag', async () => {
    const before = await second.app.inject({ method: 'GET', url: LIST_ENDPOINTS.get.path });
    const school = (await listsOf(ctx.app)).schools.find(
      (candidate) => candidate.name === 'Colegio Recién Creado',
    );
    expect(school).toBeDefined();
    const disabled = await ctx.app.inject({
      method: 'PATCH',
      url: PLACE_ENDPOINTS.school.update.path.replace(':id', String(school?.id)),
      headers: { authorization: `Bearer ${token}` },
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    for (const app of [ctx.app, second.app]) {
      await eventually(
        async () => (await listsOf(app)).schools.every((candidate) => candidate.id !== school?.id),
        BEFORE_THE_VERSION_CHECK_MS,
      );
    }
    const after = await second.app.inject({
      method: 'GET',
      url: LIST_ENDPOINTS.get.path,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Each answer went out once (the handler sends it itself).
    expect(secondLog.join('\n')).not.toContain('already sent');
  });

  it('sees a change made straight in the database (an import, a script)', async () => {
    await listsOf(second.app);
    await ctx.database.db.insert(villages).values({
      name: 'Vereda Por Script',
      searchText: buildSearchText('Vereda Por Script'),
      countryId: colombia,
    });
    await eventually(
      async () =>
        (await listsOf(second.app)).villages.some(
          (village) => village.name === 'Vereda Por Script',
        ),
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });

  it('keeps listening when its connection to PostgreSQL is cut, and misses nothing meanwhile', async () => {
    await listsOf(second.app);
    if (ctx.testDatabase.kind === 'postgres') {
      // Every LISTEN connection of this database goes (both instances'), as a failover would.
      const cut = await queryRows<{ isCut: boolean }>(
        ctx.database,
        sql`select pg_terminate_backend(pid) as "isCut" from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      );
      expect(cut.length).toBeGreaterThanOrEqual(2);
    }
    await ctx.database.db.insert(villages).values({
      name: 'Vereda Tras El Corte',
      searchText: buildSearchText('Vereda Tras El Corte'),
      countryId: colombia,
    });
    // The first reconnection is half a second away; a change made meanwhile is not lost.
    await eventually(
      async () =>
        (await listsOf(second.app)).villages.some(
          (village) => village.name === 'Vereda Tras El Corte',
        ),
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });
});
