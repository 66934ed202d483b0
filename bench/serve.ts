// What the benchmarks share: a fresh database's migrations and super admin, the real API listening
// on a loopback port, and a sign-in.
import type { FastifyInstance } from 'fastify';
import { API } from '@portal/shared';
import type { Config } from '../apps/api/src/config';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { insertUserIfEmailFree } from '../apps/api/src/modules/users/users.repo';

/** Listens on a free loopback port; answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Signs in through the API; answers the Authorization header of the session. */
export async function signIn(
  base: string,
  username: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await fetch(`${base}${API.auth}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

/**
 * Migrates a fresh bench database and adds its super admin, first: the API creates its own first
 * super admin only in a database without users, and the generators add sponsors' accounts.
 */
export async function migrateWithBenchAdmin(
  loader: DatabaseHandle,
  argon2: Config['argon2'],
  admin: { email: string; password: string },
): Promise<void> {
  await loader.migrate();
  await insertUserIfEmailFree(loader.db, {
    email: admin.email,
    passwordHash: await createPasswordHasher(argon2).hash(admin.password),
    role: 'SUPER_ADMIN',
    firstName: 'Bench',
    lastName: 'Admin',
    language: 'en-US',
  });
}
