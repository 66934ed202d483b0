// /edrocks/api/me: every role reads and edits its own profile and changes its password;
// without a valid token the answer is 401 UNAUTHENTICATED.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ROLES, userDataSchema } from '@portal/shared';
import { users } from '../../db/schema/index';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /edrocks/api/me', () => {
  it.each(ROLES)('answers the signed-in %s its own record', async (role) => {
    const user = await ctx.createUser({ role });
    const { access, data } = await ctx.login(user.email);
    const response = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
    expect(response.statusCode).toBe(200);
    expect(userDataSchema.parse(response.json())).toEqual(data);
    expect(data.role).toBe(role);
  });

  it('answers 401 without a token, with a malformed one, or with a forged one', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const [header = '', payload = '', signature = ''] = access.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'SUPER_ADMIN',
      }),
    ).toString('base64url');
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('not.a.jwt'),
      bearer(`${header}.${forgedPayload}.${signature}`),
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: API.me, headers });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        messageKey: 'errors.unauthenticated',
      });
    }
  });

  it('answers 401 once the user is deactivated, even with an unexpired token', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    await ctx.database.db.execute(sql`update users set active = false where id = ${user.id}`);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /edrocks/api/me', () => {
  it('changes names, phone and language, trimming and ignoring unknown fields', async () => {
    const user = await ctx.createUser({ role: 'STUDENT' });
    const { access } = await ctx.login(user.email);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: API.me,
      headers: bearer(access),
      payload: {
        firstName: '  Camila ',
        lastName: 'Rojas',
        phone: '+57 300 000 0000',
        language: 'es-CO',
        role: 'SUPER_ADMIN',
        email: 'x@example.org',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      role: 'STUDENT',
      email: user.email,
      firstName: 'Camila',
      lastName: 'Rojas',
      fullName: 'Camila Rojas',
      phone: '+57 300 000 0000',
      language: 'es-CO',
      photoUrl: null,
    });
  });

  it('refuses an empty name and an unknown language with translated field messages', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: API.me,
      headers: { ...bearer(access), 'accept-language': 'es' },
      payload: { firstName: '   ', lastName: 'Rojas', phone: '', language: 'fr-FR' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual([
      { path: 'firstName', message: 'Obligatorio' },
      { path: 'language', message: 'Este valor no es válido' },
    ]);
  });

  it('needs authentication', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: API.me,
      payload: { firstName: 'A', lastName: 'B', phone: '', language: 'en-US' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /edrocks/api/me/language', () => {
  it.each(ROLES)(
    "keeps a %s's switch of language in the profile, which the e-mails read",
    async (role) => {
      const user = await ctx.createUser({ role, language: 'en-US' });
      const { access } = await ctx.login(user.email);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: API.meLanguage,
        headers: bearer(access),
        payload: { language: 'es-CO' },
      });
      expect(response.statusCode).toBe(200);
      expect(userDataSchema.parse(response.json())).toMatchObject({
        id: user.id,
        language: 'es-CO',
        firstName: user.firstName,
      });
      const me = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
      expect(userDataSchema.parse(me.json()).language).toBe('es-CO');
      // What the e-mails read: the user's row.
      const [row] = await ctx.database.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.language).toBe('es-CO');
    },
  );

  it("refuses an unknown language in the caller's words, and needs a session", async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: API.meLanguage,
      headers: { ...bearer(access), 'accept-language': 'es' },
      payload: { language: 'fr-FR' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).issues).toEqual([
      { path: 'language', message: 'Este valor no es válido' },
    ]);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: API.meLanguage,
      payload: { language: 'es-CO' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /edrocks/api/me/password', () => {
  it('changes the password when the current one is right', async () => {
    const user = await ctx.createUser({ role: 'GLOBAL_ADMIN' });
    const { access } = await ctx.login(user.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.mePassword,
      headers: bearer(access),
      payload: {
        currentPassword: user.password,
        password: 'another password',
        confirmPassword: 'another password',
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await ctx.login(user.email, 'another password')).data.id).toBe(user.id);
    const old = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password with WRONG_CURRENT_PASSWORD', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.mePassword,
      headers: bearer(access),
      payload: {
        currentPassword: 'not it at all',
        password: 'another password',
        confirmPassword: 'another password',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
    });
  });

  it('refuses a short or unconfirmed new password', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.mePassword,
      headers: bearer(access),
      payload: { currentPassword: user.password, password: 'short', confirmPassword: 'other' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toEqual([
      { path: 'password', message: 'Min 8 characters' },
      { path: 'confirmPassword', message: 'Passwords must match' },
    ]);
  });
});
