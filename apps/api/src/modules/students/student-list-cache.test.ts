// The students list's pages kept in memory (lib/page-cache.ts, decision 026), on two API
// processes sharing one database: a page asked for again comes from memory, but never for a
// caller who reaches other students, never without a valid session, never older than a change
// made through this process, and in the other process not older than the change feed's news of
// it (well before the minute's version check), or at once when the request says
// `Cache-Control: no-cache` (as the web app does after its own changes). Every table the list's
// queries read notifies the list's topic, which a test checks from the plans of the queries
// themselves.
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API,
  STUDENT_ENDPOINTS,
  endpointPath,
  type StudentPage,
  STUDENT_PATHS,
} from '@portal/shared';
import { createActors, createPlace, assignAdmin, type Actor } from '../../../test/helpers/fixtures';
import { BEFORE_THE_VERSION_CHECK_MS, eventually } from '../../../test/helpers/eventually';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertStudent } from './students.repo';

const METRICS_TOKEN = 'metrics-token-0123456789-abcdef';
let ctx: TestContext;
let second: TestApp;
let actors: Record<'director' | 'global' | 'admin' | 'sponsor' | 'student', Actor>;
let northId = 0;
let southId = 0;
const studentIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext({ cachePages: true, env: { METRICS_TOKEN } });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { cachePages: true });
  countChangesHeard(ctx.app);
  countChangesHeard(second.app);
  const { db } = ctx.database;
  northId = await createPlace(db, 'village', { name: 'Vereda El Norte' });
  southId = await createPlace(db, 'village', { name: 'Vereda El Sur' });
  for (const [name, villageId] of [
    ['Arango', northId],
    ['Bedoya', northId],
    ['Cárdenas', southId],
    ['Duque', southId],
  ] as const) {
    studentIds[name] = await insertStudent(
      db,
      { firstName: 'Ana', lastName: name, villageId, schoolId: null, grade: null },
      new Date(),
    );
  }
  actors = await createActors(ctx, {
    director: 'SUPER_ADMIN',
    global: 'GLOBAL_ADMIN',
    admin: 'ADMIN',
    sponsor: 'SPONSOR',
    student: 'STUDENT',
  });
  await assignAdmin(db, actors.admin.id, { villageIds: [northId] });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const LIST_URL = `${STUDENT_PATHS.students}?sort=lastName&order=asc`;

async function listOn(
  app: TestApp['app'],
  actor: Actor,
  url = LIST_URL,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(actor.token), ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, page: response.json<StudentPage>(), headers: response.headers };
}

const lastNames = (page: StudentPage) => page.items.map((item) => item.lastName);
const statsOf = (app: TestApp['app']) => app.platform.pageCache.stats();

/** The students changes each process has heard since it was built. */
const heardChanges = new Map<TestApp['app'], number>();

function countChangesHeard(app: TestApp['app']): void {
  heardChanges.set(app, 0);
  app.platform.changes.onChange('students', () =>
    heardChanges.set(app, (heardChanges.get(app) ?? 0) + 1),
  );
}

/**
 * Runs `act` again until no students change reached `app` while it ran, at most 5 times. A test
 * that counts answers from memory must not have a late notification drop its page: one of the
 * set-up's writes, or the listening connection coming up (which drops everything), may be heard
 * after any write the test could wait for.
 */
async function withoutChangesHeard<T>(app: TestApp['app'], act: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = heardChanges.get(app);
    const result = await act();
    if (heardChanges.get(app) === before) return result;
    if (attempt === 5) throw new Error('a students change was heard during each of 5 attempts');
  }
}

