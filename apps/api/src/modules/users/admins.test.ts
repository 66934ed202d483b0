// /edrocks/api/admins ("Admin users"): super admins manage every admin account, global admins
// only ADMIN accounts; an admin's schools and villages; role_1 / role_2 labels in exports; and
// the last active super admin, protected also against parallel requests.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoleLabelKey,
  adminScopeSchema,
  formatMessage,
  managedUserPageSchema,
  managedUserSchema,
  placePageSchema,
  placeSchema,
  type ManagedUser,
  type Place,
  type Role,
  PLACE_PATHS,
  USER_PATHS,
} from '@portal/shared';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  EVERY_ROLE,
  createActors,
  idsOf,
  referenceIds,
  tokensOf,
} from '../../../test/helpers/fixtures';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';

let ctx: TestContext;
let tokens = {} as Record<Role, string>;
let ids = {} as Record<Role, number>;
let colombiaId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx, EVERY_ROLE, (role) => ({ firstName: `Actor ${role}` }));
  tokens = tokensOf(actors);
  ids = idsOf(actors);
  colombiaId = (await referenceIds(ctx.database.db)).colombia;
});
afterAll(() => ctx.close());

const one = (id: number | string) => USER_PATHS.admin.replace(':id', String(id));
const scopePath = (id: number | string) => USER_PATHS.adminScope.replace(':id', String(id));
const deactivatePath = (id: number | string) =>
  USER_PATHS.adminDeactivate.replace(':id', String(id));
