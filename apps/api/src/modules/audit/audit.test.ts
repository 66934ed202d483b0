// GET /edrocks/api/audit?entity=&id=: a record's history, newest first, in the shape outside
// checks read; a change and its entry commit or roll back together, lone writes and the
// system's writes are attributed, a coordinator's view of a student is recorded, each role
// reads only what it reaches, bad input is a clear 4xx and no secret ever reaches the log.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  AUDIT_PATHS,
  STUDENT_ENDPOINTS,
  STUDENT_PATHS,
  auditHistorySchema,
  endpointPath,
  studentDetailsSchema,
  type AuditHistory,
  type Role,
} from '@portal/shared';
import { auditLog, students } from '../../db/schema/index';
import { withAuditActor } from '../../db/audit-actor';
import {
  EVERY_ROLE,
  assignAdmin,
  createActors,
  createPlace,
  type Actor,
} from '../../../test/helpers/fixtures';
import {
  TEST_PASSWORD,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<Role | 'OTHER_ADMIN', Actor>;
const place = { villageA: 0, villageB: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  place.villageA = await createPlace(db, 'village', { name: 'Vereda La Esperanza' });
  place.villageB = await createPlace(db, 'village', { name: 'Vereda El Rosal' });
  actors = await createActors(ctx, { ...EVERY_ROLE, OTHER_ADMIN: 'ADMIN' }, (name) => ({
    firstName: name === 'ADMIN' ? 'Lucía' : 'Coordinador',
    lastName: name === 'ADMIN' ? 'Restrepo' : name.toLowerCase(),
  }));
  await assignAdmin(db, actors.ADMIN.id, { villageIds: [place.villageA] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { villageIds: [place.villageB] });
});
afterAll(() => ctx.close());

async function createStudent(villageId: number, firstName = 'Salomé'): Promise<number> {
  const response = await actors.SUPER_ADMIN.request('POST', STUDENT_PATHS.students, {
    firstName,
    lastName: 'Giraldo',
    birthdate: '2013-08-09',
    gender: 'female',
    grade: '6-sixth',
    villageId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return studentDetailsSchema.parse(response.json()).id;
}

function historyUrl(entity: string, id: number | string): string {
  return `${AUDIT_PATHS.history}?entity=${entity}&id=${id}`;
}

async function history(actor: Actor, id: number, entity = 'student'): Promise<AuditHistory> {
  const response = await actor.request('GET', historyUrl(entity, id));
  expect(response.statusCode, response.body).toBe(200);
  return auditHistorySchema.parse(response.json());
}

function patchStudent(actor: Actor, id: number, body: Record<string, unknown>) {
  return actor.request('PATCH', endpointPath(STUDENT_ENDPOINTS.update, { id }), body);
}

async function entriesOf(id: number) {
  return queryRows<{ action: string; actor_id: number | null; address: string | null }>(
    ctx.database,
    sql`select action, actor_id, address from ${auditLog}
        where entity = 'student' and entity_id = ${id} order by id`,
  );
}

describe('a record history', () => {
  it('answers the changes newest first, in the agreed shape, with who and what', async () => {
    const id = await createStudent(place.villageA);
    const changed = await patchStudent(actors.ADMIN, id, { firstName: 'Sara', grade: '7-seventh' });
    expect(changed.statusCode, changed.body).toBe(200);

    const response = await actors.GLOBAL_ADMIN.request('GET', historyUrl('student', id));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Array<Record<string, unknown>> }>();
    const [update, create] = body.items;
    expect(Object.keys(update ?? {})).toEqual(
      expect.arrayContaining(['at', 'actor', 'action', 'changes']),
    );
    expect(update).toMatchObject({
      action: 'update',
      actor: { id: actors.ADMIN.id, name: 'Lucía Restrepo' },
      changes: [
        { field: 'firstName', before: 'Salomé', after: 'Sara' },
        { field: 'grade', before: '6-sixth', after: '7-seventh' },
      ],
    });
    expect(new Date(String(update?.at)).toISOString()).toBe(update?.at);
    expect(create).toMatchObject({ action: 'create', actor: { id: actors.SUPER_ADMIN.id } });
    expect(create?.changes).toEqual(
      expect.arrayContaining([{ field: 'firstName', before: null, after: 'Salomé' }]),
    );
    // From where: the request's address.
    expect((await entriesOf(id)).every((entry) => entry.address === '127.0.0.1')).toBe(true);
  });

  it('names the places a change points to, as they are named now, and keeps the ids', async () => {
    const id = await createStudent(place.villageA);
    const moved = await patchStudent(actors.SUPER_ADMIN, id, { villageId: place.villageB });
    expect(moved.statusCode, moved.body).toBe(200);

    const { items, names } = await history(actors.GLOBAL_ADMIN, id);
    expect(items[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'villageId', before: place.villageA, after: place.villageB },
      ]),
    );
    expect(names).toMatchObject({
      [`village:${place.villageA}`]: 'Vereda La Esperanza',
      [`village:${place.villageB}`]: 'Vereda El Rosal',
    });
    // Only what the entries point to (the creation set the country too): no account.
    expect(Object.keys(names).filter((key) => !/^(village|country):/.test(key))).toEqual([]);
  });

  it('records an admin viewing the student, and not a sponsor or the answers of writes', async () => {
    const id = await createStudent(place.villageA);
    for (const actor of [actors.ADMIN, actors.SUPER_ADMIN]) {
      const response = await actor.request('GET', endpointPath(STUDENT_ENDPOINTS.get, { id }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const { items } = await history(actors.SUPER_ADMIN, id);
    expect(items.map((item) => [item.action, item.actor.id])).toEqual([
      ['view', actors.SUPER_ADMIN.id],
      ['view', actors.ADMIN.id],
      ['create', actors.SUPER_ADMIN.id],
    ]);
    expect(items[0]?.changes).toEqual([]);
  });

  it('attributes a lone write (the soft delete) and marks the system’s own writes', async () => {
    const id = await createStudent(place.villageA);
    const deleted = await actors.ADMIN.request(
      'DELETE',
      endpointPath(STUDENT_ENDPOINTS.delete, { id }),
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    await ctx.database.db.update(students).set({ lastName: 'Otra' }).where(eq(students.id, id));
    const entries = await entriesOf(id);
    expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['create', actors.SUPER_ADMIN.id],
      ['update', actors.ADMIN.id],
      ['update', null],
    ]);
    expect(entries[2]?.address).toBeNull();
  });
});

describe('the change and its entry are one', () => {
  it('rolls the entry back with a change the API refuses', async () => {
    const id = await createStudent(place.villageA);
    // The admin may not move the student out of their own reach: the change is undone.
    const refused = await patchStudent(actors.ADMIN, id, { villageId: place.villageB });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('commits both or neither in a transaction', async () => {
    const id = await createStudent(place.villageA);
    const actor = { userId: actors.ADMIN.id, address: '203.0.113.9' };
    await expect(
      withAuditActor(actor, () =>
        ctx.database.db.transaction(async (tx) => {
          await tx.update(students).set({ lastName: 'Nadie' }).where(eq(students.id, id));
          throw new Error('stop');
        }),
      ),
    ).rejects.toThrow('stop');
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['create']);
    await withAuditActor(actor, () =>
      ctx.database.db.transaction((tx) =>
        tx.update(students).set({ lastName: 'Alguien' }).where(eq(students.id, id)),
      ),
    );
    expect((await entriesOf(id)).at(-1)).toEqual({
      action: 'update',
      actor_id: actors.ADMIN.id,
      address: '203.0.113.9',
    });
  });

  it('keeps every entry as written: the log cannot be changed', async () => {
    await expect(
      ctx.database.db.execute(sql`update ${auditLog} set action = 'view'`),
    ).rejects.toThrow();
  });
});

describe('who reads which history', () => {
  it('lets each coordinator read within their reach, 404 outside, 403 to others', async () => {
    const id = await createStudent(place.villageA);
    for (const actor of [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN, actors.ADMIN])
      expect((await history(actor, id)).items.length).toBeGreaterThan(0);
    const outside = await actors.OTHER_ADMIN.request('GET', historyUrl('student', id));
    expect(outside.statusCode).toBe(404);
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      const response = await actor.request('GET', historyUrl('student', id));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: historyUrl('student', id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the history of other kinds of record to the coordinators who reach everything', async () => {
    const response = await actors.SUPER_ADMIN.request('GET', historyUrl('village', place.villageA));
    expect(response.statusCode, response.body).toBe(200);
    const admin = await actors.ADMIN.request('GET', historyUrl('village', place.villageA));
    expect(admin.statusCode).toBe(404);
  });

  it('pages further back with before', async () => {
    const id = await createStudent(place.villageA);
    for (let view = 0; view < 52; view += 1)
      await actors.ADMIN.request('GET', endpointPath(STUDENT_ENDPOINTS.get, { id }));
    const first = await history(actors.SUPER_ADMIN, id);
    expect(first.items).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const lastId = first.items.at(-1)?.id ?? 0;
    const response = await actors.SUPER_ADMIN.request(
      'GET',
      `${historyUrl('student', id)}&before=${lastId}`,
    );
    const rest = auditHistorySchema.parse(response.json());
    expect(rest.items.map((item) => item.action)).toEqual(['view', 'view', 'create']);
    expect(rest.hasMore).toBe(false);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown kind of record', `${AUDIT_PATHS.history}?entity=planet&id=1`],
    ['no kind', `${AUDIT_PATHS.history}?id=1`],
    ['no id', `${AUDIT_PATHS.history}?entity=student`],
    ['an id that is not a number', `${AUDIT_PATHS.history}?entity=student&id=abc`],
    ['a huge id', `${AUDIT_PATHS.history}?entity=student&id=99999999999999999999`],
    ['a negative id', `${AUDIT_PATHS.history}?entity=student&id=-4`],
    ['a list of ids', `${AUDIT_PATHS.history}?entity=student&id=1&id=2`],
    ['a bad before', `${AUDIT_PATHS.history}?entity=student&id=1&before=x`],
  ])('answers 400 to %s, translated', async (_name, url) => {
    const response = await actors.SUPER_ADMIN.request('GET', url, undefined, {
      'accept-language': 'es-CO',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message).not.toBe('');
  });

  it('answers 404 to an unknown record', async () => {
    for (const entity of ['student', 'sponsor', 'school']) {
      const response = await actors.SUPER_ADMIN.request('GET', historyUrl(entity, 2_000_000_000));
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('secrets', () => {
  it('never records a password, a hash or a token', async () => {
    const changed = await actors.SPONSOR.request('POST', API.mePassword, {
      currentPassword: TEST_PASSWORD,
      password: 'a brand new passphrase 42',
      confirmPassword: 'a brand new passphrase 42',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const [leak] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from ${auditLog}
          where changes::text ~* '(password|argon2|token|_hash|search_text)'`,
    );
    expect(leak?.count).toBe(0);
    const [recorded] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from ${auditLog} where entity = 'user'`,
    );
    expect(recorded?.count).toBeGreaterThan(0);
  });
});
