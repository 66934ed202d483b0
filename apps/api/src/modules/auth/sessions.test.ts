// An access token names its session, and a request with an ended session is refused at once,
// however the session ended: logout, reuse of a rotated refresh token, password recovery,
// deactivation (also after reactivation), or a password change in another session (which keeps
// the session that made it).
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuthResponse, USER_PATHS } from '@portal/shared';
import { issueResetToken } from './recovery.service';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let second: TestApp;
let superAdmin: AuthResponse;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildTestApp(ctx.testDatabase.openAnother());
  const admin = await ctx.createUser({ role: 'SUPER_ADMIN' });
  superAdmin = await ctx.login(admin.email);
});
afterAll(async () => {
  await second.close();
  await second.database.close();
  await ctx.close();
});

const me = (access: string, app = ctx.app) =>
  app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `${API.auth}?refresh=${encodeURIComponent(token)}` });

async function expectRefused(access: string) {
  for (const app of [ctx.app, second.app]) {
    const response = await me(access, app);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  }
}

describe('ended sessions', () => {
  it('refuses the access token right after logout', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    expect((await me(session.access)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    await expectRefused(session.access);
  });

  it('refuses every access token of a family whose rotated refresh token is replayed', async () => {
    const user = await ctx.createUser();
    const first = await ctx.login(user.email);
    const rotated = (await refresh(first.refresh)).json<AuthResponse>();
    // The holder goes on with the rotated token (a replay of an unused one's predecessor would
    // be taken, for a few seconds, for a lost answer).
    const latest = (await refresh(rotated.refresh)).json<AuthResponse>();
    expect((await me(latest.access)).statusCode).toBe(200);
    expect((await refresh(first.refresh)).statusCode).toBe(401); // the replay
    await expectRefused(first.access);
    await expectRefused(rotated.access);
    await expectRefused(latest.access);
    expect((await refresh(latest.refresh)).statusCode).toBe(401);
  });

  it('refuses the old access tokens once the password is reset through a recovery link', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    const token = await issueResetToken(ctx.database.db, user.id, new Date(), 60_000);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: API.recoveryReset,
      payload: { token, password: 'a brand new password', confirmPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(204);
    await expectRefused(session.access);
  });

  it('refuses the old access tokens after deactivation, also once the user is reactivated', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email);
    const admin = bearer(superAdmin.access);
    for (const url of [USER_PATHS.userDeactivate, USER_PATHS.userActivate]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: url.replace(':id', String(user.id)),
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
    }
    await expectRefused(session.access);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    // Signing in again gives a working session.
    expect((await me((await ctx.login(user.email)).access)).statusCode).toBe(200);
  });

  it('ends every other session on a password change and keeps the current one', async () => {
    const user = await ctx.createUser();
    const current = await ctx.login(user.email);
    const other = await ctx.login(user.email);
    const change = await ctx.app.inject({
      method: 'POST',
      url: API.mePassword,
      headers: bearer(current.access),
      payload: {
        currentPassword: user.password,
        password: 'another good password',
        confirmPassword: 'another good password',
      },
    });
    expect(change.statusCode).toBe(204);
    await expectRefused(other.access);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await me(current.access)).statusCode).toBe(200);
    const renewed = await refresh(current.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<AuthResponse>().access)).statusCode).toBe(200);
  });

  it('refuses an access token that names no session', async () => {
    const user = await ctx.createUser();
    const legacy = createSigner({ key: ctx.app.platform.jwtSecret, expiresIn: 600_000 })({
      sub: String(user.id),
      role: user.role,
    });
    await expectRefused(legacy);
  });
});
