// Where an authenticated request spends its time: GET /edrocks/api/me (or another path, with
// 5,000 students loaded) under load on a fresh PostgreSQL database, for a CPU profile.
//
//   node --cpu-prof --cpu-prof-dir=.tmp/profile --import tsx bench/profile-me.ts [path]
//   e.g. bench/profile-me.ts '/edrocks/api/students?pageSize=50'
//
// then open the .cpuprofile of the main thread in Chrome DevTools (Performance), or sum the
// self time per function. It also prints the CPU time the main thread (where every request is
// answered) spent per request: autocannon runs in a worker thread of its own. PostgreSQL is reached at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); the database is created and dropped here.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { generateStudents } from './generate-students';
import { listenOnLoopback, signIn } from './serve';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAIL = 'profile@example.org';
const PASSWORD = randomBytes(12).toString('hex');
const requestPath = process.argv[2] ?? API.me;

/** CPU time of this process's main thread so far, in microseconds (Linux /proc). */
function mainThreadCpu(): { user: number; system: number } {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const microsPerTick = 1_000_000 / 100;
  return { user: Number(fields[11]) * microsPerTick, system: Number(fields[12]) * microsPerTick };
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const databaseName = `portal_profile_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-profile-'));
try {
  if (requestPath !== API.me) {
    const database = openPostgres(databaseUrl.toString(), 2);
    await generateStudents(database, 5_000, () => undefined);
    await database.close();
  }
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
  const app = await buildApp(config);
  try {
    const base = await listenOnLoopback(app);
    const before = mainThreadCpu();
    const result = await autocannon({
      url: `${base}${requestPath}`,
      headers: await signIn(base, EMAIL, PASSWORD),
      duration: 8,
      connections: 10,
      workers: 1,
    });
    const after = mainThreadCpu();
    const perRequest = (micros: number) => (micros / result.requests.total).toFixed(0);
    console.info(
      `GET ${requestPath}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms; ` +
        `main thread CPU per request ${perRequest(after.user + after.system - before.user - before.system)} µs ` +
        `(user ${perRequest(after.user - before.user)}, system ${perRequest(after.system - before.system)})`,
    );
  } finally {
    await app.close();
  }
} finally {
  await admin.query(`drop database ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