async function renameStudent(app: TestApp['app'], id: number, lastName: string) {
  const response = await app.inject({
    method: 'PATCH',
    url: endpointPath(STUDENT_ENDPOINTS.update, { id }),
    headers: bearer(actors.director.token),
    payload: { lastName },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('students list pages kept in memory', () => {
  it('answers a page asked for again from memory, byte for byte, as JSON not kept by browsers', async () => {
    const { first, again, hits } = await withoutChangesHeard(ctx.app, async () => {
      const first = await listOn(ctx.app, actors.director);
      const before = statsOf(ctx.app).hits;
      const again = await listOn(ctx.app, actors.director);
      return { first, again, hits: statsOf(ctx.app).hits - before };
    });
    expect(hits).toBe(1);
    expect(again.body).toBe(first.body);
    expect(lastNames(again.page)).toEqual(['Arango', 'Bedoya', 'Cárdenas', 'Duque']);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('sends a kept page compressed to clients that accept it, and says it varies by that', async () => {
    // Read or kept, a page goes out as it is to a client that accepts no encoding.
    const first = await listOn(ctx.app, actors.director);
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    for (const [accepted, decode] of [
      ['gzip, deflate, br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: LIST_URL,
        headers: { ...bearer(actors.director.token), 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(first.body);
    }
  });

  it('sends the first answer of a page compressed as well, not only the kept one', async () => {
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: LIST_URL,
      headers: { ...bearer(actors.director.token), 'cache-control': 'no-cache' },
    });
    const hitsBefore = statsOf(ctx.app).hits;
    const read = await ctx.app.inject({
      method: 'GET',
      url: LIST_URL,
      headers: {
        ...bearer(actors.director.token),
        'accept-encoding': 'br',
        'cache-control': 'no-cache',
      },
    });
    expect(statsOf(ctx.app).hits).toBe(hitsBefore);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-encoding']).toBe('br');
    expect(read.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(read.rawPayload).toString()).toBe(fresh.body);
  });

  it('shares a page among callers who reach every student, and never with a narrower reach', async () => {
    const { global, hits } = await withoutChangesHeard(ctx.app, async () => {
      await listOn(ctx.app, actors.director);
      const before = statsOf(ctx.app).hits;
      const global = await listOn(ctx.app, actors.global);
      return { global, hits: statsOf(ctx.app).hits - before };
    });
    expect(lastNames(global.page)).toHaveLength(4);
    expect(hits).toBe(1);

    expect(lastNames((await listOn(ctx.app, actors.admin)).page)).toEqual(['Arango', 'Bedoya']);
    expect((await listOn(ctx.app, actors.sponsor)).page.items).toEqual([]);
    expect((await listOn(ctx.app, actors.student)).page.items).toEqual([]);
    // And the other way round: the admin's kept page is not the director's.
    expect(lastNames((await listOn(ctx.app, actors.admin)).page)).toEqual(['Arango', 'Bedoya']);
    expect(lastNames((await listOn(ctx.app, actors.director)).page)).toHaveLength(4);
  });

  it('answers a kept page only to a valid session, and checks the query first', async () => {
    await listOn(ctx.app, actors.director);
    const noToken = await ctx.app.inject({ method: 'GET', url: LIST_URL });
    expect(noToken.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: LIST_URL,
      headers: bearer(`${actors.director.token}x`),
    });
    expect(forged.statusCode).toBe(401);
    const badQuery = await ctx.app.inject({
      method: 'GET',
      url: `${LIST_URL}&pageSize=100000`,
      headers: bearer(actors.director.token),
    });
    expect(badQuery.statusCode).toBe(400);
    expect(errorOf(badQuery).code).toBe('VALIDATION_ERROR');
  });

  it('shows a change made through this process at its next request', async () => {
    await listOn(ctx.app, actors.director);
    await renameStudent(ctx.app, studentIds.Arango ?? 0, 'Arango Ríos');
    expect(lastNames((await listOn(ctx.app, actors.director)).page)[0]).toBe('Arango Ríos');
  });

  it('shows a change made through another process through the change feed, and at once when asked for no-cache', async () => {
    await listOn(second.app, actors.director);
    await listOn(second.app, actors.director); // kept there now
    await renameStudent(ctx.app, studentIds.Bedoya ?? 0, 'Bedoya Gil');
    const fresh = await listOn(second.app, actors.director, LIST_URL, {
      'cache-control': 'no-cache',
    });
    expect(lastNames(fresh.page)).toContain('Bedoya Gil');
    await renameStudent(ctx.app, studentIds.Bedoya ?? 0, 'Bedoya Gil Mora');
    await eventually(
      async () =>
        lastNames((await listOn(second.app, actors.director)).page).includes('Bedoya Gil Mora'),
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });

  it('drops the pages at a change straight in the database to a village, an admin scope or a student', async () => {
    const { db } = ctx.database;
    await listOn(second.app, actors.director);
    await listOn(second.app, actors.admin);

    await db.execute(sql`update villages set name = 'Vereda El Norte Alto' where id = ${northId}`);
    await eventually(
      async () =>
        (await listOn(second.app, actors.director)).page.items.some(
          (item) => item.village.name === 'Vereda El Norte Alto',
        ),
      BEFORE_THE_VERSION_CHECK_MS,
    );

    await assignAdmin(db, actors.admin.id, { villageIds: [southId] });
    await eventually(
      async () => (await listOn(second.app, actors.admin)).page.items.length === 4,
      BEFORE_THE_VERSION_CHECK_MS,
    );

    await db.execute(sql`update students set status = 'inactive' where id = ${studentIds.Duque}`);
    await eventually(
      async () =>
        (await listOn(second.app, actors.director)).page.items.some(
          (item) => item.lastName === 'Duque' && item.status === 'inactive',
        ),
      BEFORE_THE_VERSION_CHECK_MS,
    );
  });

  it('counts its answers in /metrics', async () => {
    await listOn(ctx.app, actors.director);
    await listOn(ctx.app, actors.director);
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(METRICS_TOKEN),
    });
    expect(metrics.statusCode).toBe(200);
    const hits = /portal_page_cache_answers_total\{result="hit"\} (\d+)/.exec(metrics.body);
    expect(Number(hits?.[1])).toBeGreaterThan(0);
    expect(metrics.body).toMatch(/portal_page_cache_bytes \d+/);
  });
});

/** The relations a query's plan reads (EXPLAIN, JSON format), subplans included. */
function relationsOf(plan: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) plan.forEach((part) => relationsOf(part, found));
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') found.add(value);
      else relationsOf(value, found);
    }
  }
  return found;
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

describe('the tables the students list reads', () => {
  it('all notify the list topic, for every reach, filter, sort and kind of page', async () => {
    const client = (ctx.database.db as unknown as { $client: Queryable }).$client;
    const urls = [
      LIST_URL,
      `${STUDENT_PATHS.students}?search=ana&sort=firstName`,
      `${STUDENT_PATHS.students}?villageId=${northId}&sort=grade&order=desc`,
      `${STUDENT_PATHS.students}?status=active&gender=female&grade=3-third`,
      `${STUDENT_PATHS.students}?pageSize=1&page=2`,
      `${STUDENT_PATHS.students}?pageSize=1&page=1&cursor=end`,
    ];
    // Each caller's session is read (and kept) first, so that what is captured is the list's.
    const everyone = Object.values(actors);
    // A cursor page too, from each caller's first page's `next` (a sponsor's cursors hold other
    // keys than a coordinator's: first names only).
    const cursorUrls = new Map<Actor, string[]>();
    for (const actor of everyone) {
      const next = (await listOn(ctx.app, actor, `${STUDENT_PATHS.students}?pageSize=1`)).page.next;
      cursorUrls.set(
        actor,
        next ? [`${STUDENT_PATHS.students}?pageSize=1&page=2&cursor=${next}`] : [],
      );
    }
    for (const actor of everyone) {
      const me = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(actor.token) });
      expect(me.statusCode).toBe(200);
    }

    // Every statement sent to the database while the pages are read (not from memory).
    // The pool (PostgreSQL) or the database (PGlite) the query builder sends every query to.
    const spy = vi.spyOn(client, 'query');
    const calls: unknown[][] = [];
    try {
      for (const actor of everyone)
        for (const url of [...urls, ...(cursorUrls.get(actor) ?? [])])
          await listOn(ctx.app, actor, url, { 'cache-control': 'no-cache' });
      calls.push(...spy.mock.calls);
    } finally {
      spy.mockRestore();
    }
    const statements = calls.flatMap(([config, values]: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      const given = Array.isArray(values)
        ? values
        : ((config as { values?: unknown[] } | null)?.values ?? []);
      return text && /^\s*(select|with)\b/i.test(text) ? [{ text, values: given }] : [];
    });
    expect(statements.length).toBeGreaterThanOrEqual(urls.length * everyone.length);

    const read = new Set<string>();
    for (const { text, values } of statements) {
      const [row] = (await client.query(`explain (format json) ${text}`, values)).rows;
      const plan = row?.['QUERY PLAN'];
      relationsOf(typeof plan === 'string' ? JSON.parse(plan) : plan, read);
    }
    const notifying = await queryRows<{ table: string }>(
      ctx.database,
      sql`select distinct c.relname as "table" from pg_trigger t
          join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'notify_students_changed' and not t.tgisinternal`,
    );
    const withTrigger = new Set(notifying.map((row) => row.table));
    // The plans name the tables the pages read, the reaches' included.
    for (const table of ['students', 'villages', 'admin_villages', 'sponsorships'])
      expect(read).toContain(table);
    expect([...read].filter((table) => !withTrigger.has(table))).toEqual([]);
  });
});
