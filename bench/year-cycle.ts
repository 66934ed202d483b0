// The yearly cycle at scale: loads 100,000 students and 60,000 current sponsorships of the
// running year, with the next year as a draft (bench/generate-year-cycle.ts), into a fresh
// PostgreSQL database, starts the real API on it (one process, the production entry point),
// signs in as a super admin and times recommit and the student upgrade on the next year, each
// previewed then made (target: each answers in under 10 s). Meanwhile the students list is read
// with autocannon (a few connections): for a few seconds before any run, during each made run
// and while recommit's e-mails are queued; its p50, p99 and errors show whether a run holds a
// lock the list waits on (bench/year-cycle-results.ts has the targets).
//
//   npm run bench:year-cycle [-- --write] [--students 100000] [--sponsorships 60000]
//
// A missed target is reported and the run exits with 1. --write adds the figures to
// bench/RESULTS.md. PostgreSQL is reached at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), where a database is created for the run and
// dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import {
  recommitSummarySchema,
  STUDENT_PATHS,
  upgradeSummarySchema,
  YEAR_CYCLE_PATHS,
} from '@portal/shared';
import { loadConfig } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import { percentile, startProcess, stop } from './api-processes';
import {
  DEFAULT_SPONSORSHIP_COUNT,
  DEFAULT_STUDENT_COUNT,
  generateYearCycle,
  type YearCycleData,
} from './generate-year-cycle';
import { RESULTS_FILE } from './results-file';
import { migrateWithBenchAdmin, signIn } from './serve';
import {
  LIST_P99_BOUND_MS,
  listText,
  missedTargets,
  type ListFigures,
  type Phase,
  RUN_TARGET_MS,
  seconds,
  writeResults,
} from './year-cycle-results';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const LIST_CONNECTIONS = 4;
const BASELINE_SECONDS = 5;
/** How long recommit's e-mails may take to be queued before the bench gives up waiting. */
const NOTICES_TIMEOUT_MS = 300_000;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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

/** What autocannon's run is beyond its promise, when it runs on this event loop. */
type ListRun = Promise<Result> & {
  stop: () => void;
  on: (
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ) => void;
};

/**
 * The students list loaded until the answer of `stopWhen` (or for `seconds`). From this event
 * loop (the API is another process): a worker's run cannot be stopped early with its results,
 * and here each answer's time arrives unrounded.
 */
async function loadList<T>(
  url: string,
  headers: Record<string, string>,
  stopWhen: () => Promise<T>,
): Promise<{ value: T; list: ListFigures }> {
  const run = autocannon({
    url,
    headers: { ...headers, 'cache-control': 'no-cache' },
    connections: LIST_CONNECTIONS,
    duration: 3600,
  }) as ListRun;
  const latencies: number[] = [];
  let failed = 0;
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
    else failed += 1;
  });
  let value: T;
  try {
    // The connections are open and asking before the run starts.
    await sleep(200);
    value = await stopWhen();
  } finally {
    run.stop();
  }
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    value,
    list: {
      requests: latencies.length + failed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      errors: Math.max(failed, result.non2xx) + result.errors + result.timeouts,
    },
  };
}

/** POSTs a run; its time and its answer's body (anything but 200 fails the bench). */
async function post(
  base: string,
  headers: Record<string, string>,
  pathTemplate: string,
  yearId: number,
  dryRun: boolean,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${base}${pathTemplate.replace(':id', String(yearId))}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ dryRun }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${pathTemplate} ${dryRun}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as unknown };
}

/** Resolves once every recommitment request has been claimed for its first e-mail. */
async function noticesQueued(databaseUrl: string, yearId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ waiting: number }>(
        'select count(*)::int as waiting from recommitments where period_id = $1 and reminded_at is null',
        [yearId],
      );
      if ((rows[0]?.waiting ?? 0) === 0) return performance.now() - started;
      if (performance.now() - started > NOTICES_TIMEOUT_MS)
        throw new Error(`recommit's e-mails: ${rows[0]?.waiting} requests still waiting`);
      await sleep(250);
    }
  } finally {
    await client.end();
  }
}

