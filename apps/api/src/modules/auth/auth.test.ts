// The seed's auth contract (point 7): sign in, refresh with rotation and reuse detection,
// expiry, sign out, the mobile rule and inactive users.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authResponseSchema, type AuthResponse } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { LOST_ANSWER_GRACE_MS } from './auth.service';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
const clock = new ManualClock();

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    env: { ACCESS_TOKEN_TTL: '60m', REFRESH_TOKEN_TTL: '30d' },
  });
});
afterAll(() => ctx.close());

function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `${API.auth}?refresh=${encodeURIComponent(token)}` });

describe('POST /edrocks/public/auth/', () => {
  it('answers access, refresh and the user record', async () => {
    const user = await ctx.createUser({
      role: 'SPONSOR',
      firstName: 'Laura',
      lastName: 'Gómez',
      language: 'es-CO',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = authResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      id: user.id,
      role: 'SPONSOR',
      email: user.email,
      firstName: 'Laura',
      lastName: 'Gómez',
      fullName: 'Laura Gómez',
      phone: '',
      language: 'es-CO',
      photoUrl: null,
    });
    expect(Object.keys(response.json() as object).sort()).toEqual(['access', 'data', 'refresh']);
    expect(body.refresh.length).toBeGreaterThanOrEqual(40);
  });

  it('signs an HS256 access token with sub, role, iat and a 60-minute exp', async () => {
    const user = await ctx.createUser({ role: 'ADMIN' });
    const { access } = await ctx.login(user.email);
    const header = JSON.parse(Buffer.from(access.split('.')[0] ?? '', 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(access);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.role).toBe('ADMIN');
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(Math.abs((claims.iat as number) - clock.now().getTime() / 1000)).toBeLessThan(2);
  });

  it('refuses a wrong password and an unknown user with the same 401 answer', async () => {
    const user = await ctx.createUser();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: user.email, password: 'not the password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({
      code: '_BAD_USERNAME_PASSWORD',
      message: 'Incorrect username or password',
      messageKey: 'errors.badUsernamePassword',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers in Spanish when the client prefers it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      headers: { 'accept-language': 'es-CO,es;q=0.9,en;q=0.8' },
      payload: { username: uniqueEmail(), password: 'whatever1' },
    });
    expect(errorOf(response).message).toBe('Usuario o contraseña incorrectos');
  });

  it('refuses an inactive user exactly like a wrong password', async () => {
    const user = await ctx.createUser({ active: false });
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      payload: { username: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('_BAD_USERNAME_PASSWORD');
  });

  it('on the mobile build lets sponsors in and refuses every other role', async () => {
    const sponsor = await ctx.createUser({ role: 'SPONSOR' });
    expect((await ctx.login(sponsor.email, sponsor.password, { mobile: true })).data.role).toBe(
      'SPONSOR',
    );
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      const user = await ctx.createUser({ role });
      const response = await ctx.app.inject({
        method: 'POST',
        url: API.auth,
        payload: { username: user.email, password: user.password, mobile: true },
      });
      expect(response.statusCode, role).toBe(401);
      expect(errorOf(response).code).toBe('_BAD_USERNAME_PASSWORD');
      // The same account signs in on the web build.
      expect((await ctx.login(user.email, user.password, { mobile: false })).data.role).toBe(role);
    }
  });

  it('stores only a hash of the refresh token and an argon2id password hash', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    const rows = await queryRows<{ token_hash: string }>(
      ctx.database,
      sql`select token_hash from refresh_tokens where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(session.refresh);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('GET /edrocks/public/auth/?refresh=', () => {
  it('rotates: answers the same shape with a new refresh token, and the new one works', async () => {
    const user = await ctx.createUser({ role: 'STUDENT' });
    const first = await ctx.login(user.email);
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const body = authResponseSchema.parse(second.json());
    expect(body.refresh).not.toBe(first.refresh);
    expect(body.data.id).toBe(user.id);
    expect(decodeJwt(body.access).sub).toBe(String(user.id));
    const third = await refresh(body.refresh);
    expect(third.statusCode).toBe(200);
  });

  it('treats a reused rotated token as theft: 401 and the whole family is revoked', async () => {
    const user = await ctx.createUser();
    const first = await ctx.login(user.email);
    const second = (await refresh(first.refresh)).json<AuthResponse>();
    clock.advance(LOST_ANSWER_GRACE_MS + 1);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate latest token of that family is dead too.
    const latest = await refresh(second.refresh);
    expect(latest.statusCode).toBe(401);
    // Another sign-in (another family) is unaffected.
    const other = await ctx.login(user.email);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('accepts a rotated token again for 30 s when its successor was never used (a lost answer)', async () => {
    const user = await ctx.createUser();
    const first = await ctx.login(user.email);
    const lost = (await refresh(first.refresh)).json<AuthResponse>();
    clock.advance(LOST_ANSWER_GRACE_MS - 1000);
    const retried = await refresh(first.refresh);
    expect(retried.statusCode).toBe(200);
    const kept = authResponseSchema.parse(retried.json());
    expect(kept.refresh).not.toBe(lost.refresh);
    expect(kept.data.id).toBe(user.id);
    // The session goes on from the retried answer.
    const next = (await refresh(kept.refresh)).json<AuthResponse>();
    expect((await me(next.access)).statusCode).toBe(200);
    // The lost successor was replaced: showing up later, it is a replay, and ends the family.
    clock.advance(LOST_ANSWER_GRACE_MS + 1);
    expect((await refresh(lost.refresh)).statusCode).toBe(401);
    expect((await me(next.access)).statusCode).toBe(401);
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it('treats a replay within the 30 s as theft once the successor was used', async () => {
    const user = await ctx.createUser();
    const first = await ctx.login(user.email);
    const second = (await refresh(first.refresh)).json<AuthResponse>();
    const third = (await refresh(second.refresh)).json<AuthResponse>();
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect((await me(third.access)).statusCode).toBe(401);
  });

  it('gives no second chance to a token of an ended session', async () => {
    const user = await ctx.createUser();
    const first = await ctx.login(user.email);
    const second = (await refresh(first.refresh)).json<AuthResponse>();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      payload: { refresh: second.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it('answers two concurrent refreshes with the same token, and only the later session lives on', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const tokens = answers.map((answer) => answer.json<AuthResponse>().refresh);
    // One answer's token replaced the other's: exactly one of them is still unused and live.
    const rows = await queryRows<{ used: boolean }>(
      ctx.database,
      sql`select used_at is not null as used from refresh_tokens where user_id = ${user.id} and revoked_at is null order by id`,
    );
    expect(rows.map((row) => row.used)).toEqual([true, true, false]);
    expect(new Set(tokens).size).toBe(2);
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      const expired = await refresh(session.refresh);
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).code).toBe('INVALID_REFRESH_TOKEN');
    } finally {
      clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    }
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('refuses the refresh of a user who was deactivated', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    await ctx.database.db.execute(sql`update users set active = false where id = ${user.id}`);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('needs the refresh parameter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API.auth });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  });
});

describe('access token expiry', () => {
  it('accepts the access token until exp, then answers 401 UNAUTHENTICATED', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) })).statusCode,
    ).toBe(200);
    clock.advance(61 * 60 * 1000);
    try {
      const expired = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).code).toBe('UNAUTHENTICATED');
    } finally {
      clock.advance(-61 * 60 * 1000);
    }
  });
});

describe('POST /edrocks/public/auth/logout', () => {
  it('revokes the session: 204, then its refresh token no longer works', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    const rotated = (await refresh(session.refresh)).json<AuthResponse>();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      payload: { refresh: rotated.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('is idempotent and answers 204 for unknown tokens', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    for (const token of [session.refresh, session.refresh, 'unknown-token']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: API.logout,
        payload: { refresh: token },
      });
      expect(response.statusCode).toBe(204);
    }
  });
});
