// The dashboard at scale: loads N students (default 1,000,000) and M current sponsorships of the
// available year (default 600,000) into a fresh PostgreSQL database (bench/generate-year-cycle.ts),
// adds an admin assigned a few villages and schools, starts the real API (one process, the
// production entry point) and measures GET /edrocks/api/dashboard with autocannon on one
// connection, as the super admin and as the admin. Target: p99 under 300 ms for each.
//
//   npm run bench:dashboard [-- --write] [--students 1000000] [--sponsorships 600000] [--duration 20]
//                           [--keep] [--reuse portal_bench_xxxx]
//
// --keep leaves the loaded database in place (its name is printed) and --reuse measures one kept
// before, without loading again: for looking into a slow figure with EXPLAIN.
//
// A missed target is reported and the run exits with 1; --write adds the figures to
// bench/RESULTS.md. PostgreSQL is reached at BENCH_DATABASE_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), where a database is made for the run and dropped.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { DASHBOARD_PATHS, dashboardSchema } from '@portal/shared';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { insertUserIfEmailFree } from '../apps/api/src/modules/users/users.repo';
import { adminQuery, databaseUrlOf, startProcess, stop } from './api-processes';
import { generateYearCycle, type YearCycleData } from './generate-year-cycle';
import { recordResults, RESULTS_FILE } from './results-file';
import { migrateWithBenchAdmin, signIn } from './serve';

const SUPER_EMAIL = 'bench-admin@example.org';
const ADMIN_EMAIL = 'bench-scoped-admin@example.org';
const PASSWORD = randomBytes(12).toString('hex');
const P99_TARGET_MS = 300;
const WARM_UP_SECONDS = 5;
const SECTION = `## Dashboard at scale (issue 48)

\`npm run bench:dashboard\`: GET /edrocks/api/dashboard on one connection against one API process
on PostgreSQL, the students and sponsorships loaded by bench/generate-year-cycle.ts; the admin is
assigned 5 villages and 3 schools. Target: p99 under ${P99_TARGET_MS} ms for each caller.

| Date | Students | Sponsorships | Caller | Requests | p50 ms | p99 ms | Max ms | Load |
|---|---|---|---|---|---|---|---|---|
<!-- dashboard-rows -->
`;

interface Measured {
  caller: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** An admin assigned the first 5 villages and 3 schools (by id), signed in with PASSWORD. */
async function addScopedAdmin(
  loader: DatabaseHandle,
  argon2: Parameters<typeof createPasswordHasher>[0],
) {
  const user = await insertUserIfEmailFree(loader.db, {
    email: ADMIN_EMAIL,
    passwordHash: await createPasswordHasher(argon2).hash(PASSWORD),
    role: 'ADMIN',
    firstName: 'Scoped',
    lastName: 'Admin',
    language: 'en-US',
  });
  if (!user) throw new Error('admin not added');
  await loader.db.execute(
    sql`insert into admin_villages (user_id, village_id) select ${user.id}, id from villages order by id limit 5`,
  );
  await loader.db.execute(
    sql`insert into admin_schools (user_id, school_id) select ${user.id}, id from schools order by id limit 3`,
  );
  for (const table of ['sponsored_student_counts', 'sponsor_counts', 'student_counts'])
    await loader.db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function measure(base: string, caller: string, email: string, seconds: number) {
  const headers = await signIn(base, email, PASSWORD);
  const url = `${base}${DASHBOARD_PATHS.dashboard}`;
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${caller}: ${first.status} ${await first.text()}`);
  const figures = dashboardSchema.parse(await first.json());
  console.info(`  ${caller}: ${JSON.stringify(figures)}`);
  // Warm-up, not measured: the process's first minutes fold the letters' past days and fill its
  // caches and prepared statements, as a long-running process has done before anyone looks.
  await autocannon({ url, headers, connections: 1, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, headers, connections: 1, duration: seconds });
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(`${caller}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    caller,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

/**
 * Loads the students and sponsorships with the two admins (or, reusing a kept database, counts
 * what it holds): the figures the results row names.
 */
async function loadOrReuse(
  databaseUrl: string,
  config: ReturnType<typeof loadConfig>,
  counts: { students: number; sponsorships: number },
  isReused: boolean,
): Promise<{ students: number; sponsorships: number }> {
  const loader = openPostgres(databaseUrl, 2);
  try {
    if (isReused) {
      // This run's password (each run makes its own) for the two kept callers.
      const hash = await createPasswordHasher(config.argon2).hash(PASSWORD);
      await loader.db.execute(
        sql`update users set password_hash = ${hash} where email in (${SUPER_EMAIL}, ${ADMIN_EMAIL})`,
      );
      const result = await loader.db.execute(
        sql`select (select count(*) from students)::int as students,
          (select count(*) from sponsorships where ended_at is null)::int as sponsorships`,
      );
      const [row] = (
        result as unknown as { rows: Array<{ students: number; sponsorships: number }> }
      ).rows;
      return { students: row?.students ?? 0, sponsorships: row?.sponsorships ?? 0 };
    }
    await migrateWithBenchAdmin(loader, config.argon2, { email: SUPER_EMAIL, password: PASSWORD });
    const data: YearCycleData = await generateYearCycle(loader, counts, (line) =>
      console.info(`postgres:${line}`),
    );
    await addScopedAdmin(loader, config.argon2);
    return { students: data.studentCount, sponsorships: data.sponsorshipCount };
  } finally {
    await loader.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      students: { type: 'string', default: '1000000' },
      sponsorships: { type: 'string', default: '600000' },
      duration: { type: 'string', default: '20' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
    },
  });
  const counts = { students: Number(values.students), sponsorships: Number(values.sponsorships) };
  const duration = Number(values.duration);
  const databaseName = values.reuse ?? `portal_bench_${randomBytes(4).toString('hex')}`;
  if (!values.reuse) await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-dashboard-'));
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: secret });
  const measured: Measured[] = [];
  let loaded = { students: 0, sponsorships: 0 };
  try {
    loaded = await loadOrReuse(databaseUrl, config, counts, values.reuse !== undefined);
    const { child, base } = await startProcess({
      databaseUrl,
      port: await freePort(),
      dataDir,
      secret,
    });
    try {
      measured.push(await measure(base, 'super admin', SUPER_EMAIL, duration));
      measured.push(await measure(base, 'admin (5 villages, 3 schools)', ADMIN_EMAIL, duration));
    } finally {
      await stop(child);
    }
  } finally {
    if (values.keep || values.reuse) console.info(`Database kept: ${databaseName}`);
    else await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
  const load = os.loadavg()[0] ?? 0;
  for (const row of measured)
    console.info(
      `${row.caller.padEnd(32)} ${row.requests} requests  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms`,
    );
  if (values.write) {
    const date = new Date().toISOString().slice(0, 10);
    const rows = measured.map(
      (row) =>
        `| ${date} | ${loaded.students.toLocaleString('en-US')} | ${loaded.sponsorships.toLocaleString('en-US')} | ${row.caller} | ${row.requests} | ${row.p50} | ${row.p99} | ${row.max} | ${load.toFixed(1)} |`,
    );
    await recordResults({ '<!-- dashboard-rows -->': rows }, SECTION);
    console.info(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
  const missed = measured.filter((row) => row.p99 > P99_TARGET_MS);
  if (missed.length > 0) {
    console.error(`p99 over ${P99_TARGET_MS} ms: ${missed.map((row) => row.caller).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