async function measure(
  base: string,
  databaseUrl: string,
  data: YearCycleData,
  record: (phase: Phase) => void,
): Promise<void> {
  const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
  const listUrl = `${base}${STUDENT_PATHS.students}?sort=lastName&order=asc&page=1&pageSize=50`;
  const check = await fetch(listUrl, { headers });
  if (!check.ok) throw new Error(`students list: ${check.status}`);
  await check.arrayBuffer();
  // The process runs its code slowly until the JIT has compiled it: a few seconds unrecorded.
  await loadList(listUrl, headers, () => sleep(3000));
  const baseline = await loadList(listUrl, headers, () => sleep(BASELINE_SECONDS * 1000));
  record({ name: `before any run (${BASELINE_SECONDS} s)`, answer: '-', list: baseline.list });

  const year = data.nextYearId;
  const recommitPreview = await post(base, headers, YEAR_CYCLE_PATHS.recommit, year, true);
  const preview = recommitSummarySchema.parse(recommitPreview.body);
  record({
    name: 'recommit, preview',
    runMs: recommitPreview.ms,
    answer: `${preview.requests.toLocaleString('en-US')} requests would be made`,
  });
  const recommit = await loadList(listUrl, headers, () =>
    post(base, headers, YEAR_CYCLE_PATHS.recommit, year, false),
  );
  const made = recommitSummarySchema.parse(recommit.value.body);
  record({
    name: 'recommit',
    runMs: recommit.value.ms,
    answer: `${made.requests.toLocaleString('en-US')} requests made`,
    list: recommit.list,
  });
  const notices = await loadList(listUrl, headers, () => noticesQueued(databaseUrl, year));
  record({
    name: "recommit's e-mails (background, after the answer)",
    answer: `every request's first e-mail queued ${seconds(notices.value)} after the answer`,
    list: notices.list,
  });

  const upgradePreview = await post(base, headers, YEAR_CYCLE_PATHS.upgrade, year, true);
  const moves = upgradeSummarySchema.parse(upgradePreview.body);
  record({
    name: 'upgrade, preview',
    runMs: upgradePreview.ms,
    answer: `${moves.total.toLocaleString('en-US')} students would move`,
  });
  const upgrade = await loadList(listUrl, headers, () =>
    post(base, headers, YEAR_CYCLE_PATHS.upgrade, year, false),
  );
  const moved = upgradeSummarySchema.parse(upgrade.value.body);
  record({
    name: 'upgrade',
    runMs: upgrade.value.ms,
    answer: `${moved.total.toLocaleString('en-US')} students moved`,
    list: upgrade.list,
  });
  if (moved.total !== data.activeStudents)
    throw new Error(`upgrade moved ${moved.total} of ${data.activeStudents} active students`);
}

function count(value: string | undefined, name: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name}: ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`);
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      students: { type: 'string', default: String(DEFAULT_STUDENT_COUNT) },
      sponsorships: { type: 'string', default: String(DEFAULT_SPONSORSHIP_COUNT) },
    },
  });
  const counts = {
    students: count(values.students, 'students', 1000, 1_000_000),
    sponsorships: count(values.sponsorships, 'sponsorships', 100, 2_000_000),
  };
  const databaseName = `portal_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-year-cycle-'));
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const phases: Phase[] = [];
  let data: YearCycleData;
  let loadAverage: number;
  try {
    console.info(
      `postgres: loading ${counts.students.toLocaleString('en-US')} students and ${counts.sponsorships.toLocaleString('en-US')} sponsorships...`,
    );
    const loader = openPostgres(databaseUrl, 2);
    try {
      await migrateWithBenchAdmin(loader, config.argon2, {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      data = await generateYearCycle(loader, counts, (line) => console.info(`postgres:${line}`));
    } finally {
      await loader.close();
    }
    console.info(
      `postgres: students in ${seconds(data.studentsMs)}, the rest in ${seconds(data.insertMs)}, vacuum analyze ${seconds(data.analyzeMs)}; ${data.activeStudents.toLocaleString('en-US')} active students, ${data.sponsorCount.toLocaleString('en-US')} sponsors, ${data.sponsorshipsOfActive.toLocaleString('en-US')} sponsorships of an active student`,
    );
    const { child, base } = await startProcess({
      databaseUrl,
      port: await freePort(),
      dataDir,
      secret,
    });
    try {
      loadAverage = os.loadavg()[0] ?? 0;
      console.info(`load average ${loadAverage.toFixed(1)}`);
      await measure(base, databaseUrl, data, (phase) => {
        phases.push(phase);
        const time = phase.runMs === undefined ? '' : `${seconds(phase.runMs)}  `;
        console.info(`  ${phase.name.padEnd(52)} ${time}${phase.answer}`);
        if (phase.list) console.info(`  ${''.padEnd(52)} list: ${listText(phase.list)}`);
      });
    } finally {
      await stop(child);
    }
  } finally {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (values.write) {
    await writeResults(data, phases, loadAverage);
    console.info(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
  const missed = missedTargets(phases);
  if (missed.length > 0) {
    console.error(`Targets missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.info(
    `Every run under ${seconds(RUN_TARGET_MS)}; the students list answered throughout, p99 under ${LIST_P99_BOUND_MS} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
