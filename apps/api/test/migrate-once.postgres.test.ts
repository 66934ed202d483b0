// Several API processes starting together on an empty PostgreSQL database (a deployment's first
// start, or every host restarted at once after an upgrade): one migrates while the others wait on
// the advisory lock (db/client.ts), then each finds nothing left to do. Every migration is
// recorded once, the reference data is there once (as in a database migrated by one process), and
// one first super admin is made.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MIGRATIONS_FOLDER, selectRows } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { rowsPerTable } from './helpers/rows-per-table';
import { TEST_ENV } from './helpers/test-app';
import { adminQuery, createTestDatabase, databaseUrlOf } from './helpers/test-db';

const info = inject('testDb');
const PROCESSES = 3;
const name = `portal_t_${randomBytes(6).toString('hex')}`;
const apps: FastifyInstance[] = [];
const folders: string[] = [];

afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app.close()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  if (info?.kind === 'postgres') {
    await adminQuery(info.adminUrl, `drop database if exists ${name} with (force)`);
  }
});

/** An API process of its own: its own DATA_DIR and its own pool on DATABASE_URL. */
async function startProcess(url: string): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-migrate-once-'));
  folders.push(dataDir);
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: url });
  const app = await buildApp(config, { exportThread: false, cachePages: false });
  apps.push(app);
  return app;
}

describe('several processes starting on an empty database', () => {
  it('migrate it exactly once and seed it once', { timeout: 300_000 }, async () => {
    if (info?.kind !== 'postgres') throw new Error('PostgreSQL only');
    await adminQuery(info.adminUrl, `create database ${name}`);
    const url = databaseUrlOf(info.adminUrl, name);

    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () => startProcess(url)),
    );
    expect(started.map((result) => result.status)).toEqual(Array(PROCESSES).fill('fulfilled'));

    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [first] = apps;
    const db = first!.database.db;
    const [recorded] = await selectRows<{ total: number; distinct: number }>(
      db,
      sql`select count(*)::int as total, count(distinct hash)::int as distinct
          from drizzle.__drizzle_migrations`,
    );
    expect(recorded).toEqual({ total: journal.entries.length, distinct: journal.entries.length });

    // The same records as the template the tests start from (migrated and seeded by one
    // process), plus the one first super admin.
    // (Read from a copy: a connection to the template itself would stop the other test files
    // from copying it meanwhile.)
    const once = await createTestDatabase();
    let expected: Record<string, number>;
    try {
      expected = await rowsPerTable(once.handle.db);
    } finally {
      await once.drop();
    }
    const found = await rowsPerTable(db);
    expect(found['public.users']).toBe(1);
    // The super admin's creation is in the audit log too, and nothing else was written twice.
    const [userEntries] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from audit_log where entity = 'user' and action = 'create'`,
    );
    expect(userEntries?.count).toBe(1);
    expect(found['public.audit_log']).toBe((expected['public.audit_log'] ?? 0) + 1);
    const withoutAdmin = { 'public.users': 0, 'public.audit_log': 0 };
    expect({ ...found, ...withoutAdmin }).toEqual({ ...expected, ...withoutAdmin });
  });
});
