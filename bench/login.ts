// Sign-in against its floor: the raw argon2id verification rate of this machine with the
// configured parameters, measured in the same run, then POST /edrocks/public/auth/ through the
// real API on a fresh PostgreSQL database under the same concurrency. Everything around the hash
// (validation, the throttle's rows, the session and its refresh token) should cost little: the
// target is a sign-in rate of at least 70% of the verification rate.
//
//   npm run bench:login [-- --write]
//
// PostgreSQL is reached at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); the database is created and dropped here.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { API } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPasswordHasher } from '../apps/api/src/lib/passwords';
import { listenOnLoopback } from './serve';
import { recordResults } from './results-file';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAIL = 'login-bench@example.org';
const PASSWORD = randomBytes(12).toString('hex');
const CONNECTIONS = 8;
const DURATION_S = 10;
const WARM_UP_S = 2;
const TARGET_RATIO = 0.7;
const MARKER = '<!-- login-rows -->';

const { values: flags } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

/** Verifications per second with `concurrency` running at once, for `seconds`. */
async function verifyRate(
  verify: (hash: string, password: string) => Promise<boolean>,
  passwordHash: string,
  concurrency: number,
  seconds: number,
): Promise<number> {
  const endsAt = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < endsAt) {
      if (!(await verify(passwordHash, PASSWORD))) throw new Error('verification failed');
      done += 1;
    }
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((Date.now() - startedAt) / 1000);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const databaseName = `portal_login_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-login-bench-'));
try {
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
  const passwords = createPasswordHasher(config.argon2);
  const passwordHash = await passwords.hash(PASSWORD);
  // Warm-up, then the floor: the hash alone, as the API would run it. It is measured again after
  // the sign-ins and the two averaged: the machine's speed drifts within a run (other tenants,
  // clock boost), and one side measured earlier than the other would carry that drift.
  await verifyRate(passwords.verify, passwordHash, CONNECTIONS, WARM_UP_S);
  const rawBefore = await verifyRate(passwords.verify, passwordHash, CONNECTIONS, DURATION_S);

  const app = await buildApp(config);
  let login: Result;
  try {
    const base = await listenOnLoopback(app);
    const signIns = (duration: number) =>
      autocannon({
        url: `${base}${API.auth}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
        duration,
        connections: CONNECTIONS,
        workers: 1,
      });
    // Warm-up, as for the hash alone: a fresh process runs its first sign-ins as unoptimised
    // code, and a process that serves sign-ins all day does not.
    await signIns(WARM_UP_S);
    login = await signIns(DURATION_S);
    // Sign-ins autocannon cut off at the end finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await app.close();
  }
  const rawAfter = await verifyRate(passwords.verify, passwordHash, CONNECTIONS, DURATION_S);
  const rawRate = (rawBefore + rawAfter) / 2;
  const non2xx = login.non2xx + login.errors;
  const ratio = login.requests.average / rawRate;
  const row = `| ${new Date().toISOString().slice(0, 10)} | ${config.argon2.memoryCost} KiB, t=${config.argon2.timeCost}, p=${config.argon2.parallelism} | ${rawRate.toFixed(1)} | ${login.requests.average.toFixed(1)} | ${login.latency.p99} ms | ${Math.round(ratio * 100)}% | ${os.loadavg()[0]?.toFixed(1)} |`;
  console.info(
    `argon2id verify: ${rawRate.toFixed(1)}/s (${rawBefore.toFixed(1)} before, ${rawAfter.toFixed(1)} after); sign-in: ${login.requests.average}/s (p99 ${login.latency.p99} ms, ${non2xx} failed) = ${Math.round(ratio * 100)}% (target ${TARGET_RATIO * 100}%)`,
  );
  if (flags.write) {
    await recordResults({ [MARKER]: [row] }, `## Sign-in against the hash\n\n${MARKER}\n`);
    console.info('Row added to bench/RESULTS.md');
  }
  if (non2xx > 0) {
    console.error(`${non2xx} sign-ins failed: the figure is not a sign-in rate`);
    process.exitCode = 1;
  } else if (ratio < TARGET_RATIO) {
    console.error(`Missed: sign-in is ${Math.round(ratio * 100)}% of the verification rate`);
    process.exitCode = 1;
  }
} finally {
  await admin.query(`drop database ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