const activatePath = (id: number | string) => USER_PATHS.adminActivate.replace(':id', String(id));
const resetPath = (id: number | string) => USER_PATHS.adminPasswordReset.replace(':id', String(id));

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createAdmin(
  role: 'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN',
  by: Role = 'SUPER_ADMIN',
) {
  const response = await call('POST', USER_PATHS.admins, tokens[by], {
    firstName: `Nuevo ${role}`,
    lastName: 'Coordinador',
    email: uniqueEmail(role.toLowerCase()),
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return managedUserSchema.parse(response.json());
}

async function createPlace(kind: 'school' | 'village', name: string): Promise<Place> {
  const response = await call(
    'POST',
    kind === 'school' ? PLACE_PATHS.schools : PLACE_PATHS.villages,
    tokens.SUPER_ADMIN,
    {
      name,
      countryId: colombiaId,
    },
  );
  expect(response.statusCode).toBe(201);
  return placeSchema.parse(response.json());
}

describe('who may use Admin users', () => {
  it.each(['ADMIN', 'SPONSOR', 'STUDENT'] as const)(
    'refuses a %s everywhere with 403',
    async (role) => {
      const target = ids.ADMIN;
      const token = tokens[role];
      const responses = [
        await call('GET', USER_PATHS.admins, token),
        await call('GET', `${USER_PATHS.adminsExport}?format=csv`, token),
        await call('GET', one(target), token),
        await call('POST', USER_PATHS.admins, token, {
          firstName: 'a',
          lastName: 'b',
          email: uniqueEmail(),
          role: 'ADMIN',
        }),
        await call('PATCH', one(target), token, { firstName: 'x' }),
        await call('POST', deactivatePath(target), token),
        await call('POST', activatePath(target), token),
        await call('POST', resetPath(target), token),
        await call('GET', scopePath(target), token),
        await call('PUT', scopePath(target), token, { schoolIds: [], villageIds: [] }),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 403));
    },
  );

  it('lists only admin roles; a global admin sees only ADMIN accounts', async () => {
    const seenBy = async (role: Role) =>
      managedUserPageSchema.parse(
        (await call('GET', `${USER_PATHS.admins}?pageSize=200`, tokens[role])).json(),
      ).items;
    const bySuper = await seenBy('SUPER_ADMIN');
    expect(new Set(bySuper.map((user) => user.role))).toEqual(
      new Set(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN']),
    );
    expect(bySuper.some((user) => user.id === ids.SPONSOR)).toBe(false);
    const byGlobal = await seenBy('GLOBAL_ADMIN');
    expect(new Set(byGlobal.map((user) => user.role))).toEqual(new Set(['ADMIN']));
    // Global admins, their own account included, are managed on "All users".
    expect((await call('GET', one(ids.GLOBAL_ADMIN), tokens.GLOBAL_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', one(ids.SUPER_ADMIN), tokens.GLOBAL_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', one(ids.SPONSOR), tokens.SUPER_ADMIN)).statusCode).toBe(404);
    expect(
      (await call('GET', `${USER_PATHS.admins}?role=SPONSOR`, tokens.SUPER_ADMIN)).statusCode,
    ).toBe(400);
  });
});

describe('create and edit admins', () => {
  it('lets a super admin create any admin role, and a global admin only ADMIN', async () => {
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const) {
      expect((await createAdmin(role)).role).toBe(role);
    }
    expect((await createAdmin('ADMIN', 'GLOBAL_ADMIN')).role).toBe('ADMIN');
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN']) {
      const response = await call('POST', USER_PATHS.admins, tokens.GLOBAL_ADMIN, {
        firstName: 'No',
        lastName: 'Permitido',
        email: uniqueEmail(),
        role,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ROLE_NOT_ALLOWED');
    }
    const sponsor = await call('POST', USER_PATHS.admins, tokens.SUPER_ADMIN, {
      firstName: 'No',
      lastName: 'Admin',
      email: uniqueEmail(),
      role: 'SPONSOR',
    });
    expect(sponsor.statusCode).toBe(400);
    expect(errorOf(sponsor).issues).toEqual([{ path: 'role', message: 'This value is not valid' }]);
  });

  it('lets a global admin edit an ADMIN but not promote them', async () => {
    const admin = await createAdmin('ADMIN', 'GLOBAL_ADMIN');
    const edited = await call('PATCH', one(admin.id), tokens.GLOBAL_ADMIN, {
      lastName: 'Cambiado',
    });
    expect(managedUserSchema.parse(edited.json()).lastName).toBe('Cambiado');
    for (const role of ['GLOBAL_ADMIN', 'SUPER_ADMIN']) {
      const response = await call('PATCH', one(admin.id), tokens.GLOBAL_ADMIN, { role });
      expect(response.statusCode).toBe(403);
    }
    const superAdmin = await createAdmin('SUPER_ADMIN');
    expect(
      (await call('PATCH', one(superAdmin.id), tokens.GLOBAL_ADMIN, { lastName: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', deactivatePath(superAdmin.id), tokens.GLOBAL_ADMIN)).statusCode,
    ).toBe(404);
  });

  it('lets a super admin promote, demote, deactivate and reset another super admin', async () => {
    const other = await createAdmin('SUPER_ADMIN');
    const demoted = await call('PATCH', one(other.id), tokens.SUPER_ADMIN, {
      role: 'GLOBAL_ADMIN',
    });
    expect(managedUserSchema.parse(demoted.json()).role).toBe('GLOBAL_ADMIN');
    const promoted = await call('PATCH', one(other.id), tokens.SUPER_ADMIN, {
      role: 'SUPER_ADMIN',
    });
    expect(managedUserSchema.parse(promoted.json()).role).toBe('SUPER_ADMIN');
    expect((await call('POST', resetPath(other.id), tokens.SUPER_ADMIN)).statusCode).toBe(202);
    expect((await call('POST', deactivatePath(other.id), tokens.SUPER_ADMIN)).statusCode).toBe(200);
    expect((await call('POST', activatePath(other.id), tokens.SUPER_ADMIN)).statusCode).toBe(200);
  });

  it('lets nobody demote or deactivate themselves', async () => {
    const demote = await call('PATCH', one(ids.SUPER_ADMIN), tokens.SUPER_ADMIN, { role: 'ADMIN' });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote).code).toBe('OWN_ACCOUNT_LOCKOUT');
    const deactivate = await call('POST', deactivatePath(ids.SUPER_ADMIN), tokens.SUPER_ADMIN);
    expect(errorOf(deactivate).code).toBe('OWN_ACCOUNT_LOCKOUT');
  });
});

describe("an admin's schools and villages", () => {
  let school1: Place;
  let school2: Place;
  let village1: Place;
  let coordinator: ManagedUser;
  let coordinatorToken = '';

  beforeAll(async () => {
    school1 = await createPlace('school', 'Colegio Asignado');
    school2 = await createPlace('school', 'Colegio Ajeno');
    village1 = await createPlace('village', 'Vereda Asignada');
    coordinator = await createAdmin('ADMIN');
    // The coordinator signs in with a password chosen through the invitation link.
    await ctx.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where id = ${ids.ADMIN}) where id = ${coordinator.id}`,
    );
    coordinatorToken = (await ctx.login(coordinator.email)).access;
  });

  it('starts empty, is replaced whole, and limits what the admin sees', async () => {
    const empty = adminScopeSchema.parse(
      (await call('GET', scopePath(coordinator.id), tokens.SUPER_ADMIN)).json(),
    );
    expect(empty).toEqual({ userId: coordinator.id, schools: [], villages: [] });
    const response = await call('PUT', scopePath(coordinator.id), tokens.GLOBAL_ADMIN, {
      schoolIds: [school1.id, school1.id],
      villageIds: [village1.id],
    });
    expect(response.statusCode).toBe(200);
    expect(adminScopeSchema.parse(response.json())).toEqual({
      userId: coordinator.id,
      schools: [{ id: school1.id, name: 'Colegio Asignado', enabled: true }],
      villages: [{ id: village1.id, name: 'Vereda Asignada', enabled: true }],
    });
    const schools = placePageSchema.parse(
      (await call('GET', PLACE_PATHS.schools, coordinatorToken)).json(),
    );
    expect(schools.items.map((place) => place.id)).toEqual([school1.id]);
    expect(
      (await call('GET', PLACE_PATHS.school.replace(':id', String(school2.id)), coordinatorToken))
        .statusCode,
    ).toBe(404);

    const replaced = await call('PUT', scopePath(coordinator.id), tokens.SUPER_ADMIN, {
      schoolIds: [school2.id],
      villageIds: [],
    });
    expect(adminScopeSchema.parse(replaced.json())).toMatchObject({
      schools: [{ id: school2.id }],
      villages: [],
    });
    const now = placePageSchema.parse(
      (await call('GET', PLACE_PATHS.schools, coordinatorToken)).json(),
    );
    expect(now.items.map((place) => place.id)).toEqual([school2.id]);
    expect(
      placePageSchema.parse((await call('GET', PLACE_PATHS.villages, coordinatorToken)).json())
        .total,
    ).toBe(0);
  });

  it('refuses unknown places, bad types and too many ids, keeping the assignments', async () => {
    const unknown = await call(
      'PUT',
      scopePath(coordinator.id),
      tokens.SUPER_ADMIN,
      { schoolIds: [school1.id, 2_000_000_000], villageIds: [2_000_000_001] },
      { 'accept-language': 'es-CO' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).issues).toEqual([
      { path: 'schoolIds.1', message: 'Este valor no es válido' },
      { path: 'villageIds.0', message: 'Este valor no es válido' },
    ]);
    for (const body of [
      {},
      { schoolIds: 'all', villageIds: [] },
      { schoolIds: ['1'], villageIds: [] },
      { schoolIds: [-1], villageIds: [] },
      { schoolIds: Array.from({ length: 1001 }, (_, index) => index + 1), villageIds: [] },
    ]) {
      const response = await call('PUT', scopePath(coordinator.id), tokens.SUPER_ADMIN, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const kept = adminScopeSchema.parse(
      (await call('GET', scopePath(coordinator.id), tokens.SUPER_ADMIN)).json(),
    );
    expect(kept.schools.map((place) => place.id)).toEqual([school2.id]);
  });

  it('is only for ADMIN accounts, and is dropped when the account stops being one', async () => {
    const global = await createAdmin('GLOBAL_ADMIN');
    const refused = await call('PUT', scopePath(global.id), tokens.SUPER_ADMIN, {
      schoolIds: [school1.id],
      villageIds: [],
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('SCOPE_ONLY_FOR_ADMINS');

    const admin = await createAdmin('ADMIN');
    await call('PUT', scopePath(admin.id), tokens.SUPER_ADMIN, {
      schoolIds: [school1.id],
      villageIds: [village1.id],
    });
    await call('PATCH', one(admin.id), tokens.SUPER_ADMIN, { role: 'GLOBAL_ADMIN' });
    await call('PATCH', one(admin.id), tokens.SUPER_ADMIN, { role: 'ADMIN' });
    const scope = adminScopeSchema.parse(
      (await call('GET', scopePath(admin.id), tokens.SUPER_ADMIN)).json(),
    );
    expect(scope).toMatchObject({ schools: [], villages: [] });
  });

  it('answers 404 for accounts the caller does not manage, and unknown ids', async () => {
    const superAdmin = await createAdmin('SUPER_ADMIN');
    expect((await call('GET', scopePath(superAdmin.id), tokens.GLOBAL_ADMIN)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', scopePath(superAdmin.id), tokens.GLOBAL_ADMIN, {
          schoolIds: [],
          villageIds: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', scopePath(ids.SPONSOR), tokens.SUPER_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', scopePath(2_000_000_000), tokens.SUPER_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', scopePath('x'), tokens.SUPER_ADMIN)).statusCode).toBe(400);
  });

  it('appears in the export with the role_1 / role_2 labels, in both languages', async () => {
    const csv = await call(
      'GET',
      `${USER_PATHS.adminsExport}?format=csv&q=nuevo`,
      tokens.SUPER_ADMIN,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /filename="admin-users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'Last name',
      'First name',
      'Email',
      'Phone number',
      'Type',
      'Role',
      'Schools',
      'Villages',
      'Language',
      'Active',
      'Created',
      'Last sign-in',
    ]);
    const row = rows.find((cells) => cells[2] === coordinator.email);
    expect(row?.slice(4, 8)).toEqual(['Administrator', 'Admin', 'Colegio Ajeno', '']);
    const superRow = rows.find((cells) => cells[5] === 'Super admin');
    expect(superRow?.[4]).toBe('Super Administrator');

    const xlsx = await call(
      'GET',
      `${USER_PATHS.adminsExport}?format=xlsx`,
      tokens.GLOBAL_ADMIN,
      undefined,
      {
        'accept-language': 'es-CO',
      },
    );
    const [xlsxHeader, ...xlsxRows] = await readXlsx(xlsx.rawPayload);
    expect(xlsxHeader?.slice(4, 8)).toEqual(['Tipo', 'Rol', 'Colegios', 'Veredas']);
    expect(new Set(xlsxRows.map((cells) => cells[5]))).toEqual(new Set(['Administrador']));
    expect(xlsxRows.map((cells) => cells[2])).toContain(coordinator.email);
    expect(formatMessage('es-CO', adminRoleLabelKey('SUPER_ADMIN'))).toBe('Superadministrador');
  });
});

describe('the last active super admin', () => {
  // Its own database: the number of active super admins must be known exactly.
  let own: TestContext;

  beforeAll(async () => {
    own = await createTestContext();
    // The bootstrap super admin (created on first start) steps aside.
    await own.database.db.execute(sql`update users set active = false where role = 'SUPER_ADMIN'`);
  });
  afterAll(() => own.close());

  async function superAdmins(count: number) {
    const created = [];
    for (let index = 0; index < count; index += 1) {
      const user = await own.createUser({ role: 'SUPER_ADMIN' });
      created.push({ ...user, token: (await own.login(user.email)).access });
    }
    return created;
  }

  const activeSuperAdmins = async () =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          own.database,
          sql`select count(*) as n from users where role = 'SUPER_ADMIN' and active`,
        )
      )[0]?.n,
    );

  function act(token: string, method: 'POST' | 'PATCH', url: string, payload?: unknown) {
    return own.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  it('survives two super admins deactivating each other at the same time', async () => {
    const [a, b] = await superAdmins(2);
    if (!a || !b) throw new Error('setup');
    const responses = await Promise.all([
      act(a.token, 'POST', deactivatePath(b.id)),
      act(b.token, 'POST', deactivatePath(a.id)),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser is refused (409), or, when the winner committed before its sign-in check, is
    // no longer signed in at all (401).
    const loser = responses.find((response) => response.statusCode !== 200);
    expect([401, 409]).toContain(loser?.statusCode);
    if (loser?.statusCode === 409) expect(errorOf(loser).code).toBe('LAST_SUPER_ADMIN');
    expect(await activeSuperAdmins()).toBe(1);
    // Clean up: back to none active, for the next test.
    await own.database.db.execute(sql`update users set active = false where role = 'SUPER_ADMIN'`);
  });

  it('survives two super admins demoting each other at the same time', async () => {
    const [a, b] = await superAdmins(2);
    if (!a || !b) throw new Error('setup');
    const responses = await Promise.all([
      act(a.token, 'PATCH', one(b.id), { role: 'ADMIN' }),
      act(b.token, 'PATCH', one(a.id), { role: 'GLOBAL_ADMIN' }),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    // The loser is refused (409), or, demoted before its access check, is no admin at all (403)
    // or a scoped admin, to whom a super admin is not there to change (404).
    const loser = responses.find((response) => response.statusCode !== 200);
    expect([403, 404, 409]).toContain(loser?.statusCode);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response)).toMatchObject({
        code: 'LAST_SUPER_ADMIN',
        message:
          'The portal needs at least one active super admin. Make another user super admin first.',
      });
    }
    expect(await activeSuperAdmins()).toBe(1);
    await own.database.db.execute(sql`update users set active = false where role = 'SUPER_ADMIN'`);
  });

  it('survives a ring of super admins each removing the next, mixing demotions and deactivations', async () => {
    const ring = await superAdmins(4);
    const responses = await Promise.all(
      ring.map((actor, index) => {
        const target = ring[(index + 1) % ring.length];
        if (!target) throw new Error('setup');
        return index % 2 === 0
          ? act(actor.token, 'POST', deactivatePath(target.id))
          : act(actor.token, 'PATCH', one(target.id), { role: 'ADMIN' });
      }),
    );
    expect(responses.every((response) => [200, 401, 403, 409].includes(response.statusCode))).toBe(
      true,
    );
    expect(await activeSuperAdmins()).toBeGreaterThanOrEqual(1);
  });
});
