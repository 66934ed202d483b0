// What the audit log costs and how fast it is read, on a fresh PostgreSQL database:
// - a student update (PATCH, each request changing a name) with the students' audit trigger
//   and with it disabled: the trigger's share of an update's time (target: under 10%);
// - with `--entries N` entries in the log (default 1,000,000; spread over 5,000 students, 20
//   people and two years), one student's history and the super admin's searches by person,
//   by action and dates, and by record (target: p99 under 200 ms), each search's total
//   explained first (EXPLAIN ANALYZE of the count the API runs: its plan and buffers).
//
//   npm run bench:audit -- [--entries 10000000] [--keep]
//   npm run bench:audit -- --database portal_audit_... [--explain-only]
//
// PostgreSQL is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the database is created and dropped here. `--keep` leaves it (its name is printed) so that
// `--database NAME` can measure the reads again on the same log without filling it (the updates
// are then not measured), and `--explain-only` prints the plans without measuring.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API, AUDIT_PATHS, EXACT_TOTAL_LIMIT, STUDENT_PATHS } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/config';
import { openPostgres, type Database } from '../apps/api/src/db/client';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { countedEntries, type AuditLogFilters } from '../apps/api/src/modules/audit/audit-log-list';
import { generateStudents } from './generate-students';
import { listenOnLoopback, signIn } from './serve';

const { values: options } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    'explain-only': { type: 'boolean', default: false },
  },
});
const ENTRIES = Number(options.entries);
const STUDENTS = 5_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAIL = 'audit-bench@example.org';
const PASSWORD = randomBytes(12).toString('hex');

interface Measure {
  label: string;
  reqPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function measure(
  label: string,
  base: string,
  headers: Record<string, string>,
  requests: Array<{ method?: string; path: string; body?: string }>,
  duration = 10,
): Promise<Measure> {
  const result = await autocannon({
    url: base,
    headers: { ...headers, 'content-type': 'application/json' },
    requests,
    duration,
    connections: 10,
  });
  const line = {
    label,
    reqPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', '),
  };
  console.info(
    `${label}: ${line.reqPerSecond} req/s, p50 ${line.p50} ms, p99 ${line.p99} ms, non-2xx/errors ${line.errors} (${line.statuses}; socket errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  return line;
}

/** 400 updates over 200 students: each sets a first name, then the other, so each changes it. */
function updateRequests(ids: number[]) {
  return Array.from({ length: 400 }, (_, index) => ({
    method: 'PATCH',
    path: `${STUDENT_PATHS.students}/${ids[index % 200] ?? 0}`,
    body: JSON.stringify({ firstName: index < 200 ? 'Bench A' : 'Bench B' }),
  }));
}

/**
 * The log's entries, as the triggers and lib/audit write them, spread over two years in no order
 * of time (the worst case for reading rows: a month's entries lie on pages all over the table,
 * where the real log appends them in order). The log's indexes are dropped for the load and
 * built again after it (minutes instead of half an hour at 10 million), then VACUUM ANALYZE
 * does what autovacuum does on the real log: statistics, and the visibility map that lets a
 * count read an index alone.
 */
async function fillLog(client: pg.Client, studentIds: number[], actorIds: number[]) {
  const started = Date.now();
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'audit_log' and indexname <> 'audit_log_pkey'`,
  );
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  await client.query(
    `insert into audit_log (at, actor_id, address, entity, entity_id, action, changes)
     select now() - (random() * interval '730 days'),
            ($2::int[])[1 + (n % array_length($2::int[], 1))],
            '192.0.2.' || (n % 250),
            'student',
            ($1::int[])[1 + (n % array_length($1::int[], 1))],
            (array['view', 'update', 'update', 'download', 'create'])[1 + (n % 5)],
            case when n % 5 in (1, 2)
                 then jsonb_build_array(jsonb_build_object('field', 'grade', 'before', '5-fifth', 'after', '6-sixth'))
                 else '[]'::jsonb end
     from generate_series(1, $3::int) as n`,
    [studentIds, actorIds, ENTRIES],
  );
  const inserted = Date.now();
  for (const index of indexes.rows) await client.query(index.definition);
  const indexed = Date.now();
  await client.query('vacuum analyze audit_log');
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
  console.info(
    `${ENTRIES} entries in ${seconds(started, Date.now())} s (insert ${seconds(started, inserted)} s, ` +
      `indexes ${seconds(inserted, indexed)} s, vacuum analyze ${seconds(indexed, Date.now())} s)`,
  );
}

/** The bench's super admin in a kept database: a new password for this run. */
async function resetAdminPassword(client: pg.Client, config: Config) {
  const hash = await createPasswordHasher(config.argon2).hash(PASSWORD);
  await client.query('update users set password_hash = $1 where email = $2', [hash, EMAIL]);
}

