// buildTestApp(): the real app (buildApp) on a fresh test database, with cheap argon2
// parameters and silent logs, plus helpers to create users and sign in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API, type AuthResponse, type Language, type Role } from '@portal/shared';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createPasswordHasher } from '../../src/lib/passwords';
import { insertUserIfEmailFree, type User } from '../../src/modules/users/users.repo';
import { createTestDatabase, type TestDatabase } from './test-db';

/** Settings every test app starts from; a test overrides what it is about. */
export const TEST_ENV: Env = {
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  PUBLIC_URL: 'http://portal.test',
  WEB_DIST: '/nonexistent/web-dist',
  ARGON2_MEMORY_KIB: '256',
  ARGON2_TIME_COST: '1',
  LOGIN_MAX_FAILURES_PER_USERNAME: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  SIGNUP_MAX_FAILURES_PER_IP: '1000',
  SIGNUP_MAX_ACCOUNTS_PER_IP: '1000',
  RECOVERY_MAX_REQUESTS_PER_IP: '1000',
  RECOVERY_MAX_MAILS_PER_EMAIL: '1000',
  PASSWORD_CHANGE_MAX_FAILURES: '1000',
};

export const TEST_PASSWORD = 'correct horse battery';

export interface TestAppOptions extends Omit<BuildAppOptions, 'database'> {
  env?: Env;
  /** Build on this database instead of a fresh one (a second instance, a restart). */
  database?: DatabaseHandle;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Builds an app on `database` (the caller owns it); `close()` also removes its data folder. */
export async function buildTestApp(
  database: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-data-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
  const app = await buildApp(config, { cachePages: false, ...options, database });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestContext extends TestApp {
  testDatabase: TestDatabase;
  createUser(input?: Partial<TestUserInput>): Promise<User & { password: string }>;
  login(email: string, password?: string, extra?: Record<string, unknown>): Promise<AuthResponse>;
}

export interface TestUserInput {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Language;
  active: boolean;
  phone: string;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${randomBytes(3).toString('hex')}@example.org`;
}

/** A fresh database and an app on it: call in beforeAll, and `close()` in afterAll. */
export async function createTestContext(
  options: Omit<TestAppOptions, 'database'> & {
    /** Sets DATABASE_URL to the test database's (PostgreSQL), for what opens connections of its own. */
    withDatabaseUrl?: boolean;
  } = {},
): Promise<TestContext> {
  const { withDatabaseUrl, ...appOptions } = options;
  const testDatabase = await createTestDatabase();
  const testApp = await buildTestApp(testDatabase.handle, {
    ...appOptions,
    env: {
      ...appOptions.env,
      ...(withDatabaseUrl && testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
    },
  });
  const passwords = createPasswordHasher(testApp.config.argon2);
  return {
    ...testApp,
    testDatabase,
    async close() {
      await testApp.close();
      await testDatabase.drop();
    },
    async createUser(input = {}) {
      const password = input.password ?? TEST_PASSWORD;
      const user = await insertUserIfEmailFree(testDatabase.handle.db, {
        email: input.email ?? uniqueEmail(input.role?.toLowerCase()),
        passwordHash: await passwords.hash(password),
        role: input.role ?? 'SPONSOR',
        firstName: input.firstName ?? 'Ana',
        lastName: input.lastName ?? 'Pérez',
        phone: input.phone ?? '',
        language: input.language ?? 'en-US',
        active: input.active ?? true,
      });
      if (!user) throw new Error('test user e-mail already taken');
      return { ...user, password };
    },
    async login(email, password = TEST_PASSWORD, extra = {}) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: API.auth,
        payload: { username: email, password, ...extra },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<AuthResponse>();
    },
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The JSON body of an error answer, typed for assertions. */
export function errorOf(response: LightMyRequestResponse) {
  return response.json<{
    code: string;
    message: string;
    messageKey: string;
    issues?: { path: string; message: string }[];
    retryAfterSeconds?: number;
  }>();
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
