// Runs once per test run and project: create and migrate one database, which every test file
// then copies. PGlite: the database is dumped to a file; each test file loads a private copy in
// ~0.5 s instead of creating one in ~3 s. PostgreSQL: a template database on the server of
// TEST_DATABASE_URL; each test file creates its own database from it, a file copy on the server
// instead of running every migration again. TEST_DB=postgres without TEST_DATABASE_URL fails the
// run: it never skips.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { adminQuery, databaseUrlOf, type TestDbInfo } from './helpers/test-db';

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      throw new Error(
        'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
      );
    }
    // Named like the test files' databases, which CI drops if a run is cut short.
    const template = `portal_t_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const handle = openPostgres(databaseUrlOf(adminUrl, template), 2);
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
    } finally {
      // A template must have no connection left when a database is created from it.
      await handle.close();
    }
    project.provide('testDb', { kind: 'postgres', adminUrl, template } satisfies TestDbInfo);
    return () => adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  }
  if (kind !== 'pglite') throw new Error(`Unknown TEST_DB "${kind}" (pglite or postgres)`);

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedReferenceData(handle.db);
  // Not compressed: every test file loads it, and gunzipping 45 MB each time cost more than
  // reading them.
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(
    os.tmpdir(),
    `portal-api-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpPath } satisfies TestDbInfo);
  return () => rm(dumpPath, { force: true });
}
