// /edrocks/api/users ("All users"): who may use it, what a global admin never sees (super
// admins), create with an e-mailed "choose your password" link, unique e-mails under parallel
// creates, edit, deactivate (no sign-in, sessions end) and activate, reset links, search,
// filters, paging and exports.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  managedUserPageSchema,
  managedUserSchema,
  type ManagedUser,
  type Role,
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
import { EVERY_ROLE, createActors, idsOf, tokensOf } from '../../../test/helpers/fixtures';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';

let ctx: TestContext;
let tokens = {} as Record<Role, string>;
let ids = {} as Record<Role, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx, EVERY_ROLE, (role) => ({
    firstName: `Actor ${role}`,
    lastName: 'Zuluaga',
  }));
  tokens = tokensOf(actors);
  ids = idsOf(actors);
});
afterAll(() => ctx.close());

const one = (id: number | string) => USER_PATHS.user.replace(':id', String(id));
const deactivatePath = (id: number | string) =>
  USER_PATHS.userDeactivate.replace(':id', String(id));
const activatePath = (id: number | string) => USER_PATHS.userActivate.replace(':id', String(id));
const resetPath = (id: number | string) => USER_PATHS.userPasswordReset.replace(':id', String(id));

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  role: Role | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(role ? bearer(tokens[role]) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createViaApi(role: Role, body: Record<string, unknown>): Promise<ManagedUser> {
  const response = await call('POST', USER_PATHS.users, role, {
    firstName: 'Nueva',
    lastName: 'Persona',
    email: uniqueEmail('new'),
    role: 'ADMIN',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return managedUserSchema.parse(response.json());
}

/**
 * A sponsor's or student's account as sign-up makes it (the user screens do not create them),
 * read back as `role` sees it on All users.
 */
async function createWithRecordRole(
  role: Role,
  body: {
    role: 'SPONSOR' | 'STUDENT';
    firstName: string;
    lastName: string;
    email?: string;
    phone?: string;
  },
): Promise<ManagedUser> {
  const created = await ctx.createUser(body);
  return managedUserSchema.parse((await call('GET', one(created.id), role)).json());
}

/** The newest outbox mail to this address (mail is sent in the background: flush first). */
async function lastMailTo(email: string) {
  await ctx.app.mailer.flush();
  const rows = await queryRows<{ subject: string; text: string; language: string }>(
    ctx.database,
    sql`select subject, text, language from mail_outbox where to_address = ${email} order by id desc limit 1`,
  );
  return rows[0];
}

function tokenIn(text: string): string {
  const match = /\/auth\/recovery\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe('who may use All users', () => {
  it.each(['ADMIN', 'SPONSOR', 'STUDENT'] as const)(
    'refuses a %s everywhere with 403',
    async (role) => {
      const target = ids.SPONSOR;
      const responses = [
        await call('GET', USER_PATHS.users, role),
        await call('GET', `${USER_PATHS.usersExport}?format=csv`, role),
        await call('GET', one(target), role),
        await call('POST', USER_PATHS.users, role, {
          firstName: 'a',
          lastName: 'b',
          email: uniqueEmail(),
          role: 'SPONSOR',
        }),
        await call('PATCH', one(target), role, { firstName: 'x' }),
        await call('POST', deactivatePath(target), role),
        await call('POST', activatePath(target), role),
        await call('POST', resetPath(target), role),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 403));
    },
  );

  it('answers 401 without a token', async () => {
    expect((await call('GET', USER_PATHS.users, null)).statusCode).toBe(401);
    expect((await call('POST', deactivatePath(ids.SPONSOR), null)).statusCode).toBe(401);
  });

  it('shows a super admin every role, and a global admin every role but super and global admins', async () => {
    const rolesSeenBy = async (role: Role) =>
      new Set(
        managedUserPageSchema
          .parse((await call('GET', `${USER_PATHS.users}?pageSize=200`, role)).json())
          .items.map((user) => user.role),
      );
    expect([...(await rolesSeenBy('SUPER_ADMIN'))].sort()).toEqual(
      ['ADMIN', 'GLOBAL_ADMIN', 'SPONSOR', 'STUDENT', 'SUPER_ADMIN'].sort(),
    );
    expect([...(await rolesSeenBy('GLOBAL_ADMIN'))].sort()).toEqual(
      ['ADMIN', 'SPONSOR', 'STUDENT'].sort(),
    );
    const filtered = managedUserPageSchema.parse(
      (await call('GET', `${USER_PATHS.users}?role=SUPER_ADMIN`, 'GLOBAL_ADMIN')).json(),
    );
    expect(filtered).toMatchObject({ items: [], total: 0 });
  });
});

describe('a global admin and super admins', () => {
  it('cannot see, edit, deactivate, reset or create a super admin, nor promote anyone to one', async () => {
    const superId = ids.SUPER_ADMIN;
    for (const response of [
      await call('GET', one(superId), 'GLOBAL_ADMIN'),
      await call('PATCH', one(superId), 'GLOBAL_ADMIN', { firstName: 'Hacked' }),
      await call('POST', deactivatePath(superId), 'GLOBAL_ADMIN'),
      await call('POST', activatePath(superId), 'GLOBAL_ADMIN'),
      await call('POST', resetPath(superId), 'GLOBAL_ADMIN'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    const created = await call('POST', USER_PATHS.users, 'GLOBAL_ADMIN', {
      firstName: 'Super',
      lastName: 'Nuevo',
      email: uniqueEmail('wannabe'),
      role: 'SUPER_ADMIN',
    });
    expect(created.statusCode).toBe(403);
    expect(errorOf(created)).toMatchObject({
      code: 'ROLE_NOT_ALLOWED',
      message: 'You cannot manage users with this role.',
    });
    const promoted = await call('PATCH', one(ids.ADMIN), 'GLOBAL_ADMIN', { role: 'SUPER_ADMIN' });
    expect(promoted.statusCode).toBe(403);
    const after = await call('GET', one(superId), 'SUPER_ADMIN');
    expect(managedUserSchema.parse(after.json())).toMatchObject({
      firstName: 'Actor SUPER_ADMIN',
      role: 'SUPER_ADMIN',
      active: true,
    });
    const admin = managedUserSchema.parse(
      (await call('GET', one(ids.ADMIN), 'SUPER_ADMIN')).json(),
    );
    expect(admin.role).toBe('ADMIN');
  });

  it('cannot create, promote to, see, edit or deactivate another global admin', async () => {
    const peer = await createViaApi('SUPER_ADMIN', { role: 'GLOBAL_ADMIN' });
    for (const response of [
      await call('GET', one(peer.id), 'GLOBAL_ADMIN'),
      await call('PATCH', one(peer.id), 'GLOBAL_ADMIN', { role: 'STUDENT' }),
      await call('POST', deactivatePath(peer.id), 'GLOBAL_ADMIN'),
      await call('POST', resetPath(peer.id), 'GLOBAL_ADMIN'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const created = await call('POST', USER_PATHS.users, 'GLOBAL_ADMIN', {
      firstName: 'Global',
      lastName: 'Nuevo',
      email: uniqueEmail('peer'),
      role: 'GLOBAL_ADMIN',
    });
    expect(created.statusCode).toBe(403);
    expect(errorOf(created).code).toBe('ROLE_NOT_ALLOWED');
    const promoted = await call('PATCH', one(ids.SPONSOR), 'GLOBAL_ADMIN', {
      role: 'GLOBAL_ADMIN',
    });
    expect(promoted.statusCode).toBe(403);
    const unchanged = managedUserSchema.parse(
      (await call('GET', one(peer.id), 'SUPER_ADMIN')).json(),
    );
    expect(unchanged).toMatchObject({ role: 'GLOBAL_ADMIN', active: true });
    // The same rule on "Admin users".
    const adminScreen = await call('POST', USER_PATHS.admins, 'GLOBAL_ADMIN', {
      firstName: 'Global',
      lastName: 'Otro',
      email: uniqueEmail('peer'),
      role: 'GLOBAL_ADMIN',
    });
    expect(adminScreen.statusCode).toBe(403);
  });

  it('lets a super admin manage global admins', async () => {
    const peer = await createViaApi('SUPER_ADMIN', { role: 'GLOBAL_ADMIN' });
    const edited = await call('PATCH', one(peer.id), 'SUPER_ADMIN', { role: 'ADMIN' });
    expect(edited.statusCode).toBe(200);
    expect(managedUserSchema.parse(edited.json()).role).toBe('ADMIN');
    expect((await call('POST', deactivatePath(peer.id), 'SUPER_ADMIN')).statusCode).toBe(200);
  });
});

describe('create', () => {
  it('creates the account without a password and mails a link to choose one', async () => {
    const email = uniqueEmail('Invitee').toUpperCase();
    const response = await call('POST', USER_PATHS.users, 'SUPER_ADMIN', {
      firstName: '  Andrés ',
      lastName: 'Gómez',
      email,
      phone: '+57 300 000 0001',
      language: 'es-CO',
      role: 'ADMIN',
      password: 'chosen-by-the-admin',
      active: false,
    });
    expect(response.statusCode).toBe(201);
    const user = managedUserSchema.parse(response.json());
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Andrés',
      lastName: 'Gómez',
      fullName: 'Andrés Gómez',
      phone: '+57 300 000 0001',
      language: 'es-CO',
      role: 'ADMIN',
      active: true,
      lastLoginAt: null,
    });
    // The password in the body is ignored: nobody but the new user ever knows it.
    const guessed = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: email, password: 'chosen-by-the-admin' },
    });
    expect(guessed.statusCode).toBe(401);

    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Su cuenta del portal de patrocinio');
    expect(mail?.language).toBe('es-CO');
    expect(mail?.text).toContain('Hola Andrés:');
    expect(mail?.text).toContain('Actor SUPER_ADMIN Zuluaga le creó una cuenta');
    expect(mail?.text).toContain('7 días');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: API.recoveryReset,
      payload: {
        token: tokenIn(mail?.text ?? ''),
        password: 'my own password',
        confirmPassword: 'my own password',
      },
    });
    expect(reset.statusCode).toBe(204);
    expect((await ctx.login(user.email, 'my own password')).data.id).toBe(user.id);
  });

  it.each(['SPONSOR', 'STUDENT'] as const)(
    'refuses a %s account without its school or village, created or changed to, and creates nothing',
    async (recordRole) => {
      for (const caller of ['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const) {
        const email = uniqueEmail('orphan');
        const response = await call(
          'POST',
          USER_PATHS.users,
          caller,
          { firstName: 'Sin', lastName: 'Lugar', email, role: recordRole },
          { 'accept-language': 'es-CO' },
        );
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'ROLE_NEEDS_RECORD',
          message:
            'Los padrinos y los estudiantes necesitan un colegio o una vereda: agréguelos en la pantalla Padrinos o Estudiantes.',
        });
        const rows = await queryRows<{ n: number | string }>(
          ctx.database,
          sql`select count(*) as n from users where lower(email) = ${email}`,
        );
        expect(Number(rows[0]?.n)).toBe(0);
      }
      const admin = await createViaApi('SUPER_ADMIN', { role: 'ADMIN' });
      const changed = await call('PATCH', one(admin.id), 'GLOBAL_ADMIN', { role: recordRole });
      expect(changed.statusCode).toBe(400);
      expect(errorOf(changed).code).toBe('ROLE_NEEDS_RECORD');
      const unchanged = managedUserSchema.parse(
        (await call('GET', one(admin.id), 'SUPER_ADMIN')).json(),
      );
      expect(unchanged.role).toBe('ADMIN');
      // An account that has the role already keeps it through an edit of its other fields.
      const kept = await call('PATCH', one(ids[recordRole]), 'GLOBAL_ADMIN', {
        phone: '+57 310',
        role: recordRole,
      });
      expect(kept.statusCode).toBe(200);
    },
  );

  it('refuses an e-mail already registered, whatever its case', async () => {
    const existing = await ctx.createUser({ role: 'STUDENT' });
    const response = await call('POST', USER_PATHS.users, 'SUPER_ADMIN', {
      firstName: 'Otra',
      lastName: 'Vez',
      email: existing.email.toUpperCase(),
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Email is already registered',
    });
  });

  it('lets exactly one of several parallel creations with one e-mail succeed', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      ['', 'upper', '', 'upper', ''].map((variant, index) =>
        call('POST', USER_PATHS.users, index % 2 === 0 ? 'SUPER_ADMIN' : 'GLOBAL_ADMIN', {
          firstName: `Carrera ${index}`,
          lastName: 'Paralela',
          email: variant === 'upper' ? email.toUpperCase() : email,
          role: 'ADMIN',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response).code).toBe('EMAIL_ALREADY_REGISTERED');
    }
    const rows = await queryRows<{ n: number | string }>(
      ctx.database,
      sql`select count(*) as n from users where lower(email) = ${email}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('refuses missing, mistyped and oversized fields with translated messages', async () => {
    const missing = await call(
      'POST',
      USER_PATHS.users,
      'SUPER_ADMIN',
      {},
      { 'accept-language': 'es-CO' },
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Obligatorio' },
        { path: 'lastName', message: 'Obligatorio' },
        { path: 'email', message: 'Obligatorio' },
        { path: 'role', message: 'Obligatorio' },
      ]),
    );
    const wrong = await call('POST', USER_PATHS.users, 'SUPER_ADMIN', {
      firstName: ['Ana'],
      lastName: 7,
      email: 'not-an-email',
      role: 'OWNER',
      language: 'fr-FR',
      phone: false,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      errorOf(wrong)
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'firstName', 'language', 'lastName', 'phone', 'role']);
    expect(errorOf(wrong).issues).toContainEqual({ path: 'email', message: 'Invalid email' });
    const long = await call('POST', USER_PATHS.users, 'SUPER_ADMIN', {
      firstName: 'a'.repeat(101),
      lastName: 'b',
      email: uniqueEmail(),
      role: 'SPONSOR',
    });
    expect(errorOf(long).issues).toEqual([{ path: 'firstName', message: 'Max 100 characters' }]);
    const huge = await call('POST', USER_PATHS.users, 'SUPER_ADMIN', {
      firstName: 'a'.repeat(1024 * 1024),
      lastName: 'b',
      email: uniqueEmail(),
      role: 'SPONSOR',
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('details and edit', () => {
  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('GET', one(2_000_000_000), 'SUPER_ADMIN')).statusCode).toBe(404);
    expect(
      (await call('PATCH', one(2_000_000_000), 'SUPER_ADMIN', { phone: '1' })).statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-5', '2.5', '99999999999']) {
      expect((await call('GET', one(id), 'SUPER_ADMIN')).statusCode, id).toBe(400);
    }
  });

  it('changes names, phone, language and role; the e-mail stays', async () => {
    const user = await createWithRecordRole('SUPER_ADMIN', {
      role: 'STUDENT',
      firstName: 'Nueva',
      lastName: 'Persona',
    });
    const response = await call('PATCH', one(user.id), 'GLOBAL_ADMIN', {
      firstName: 'Valentína',
      phone: '+57 1 234',
      language: 'es-CO',
      role: 'ADMIN',
      email: 'changed@example.org',
    });
    expect(response.statusCode).toBe(200);
    const updated = managedUserSchema.parse(response.json());
    expect(updated).toMatchObject({
      firstName: 'Valentína',
      lastName: user.lastName,
      phone: '+57 1 234',
      language: 'es-CO',
      role: 'ADMIN',
      email: user.email,
    });
    const found = managedUserPageSchema.parse(
      (await call('GET', `${USER_PATHS.users}?q=valentina`, 'SUPER_ADMIN')).json(),
    );
    expect(found.items.map((item) => item.id)).toEqual([user.id]);
  });

  it('refuses bad values, and lets nobody change their own role', async () => {
    for (const body of [
      { firstName: '' },
      { language: 'de' },
      { role: 'KING' },
      { phone: 'x'.repeat(41) },
      { lastName: null },
    ]) {
      const response = await call('PATCH', one(ids.STUDENT), 'SUPER_ADMIN', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const own = await call('PATCH', one(ids.SUPER_ADMIN), 'SUPER_ADMIN', { role: 'ADMIN' });
    expect(own.statusCode).toBe(409);
    expect(errorOf(own).code).toBe('OWN_ACCOUNT_LOCKOUT');
    const ownNames = await call('PATCH', one(ids.SUPER_ADMIN), 'SUPER_ADMIN', {
      phone: '+57 311',
      role: 'SUPER_ADMIN',
    });
    expect(ownNames.statusCode).toBe(200);
  });
});

describe('deactivate and activate', () => {
  it('stops sign-in and ends every session at once; activating lets the user back in', async () => {
    const user = await ctx.createUser({ role: 'SPONSOR' });
    const session = await ctx.login(user.email);
    const response = await call('POST', deactivatePath(user.id), 'GLOBAL_ADMIN');
    expect(response.statusCode).toBe(200);
    expect(managedUserSchema.parse(response.json()).active).toBe(false);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(errorOf(signIn).message).toBe('Incorrect username or password');
    const refreshed = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=${encodeURIComponent(session.refresh)}`,
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(session.access) }))
        .statusCode,
    ).toBe(401);
    const revoked = await queryRows<{ n: number | string }>(
      ctx.database,
      sql`select count(*) as n from refresh_tokens where user_id = ${user.id} and revoked_at is null`,
    );
    expect(Number(revoked[0]?.n)).toBe(0);

    const inactive = managedUserPageSchema.parse(
      (await call('GET', `${USER_PATHS.users}?active=false&pageSize=200`, 'SUPER_ADMIN')).json(),
    );
    expect(inactive.items.map((item) => item.id)).toContain(user.id);

    const activated = await call('POST', activatePath(user.id), 'SUPER_ADMIN');
    expect(managedUserSchema.parse(activated.json()).active).toBe(true);
    expect((await ctx.login(user.email)).data.id).toBe(user.id);
    // The old session stays ended.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${API.auth}?refresh=${encodeURIComponent(session.refresh)}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets nobody deactivate themselves', async () => {
    // A global admin does not even reach their own account here (only a super admin manages
    // global admins): 404, checked with the other global admin rules.
    for (const role of ['SUPER_ADMIN'] as const) {
      const response = await call('POST', deactivatePath(ids[role]), role, undefined, {
        'accept-language': 'es-CO',
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'OWN_ACCOUNT_LOCKOUT',
        message:
          'Usted no puede desactivar su propia cuenta ni cambiar su propio rol. Pídaselo a otro administrador.',
      });
    }
  });

  it('answers 404 for unknown ids', async () => {
    expect((await call('POST', deactivatePath(2_000_000_000), 'SUPER_ADMIN')).statusCode).toBe(404);
    expect((await call('POST', activatePath(2_000_000_000), 'SUPER_ADMIN')).statusCode).toBe(404);
  });
});

