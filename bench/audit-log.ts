// What the audit log costs and how fast it is read, on a fresh PostgreSQL database:
// - a student update (PATCH, each request changing a name) with the students' audit trigger
//   and with it disabled: the trigger's share of an update's time (target: under 10%);
// - with `--entries N` entries in the log (default 1,000,000; spread over 5,000 students, 20
//   people and two years), one student's history and the super admin's searches by person,
//   by action and dates, and by record (target: p99 under 200 ms).
//
//   npm run bench:audit -- [--entries 10000000]
//
// PostgreSQL is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the database is created and dropped here.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { AUDIT_PATHS, STUDENT_PATHS } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { generateStudents } from './generate-students';
import { listenOnLoopback, signIn } from './serve';

const { values: options } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' } },
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
): Promise<Measure> {
  const result = await autocannon({
    url: base,
    headers: { ...headers, 'content-type': 'application/json' },
    requests,
    duration: 10,
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

/** The log's entries, as the triggers and lib/audit write them, spread over two years. */
async function fillLog(client: pg.Client, studentIds: number[], actorIds: number[]) {
  const started = Date.now();
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
  await client.query('vacuum analyze audit_log');
  console.info(`${ENTRIES} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const databaseName = `portal_audit_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-audit-bench-'));
const client = new pg.Client({ connectionString: databaseUrl.toString() });
try {
  const database = openPostgres(databaseUrl.toString(), 2);
  await generateStudents(database, STUDENTS, () => undefined);
  await database.close();
  await client.connect();
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    }),
  );
  try {
    const base = await listenOnLoopback(app);
    const headers = await signIn(base, EMAIL, PASSWORD);
    const studentIds = (
      await client.query<{ id: number }>(
        "select id from students where status <> 'delete' order by id",
      )
    ).rows.map((row) => row.id);
    const updates = updateRequests(studentIds);
    // Warm both paths first, then alternate so that neither gets a quieter machine.
    await measure('warm-up', base, headers, updates);
    const runs: Measure[] = [];
    for (let round = 0; round < 2; round += 1) {
      runs.push(await measure('update with trigger', base, headers, updates));
      await client.query('alter table students disable trigger students_audit');
      runs.push(await measure('update without trigger', base, headers, updates));
      await client.query('alter table students enable trigger students_audit');
    }
    const users = await client.query<{ id: number }>('select id from users');
    await fillLog(
      client,
      studentIds,
      users.rows.map((row) => row.id).concat(Array.from({ length: 19 }, (_, i) => 1000 + i)),
    );
    const someStudents = studentIds.slice(0, 100);
    const actorId = users.rows[0]?.id ?? 1;
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await measure(
      'history of a student',
      base,
      headers,
      someStudents.map((id) => ({ path: `${AUDIT_PATHS.history}?entity=student&id=${id}` })),
    );
    await measure('log by person', base, headers, [
      { path: `${AUDIT_PATHS.log}?actorId=${actorId}` },
    ]);
    await measure('log by action, last 30 days', base, headers, [
      { path: `${AUDIT_PATHS.log}?action=download&from=${since}` },
    ]);
    await measure(
      'log by record',
      base,
      headers,
      someStudents.map((id) => ({ path: `${AUDIT_PATHS.log}?entity=student&entityId=${id}` })),
    );
    await measure('log, newest first', base, headers, [{ path: AUDIT_PATHS.log }]);
  } finally {
    await app.close();
  }
} finally {
  await client.end().catch(() => undefined);
  await admin.query(`drop database ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
