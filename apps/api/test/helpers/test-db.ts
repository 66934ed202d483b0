// A fresh database per test file: a private PGlite loaded from the run's dump, or a new
// database on the PostgreSQL server of TEST_DATABASE_URL, copied from the run's template
// (dropped afterwards). Both were migrated once, in global-setup.ts.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openPostgres,
  PGLITE_EXTENSIONS,
  wrapPglite,
  type DatabaseHandle,
} from '../../src/db/client';

export type TestDbInfo =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

export interface TestDatabase {
  kind: TestDbInfo['kind'];
  /** PostgreSQL only: the database's URL, for what opens its own connections (a thread). */
  url?: string;
  handle: DatabaseHandle;
  /**
   * Another connection to the same database, as a second API instance would have. PGlite has a
   * single connection, so there it is the same handle (closing it is a no-op).
   */
  openAnother(): DatabaseHandle;
  drop(): Promise<void>;
}

export function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated database with the reference data and no users. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDb');
  if (!info)
    throw new Error('testDb was not provided: run the API tests through apps/api/vitest.config.ts');
  if (info.kind === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([await readFile(info.dumpPath)]),
      extensions: PGLITE_EXTENSIONS,
    });
    const handle = wrapPglite(client);
    return {
      kind: 'pglite',
      handle,
      openAnother: () => ({ ...handle, close: async () => undefined }),
      drop: () => handle.close(),
    };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(info.adminUrl, `create database ${name} template ${info.template}`);
  const url = databaseUrlOf(info.adminUrl, name);
  const handle = openPostgres(url, 5);
  const others: DatabaseHandle[] = [];
  return {
    kind: 'postgres',
    url,
    handle,
    openAnother() {
      const other = openPostgres(url, 5);
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.allSettled([handle.close(), ...others.map((other) => other.close())]);
      await adminQuery(info.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