describe('password reset link', () => {
  it('mails the user a fresh recovery link in their language', async () => {
    const user = await ctx.createUser({ role: 'STUDENT', language: 'es-CO', firstName: 'Mateo' });
    const response = await call('POST', resetPath(user.id), 'GLOBAL_ADMIN');
    expect(response.statusCode).toBe(202);
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Restablezca su contraseña');
    expect(mail?.language).toBe('es-CO');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: API.recoveryReset,
      payload: {
        token: tokenIn(mail?.text ?? ''),
        password: 'brand new one',
        confirmPassword: 'brand new one',
      },
    });
    expect(reset.statusCode).toBe(204);
    expect((await ctx.login(user.email, 'brand new one')).data.id).toBe(user.id);
  });

  it('refuses a deactivated user and unknown ids', async () => {
    const user = await ctx.createUser({ role: 'STUDENT', active: false });
    const response = await call('POST', resetPath(user.id), 'SUPER_ADMIN');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('USER_INACTIVE');
    expect((await call('POST', resetPath(2_000_000_000), 'SUPER_ADMIN')).statusCode).toBe(404);
  });
});

describe('list', () => {
  let people: ManagedUser[] = [];

  beforeAll(async () => {
    people = [
      await createWithRecordRole('SUPER_ADMIN', {
        firstName: 'José',
        lastName: 'Núñez',
        role: 'STUDENT',
        email: uniqueEmail('jnunez'),
      }),
      await createWithRecordRole('SUPER_ADMIN', {
        firstName: 'Ángela',
        lastName: 'Rodríguez',
        role: 'SPONSOR',
        email: uniqueEmail('arodriguez'),
      }),
      await createWithRecordRole('SUPER_ADMIN', {
        firstName: 'Jose Luis',
        lastName: 'Nunez',
        role: 'SPONSOR',
        email: uniqueEmail('jlnunez'),
      }),
    ];
  });

  it('finds names and e-mails without accents or case', async () => {
    const search = async (q: string) =>
      managedUserPageSchema
        .parse(
          (
            await call('GET', `${USER_PATHS.users}?q=${encodeURIComponent(q)}`, 'SUPER_ADMIN')
          ).json(),
        )
        .items.map((user) => user.id)
        .sort();
    const [jose, angela, joseLuis] = people.map((user) => user.id);
    expect(await search('jose nunez')).toEqual([jose, joseLuis].sort());
    expect(await search('NÚÑEZ')).toEqual([jose, joseLuis].sort());
    expect(await search('angela rodriguez')).toEqual([angela]);
    expect(await search('arodriguez')).toEqual([angela]);
    expect(await search('jose luis')).toEqual([joseLuis]);
  });

  it('filters by role and active, and pages', async () => {
    const page = managedUserPageSchema.parse(
      (
        await call('GET', `${USER_PATHS.users}?role=SPONSOR&active=true&q=nunez`, 'SUPER_ADMIN')
      ).json(),
    );
    expect(page.items.map((user) => user.id)).toEqual([people[2]?.id]);
    const first = managedUserPageSchema.parse(
      (
        await call(
          'GET',
          `${USER_PATHS.users}?pageSize=2&page=1&sort=createdAt&order=desc`,
          'SUPER_ADMIN',
        )
      ).json(),
    );
    const second = managedUserPageSchema.parse(
      (
        await call(
          'GET',
          `${USER_PATHS.users}?pageSize=2&page=2&sort=createdAt&order=desc`,
          'SUPER_ADMIN',
        )
      ).json(),
    );
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    const seen = [...first.items, ...second.items].map((user) => user.id);
    expect(new Set(seen).size).toBe(4);
  });

  it('sorts by last name, first name, e-mail and creation', async () => {
    for (const sort of ['lastName', 'firstName', 'email', 'createdAt']) {
      const asc = managedUserPageSchema.parse(
        (await call('GET', `${USER_PATHS.users}?pageSize=200&sort=${sort}`, 'SUPER_ADMIN')).json(),
      );
      const desc = managedUserPageSchema.parse(
        (
          await call(
            'GET',
            `${USER_PATHS.users}?pageSize=200&sort=${sort}&order=desc`,
            'SUPER_ADMIN',
          )
        ).json(),
      );
      expect(
        desc.items.map((user) => user.id),
        sort,
      ).toEqual(asc.items.map((user) => user.id).reverse());
    }
    // Letters only, so that the database's collation and JavaScript agree on the order.
    const byEmail = managedUserPageSchema
      .parse(
        (
          await call('GET', `${USER_PATHS.users}?pageSize=200&sort=email&q=nunez`, 'SUPER_ADMIN')
        ).json(),
      )
      .items.map((user) => user.email.replace(/[^a-z]/g, ''));
    expect(byEmail).toHaveLength(2);
    expect(byEmail).toEqual([...byEmail].sort());
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'role=KING',
      'active=1',
      'sort=password',
      'pageSize=0',
      `q=${'z'.repeat(101)}`,
    ]) {
      expect(
        (await call('GET', `${USER_PATHS.users}?${query}`, 'SUPER_ADMIN')).statusCode,
        query,
      ).toBe(400);
    }
  });
});