/** The plan of a search's total as the API counts it, and how long it took alone. */
async function explainTotal(client: pg.Client, database: Database, filters: AuditLogFilters) {
  const counted = countedEntries(database, filters).toSQL();
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) select count(*) from (${counted.sql} limit ${EXACT_TOTAL_LIMIT + 1}) counted`,
    counted.params,
  );
  // The scan, what it read (its buffers, its heap fetches) and the time.
  const lines = plan.rows.map((row) => row['QUERY PLAN'].trim());
  const scan = lines.findIndex((line) => /Scan/.test(line));
  const after = lines.slice(scan + 1);
  const end = after.findIndex(
    (line) => !/^(Index Cond|Filter|Recheck|Rows|Heap|Buffers)/.test(line),
  );
  const read = after
    .slice(0, end < 0 ? after.length : end)
    .filter((line) => /^(Buffers|Heap Fetches|Heap Blocks)/.test(line));
  const time = lines.find((line) => line.startsWith('Execution Time'));
  console.info(`  total of ${JSON.stringify(filters)}: ${[lines[scan], ...read, time].join('; ')}`);
}

/** The searches measured: a student's history, then the whole log's by person, action, record. */
function searches(studentIds: number[], actorId: number) {
  const someStudents = studentIds.slice(0, 100);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const log = (filters: AuditLogFilters) =>
    `${AUDIT_PATHS.log}?${new URLSearchParams(
      Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString()}`;
  return [
    // The floor of any request on the machine at that moment: authentication and one query.
    { label: 'baseline: /me', filters: [], paths: [API.me] },
    {
      label: 'history of a student',
      filters: [],
      paths: someStudents.map((id) => `${AUDIT_PATHS.history}?entity=student&id=${id}`),
    },
    { label: 'log by person', filters: [{ actorId }], paths: [log({ actorId })] },
    {
      label: 'log by action, last 30 days',
      filters: [{ action: 'download', from: since }],
      paths: [log({ action: 'download', from: since })],
    },
    {
      label: 'log by record',
      filters: someStudents.slice(0, 2).map((entityId) => ({ entity: 'student', entityId })),
      paths: someStudents.map((entityId) => log({ entity: 'student', entityId })),
    },
    { label: 'log, newest first', filters: [{}], paths: [AUDIT_PATHS.log] },
  ] satisfies Array<{ label: string; filters: AuditLogFilters[]; paths: string[] }>;
}

async function measureUpdates(
  client: pg.Client,
  base: string,
  headers: Record<string, string>,
  studentIds: number[],
) {
  const updates = updateRequests(studentIds);
  // Warm both paths first, then alternate so that neither gets a quieter machine.
  await measure('warm-up', base, headers, updates);
  for (let round = 0; round < 2; round += 1) {
    await measure('update with trigger', base, headers, updates);
    await client.query('alter table students disable trigger students_audit');
    await measure('update without trigger', base, headers, updates);
    await client.query('alter table students enable trigger students_audit');
  }
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const isKept = options.database !== undefined;
const databaseName = options.database ?? `portal_audit_${randomBytes(4).toString('hex')}`;
if (!/^portal_audit_[a-z0-9]+$/.test(databaseName)) throw new Error('not a bench database');
if (!isKept) await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-audit-bench-'));
const client = new pg.Client({ connectionString: databaseUrl.toString() });
const database = openPostgres(databaseUrl.toString(), 2);
try {
  if (!isKept) await generateStudents(database, STUDENTS, () => undefined);
  await client.connect();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  if (isKept) await resetAdminPassword(client, config);
  const app = await buildApp(config);
  try {
    const base = await listenOnLoopback(app);
    const headers = await signIn(base, EMAIL, PASSWORD);
    const studentIds = (
      await client.query<{ id: number }>(
        "select id from students where status <> 'delete' order by id",
      )
    ).rows.map((row) => row.id);
    const users = await client.query<{ id: number }>('select id from users order by id');
    if (!isKept) {
      await measureUpdates(client, base, headers, studentIds);
      await fillLog(
        client,
        studentIds,
        users.rows.map((row) => row.id).concat(Array.from({ length: 19 }, (_, i) => 1000 + i)),
      );
    }
    const load = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ');
    console.info(`load average ${load()}`);
    for (const search of searches(studentIds, users.rows[0]?.id ?? 1))
      for (const filters of search.filters) await explainTotal(client, database.db, filters);
    if (!options['explain-only']) {
      const measured = searches(studentIds, users.rows[0]?.id ?? 1);
      const requestsOf = (paths: string[]) => paths.map((requestPath) => ({ path: requestPath }));
      // Unrecorded: a fresh process's first requests run before the JIT has compiled its code.
      await measure('warm-up', base, headers, requestsOf(measured.flatMap((s) => s.paths)), 3);
      for (const search of measured)
        await measure(search.label, base, headers, requestsOf(search.paths));
    }
    console.info(`load average ${load()}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await client.end().catch(() => undefined);
  if (options.keep || isKept) console.info(`database kept: --database ${databaseName}`);
  else await admin.query(`drop database ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
