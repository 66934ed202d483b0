// First start: with no users, the super admin is created from ADMIN_EMAIL / ADMIN_PASSWORD, or
// with a generated password printed once; later starts create nobody.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db';
import { buildTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { DEFAULT_ADMIN_EMAIL } from './bootstrap-admin';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

async function start(
  database: TestDatabase,
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<TestApp> {
  const app = await buildTestApp(database.handle, options);
  cleanups.push(() => app.close());
  return app;
}

const signIn = (app: TestApp, username: string, password: string) =>
  app.app.inject({ method: 'POST', url: API.auth, payload: { username, password } });

const countSuperAdmins = async (database: TestDatabase) =>
  Number(
    (
      await queryRows<{ n: number | string }>(
        database.handle,
        sql`select count(*) as n from users where role = 'SUPER_ADMIN'`,
      )
    )[0]?.n,
  );

describe('first super admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const database = await freshDatabase();
    const env = { ADMIN_EMAIL: 'Director@Example.org', ADMIN_PASSWORD: 'director password' };
    const first = await start(database, { env });
    const response = await signIn(first, 'director@example.org', 'director password');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { role: string; email: string } }>().data).toMatchObject({
      role: 'SUPER_ADMIN',
      email: 'director@example.org',
    });
    await first.close();
    // A restart with other values changes nothing: there are users already.
    await start(database, {
      env: { ADMIN_EMAIL: 'other@example.org', ADMIN_PASSWORD: 'other password' },
    });
    expect(await countSuperAdmins(database)).toBe(1);
  });

  it('gets a generated password, printed once in the log, when none is configured', async () => {
    const database = await freshDatabase();
    const lines: string[] = [];
    const app = await start(database, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    const message = lines
      .map((line) => JSON.parse(line) as { msg: string })
      .find((entry) => entry.msg.includes('First super admin'));
    expect(message?.msg).toContain(DEFAULT_ADMIN_EMAIL);
    const password = /with password (\S+)/.exec(message?.msg ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signIn(app, DEFAULT_ADMIN_EMAIL, password)).statusCode).toBe(200);

    const again: string[] = [];
    await start(database, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => again.push(line) },
    });
    expect(again.join('\n')).not.toContain(password);
    expect(again.join('\n')).not.toContain('First super admin');
  });
});