describe('export', () => {
  it('writes the filtered users as CSV, headers and values in the asked language', async () => {
    const user = await createWithRecordRole('SUPER_ADMIN', {
      firstName: 'Exportada',
      lastName: 'Ñoño',
      role: 'STUDENT',
      phone: '=1+2',
    });
    const response = await call(
      'GET',
      `${USER_PATHS.usersExport}?format=csv&q=exportada`,
      'GLOBAL_ADMIN',
      undefined,
      {
        'accept-language': 'es-CO',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Apellidos',
      'Nombres',
      'Correo electrónico',
      'Teléfono',
      'Rol',
      'Idioma',
      'Activo',
      'Creado',
      'Último ingreso',
    ]);
    expect(rows).toEqual([
      ['Ñoño', 'Exportada', user.email, "'=1+2", 'Estudiante', 'en-US', 'Sí', user.createdAt, ''],
    ]);
  });

  it('never exports super or global admins to a global admin; XLSX opens with exceljs', async () => {
    const response = await call('GET', `${USER_PATHS.usersExport}?format=xlsx`, 'GLOBAL_ADMIN');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(response.rawPayload);
    expect(header?.[4]).toBe('Role');
    const roles = new Set(rows.map((row) => row[4]));
    expect(roles.has('Super admin')).toBe(false);
    expect(roles.has('Global admin')).toBe(false);
    expect(roles.has('Student')).toBe(true);
    const all = await call('GET', `${USER_PATHS.usersExport}?format=xlsx`, 'SUPER_ADMIN');
    const [, ...allRows] = await readXlsx(all.rawPayload);
    expect(allRows.some((row) => row[4] === 'Super admin')).toBe(true);
  });

  it('refuses unknown formats', async () => {
    expect(
      (await call('GET', `${USER_PATHS.usersExport}?format=ods`, 'SUPER_ADMIN')).statusCode,
    ).toBe(400);
  });
});

describe('an export larger than one batch', () => {
  it('has every user once, in the asked order', async () => {
    await ctx.database.db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, search_text)
      select 'bulk' || lpad(n::text, 4, '0') || '@example.org', 'x', 'STUDENT', 'Bulk',
        'Apellido ' || lpad(n::text, 4, '0'), 'bulk apellido ' || lpad(n::text, 4, '0')
      from generate_series(1, 1050) as n`);
    for (const sort of ['lastName', 'email', 'createdAt']) {
      const response = await call(
        'GET',
        `${USER_PATHS.usersExport}?format=csv&q=bulk&sort=${sort}`,
        'SUPER_ADMIN',
      );
      const [, ...rows] = parseCsv(response.body);
      expect(rows, sort).toHaveLength(1050);
      expect(
        rows.map((row) => row[0]),
        sort,
      ).toEqual(
        Array.from(
          { length: 1050 },
          (_, index) => `Apellido ${String(index + 1).padStart(4, '0')}`,
        ),
      );
    }
  });
});
