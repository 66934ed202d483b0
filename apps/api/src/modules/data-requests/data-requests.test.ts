// Data requests: the queue the super admin works and the global admins read, by due date with
// the overdue ones flagged and counted; a request recorded for an account or for someone
// without one, its state changed with a note; a request filed by each person from the profile,
// a few a day. Bad input answers 4xx in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_REQUEST_PATHS,
  OWN_DATA_REQUESTS_PER_DAY,
  dataRequestPageSchema,
  dataRequestSchema,
  endpointPath,
  DATA_REQUEST_ENDPOINTS,
  type DataRequest,
  type DataRequestPage,
  type Role,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { EVERY_ROLE, createActors, type Actor } from '../../../test/helpers/fixtures';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-08-02T12:00:00Z'));
let ctx: TestContext;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  actors = await createActors(ctx, EVERY_ROLE);
});
afterAll(() => ctx.close());

async function record(body: unknown, actor = actors.SUPER_ADMIN): Promise<DataRequest> {
  const response = await actor.request('POST', DATA_REQUEST_PATHS.requests, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataRequestSchema.parse(response.json());
}

async function list(query = '', actor = actors.SUPER_ADMIN): Promise<DataRequestPage> {
  const response = await actor.request('GET', `${DATA_REQUEST_PATHS.requests}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataRequestPageSchema.parse(response.json());
}

const patchPath = (id: number) => endpointPath(DATA_REQUEST_ENDPOINTS.update, { id });

describe('the queue', () => {
  let late: DataRequest;
  let fresh: DataRequest;

  it('records a request for an account or for someone without one, due in 30 days', async () => {
    late = await record({
      kind: 'erase',
      personName: 'Lucía Restrepo',
      personEmail: 'lucia@example.org',
      message: 'Borren mis datos, por favor.',
      receivedOn: '2026-06-01',
    });
    expect(late).toMatchObject({
      kind: 'erase',
      person: { userId: null, name: 'Lucía Restrepo', email: 'lucia@example.org' },
      source: 'staff',
      recordedBy: { id: actors.SUPER_ADMIN.id },
      receivedOn: '2026-06-01',
      dueOn: '2026-07-01',
      state: 'open',
      isOverdue: true,
    });
    fresh = await record({ kind: 'export', userId: actors.SPONSOR.id });
    expect(fresh).toMatchObject({
      person: { userId: actors.SPONSOR.id, email: actors.SPONSOR.email },
      receivedOn: '2026-08-02',
      dueOn: '2026-09-01',
      isOverdue: false,
    });
  });

  it('lists by due date, flags and counts the overdue ones, filters by state', async () => {
    const page = await list();
    expect(page.items.map((item) => item.id)).toEqual([late.id, fresh.id]);
    expect(page.overdue).toBe(1);
    expect((await list('overdue=true')).items.map((item) => item.id)).toEqual([late.id]);
    expect((await list('sort=dueOn&order=desc')).items[0]?.id).toBe(fresh.id);
    expect((await list('q=lucia')).items.map((item) => item.id)).toEqual([late.id]);
    // A request about an account is found by the account's name and e-mail, as the list shows them.
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    expect(await ids(actors.SPONSOR.email)).toEqual([fresh.id]);
    expect(await ids(fresh.person.name.split(' ')[0]!)).toEqual([fresh.id]);
    const global = await list('state=open', actors.GLOBAL_ADMIN);
    expect(global.total).toBe(2);
  });

  it('moves a request through its states with a note; a closed one is no longer overdue', async () => {
    const response = await actors.SUPER_ADMIN.request('PATCH', patchPath(late.id), {
      state: 'done',
      note: 'Erased on 2 August.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const done = dataRequestSchema.parse(response.json());
    expect(done).toMatchObject({ state: 'done', note: 'Erased on 2 August.', isOverdue: false });
    expect(done.closedAt).toBe(clock.now().toISOString());
    expect((await list()).overdue).toBe(0);
    expect((await list('state=done')).items.map((item) => item.id)).toEqual([late.id]);
  });

  it('is read by the super and global admins, changed by the super admin alone', async () => {
    for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const response = await actors[role].request('GET', DATA_REQUEST_PATHS.requests);
      expect(response.statusCode).toBe(403);
    }
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const body = { kind: 'export', personName: 'X', personEmail: 'x@example.org' };
      const created = await actors[role].request('POST', DATA_REQUEST_PATHS.requests, body);
      expect(created.statusCode).toBe(403);
      const patched = await actors[role].request('PATCH', patchPath(fresh.id), { state: 'done' });
      expect(patched.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: DATA_REQUEST_PATHS.requests });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a clear 4xx in the caller’s language', async () => {
    const post = (body: unknown, language = 'en-US') =>
      actors.SUPER_ADMIN.request('POST', DATA_REQUEST_PATHS.requests, body, {
        'accept-language': language,
      });
    for (const body of [
      {},
      { kind: 'delete', personName: 'A', personEmail: 'a@example.org' },
      { kind: 'export' },
      { kind: 'export', personName: 'A', personEmail: 'not an e-mail' },
      { kind: 'export', personName: 'A'.repeat(10_000), personEmail: 'a@example.org' },
      { kind: 'export', userId: 'me' },
      { kind: 'export', userId: actors.SPONSOR.id, receivedOn: '2026-02-30' },
      { kind: 'export', userId: actors.SPONSOR.id, message: 12 },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const mistyped = await post({ kind: 'export', personName: 'A', personEmail: 'a@b' }, 'es-CO');
    expect(mistyped.json<{ issues: unknown[] }>().issues).toEqual([
      expect.objectContaining({ path: 'personEmail', message: 'Correo electrónico no válido' }),
    ]);
    const future = await post(
      { kind: 'export', userId: actors.SPONSOR.id, receivedOn: '2030-01-01' },
      'es-CO',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toContain('posterior a hoy');
    expect((await post({ kind: 'export', userId: 999_999 })).statusCode).toBe(404);
    const unknown = await actors.SUPER_ADMIN.request('PATCH', patchPath(999_999), {
      state: 'done',
    });
    expect(unknown.statusCode).toBe(404);
    const badState = await actors.SUPER_ADMIN.request('PATCH', patchPath(fresh.id), {
      state: 'closed',
    });
    expect(badState.statusCode).toBe(400);
    const badList = await actors.SUPER_ADMIN.request(
      'GET',
      `${DATA_REQUEST_PATHS.requests}?state=x`,
    );
    expect(badList.statusCode).toBe(400);
  });
});

describe('a request filed from the profile', () => {
  it('names the person who filed it, and is throttled', async () => {
    const file = () =>
      actors.STUDENT.request('POST', DATA_REQUEST_PATHS.mine, {
        kind: 'correction',
        message: 'Mi apellido está mal escrito.',
      });
    const first = await file();
    expect(first.statusCode, first.body).toBe(201);
    expect(dataRequestSchema.parse(first.json())).toMatchObject({
      kind: 'correction',
      source: 'self',
      person: { userId: actors.STUDENT.id, email: actors.STUDENT.email },
      recordedBy: { id: actors.STUDENT.id },
      state: 'open',
    });
    for (let index = 1; index < OWN_DATA_REQUESTS_PER_DAY; index += 1) {
      expect((await file()).statusCode).toBe(201);
    }
    const refused = await file();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(
      /^You have already sent several requests today\. Wait \d/,
    );
    // Another person is not held back, and bad input is refused.
    const other = await actors.SPONSOR.request('POST', DATA_REQUEST_PATHS.mine, { kind: 'export' });
    expect(other.statusCode).toBe(201);
    const bad = await actors.SPONSOR.request('POST', DATA_REQUEST_PATHS.mine, { kind: 'other' });
    expect(bad.statusCode).toBe(400);
    const mine = await list(`userId=${actors.STUDENT.id}`);
    expect(mine.total).toBe(OWN_DATA_REQUESTS_PER_DAY);
  });
});

describe('time passing', () => {
  it('makes a request still open after its due date overdue', async () => {
    const before = await list('state=open');
    expect(before.items.every((item) => !item.isOverdue)).toBe(true);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    const superAdmin = await ctx.login(actors.SUPER_ADMIN.email);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${DATA_REQUEST_PATHS.requests}?state=open`,
      headers: { authorization: `Bearer ${superAdmin.access}` },
    });
    const after = dataRequestPageSchema.parse(response.json());
    expect(after.items.length).toBeGreaterThan(0);
    expect(after.items.every((item) => item.isOverdue)).toBe(true);
    expect(after.overdue).toBe(after.total);
  });
});
