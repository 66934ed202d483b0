// The students list at scale: loads 100,000 students (bench/generate-students.ts) into a fresh
// PGlite data folder and a fresh PostgreSQL database, starts the real API on each (buildApp and
// listen on a random loopback port), checks with EXPLAIN that the list's queries use indexes,
// and measures with autocannon /healthz, the lookup lists, /me and four list requests (signed
// in as a super admin), with the shares issue 8 sets as targets. Each list request is measured
// twice: as asked for again (answered from the pages each process keeps, decision 026; the
// target) and read from the database every time (`Cache-Control: no-cache`, as a first visit).
//
//   npm run bench:students [-- --write] [--only pglite|postgres] [--count 100000]
//                          [--duration 10] [--connections 10]
//
// --write adds the figures to bench/RESULTS.md. PostgreSQL is reached at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), where a database is created for the
// run and dropped afterwards; the PGlite folder is a temporary one, removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API, type StudentListQuery, STUDENT_PATHS } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import { DEFAULT_STUDENT_COUNT, generateStudents, type GenerateResult } from './generate-students';
import { listenOnLoopback, signIn } from './serve';
import { RESULTS_FILE } from './results-file';
import { checkPlans, type Scenario } from './students-list-plans';
import {
  type Measure,
  missedTargets,
  seconds,
  type Target,
  type TargetResult,
  writeResults,
} from './students-list-results';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');

/** The deep page issue 8 names (1000 of 50), or three quarters down a smaller list. */
function deepPageOf(count: number): number {
  return Math.max(2, Math.min(1000, Math.floor((count * 0.75) / 50)));
}

function scenarios(generated: GenerateResult): Scenario[] {
  const villageId = generated.villageIds[Math.floor(generated.villageIds.length / 2)] ?? 1;
  const deepPage = deepPageOf(generated.count);
  return [
    { name: 'first page', query: { page: 1, pageSize: 50 } },
    {
      name: `deep page (${deepPage} of 50, cursor)`,
      query: { page: deepPage, pageSize: 50 },
      cursorFromPage: deepPage - 1,
    },
    { name: 'search "perez" (finds Pérez)', query: { q: 'perez', page: 1, pageSize: 50 } },
    { name: 'village filter', query: { villageId, page: 1, pageSize: 50 } },
  ];
}

function toUrl(base: string, query: StudentListQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${base}${STUDENT_PATHS.students}?${search.toString()}`;
}

/** The scenario's query as the screen would ask it: a deep page with the cursor it was given. */
async function withCursor(
  base: string,
  headers: Record<string, string>,
  scenario: Scenario,
): Promise<StudentListQuery> {
  if (scenario.cursorFromPage === undefined) return scenario.query;
  const before = await fetch(toUrl(base, { ...scenario.query, page: scenario.cursorFromPage }), {
    headers,
  });
  const { next } = (await before.json()) as { next?: string | null };
  if (!before.ok || !next) throw new Error(`${scenario.name}: no cursor (${before.status})`);
  return { ...scenario.query, cursor: next };
}

async function measure(
  target: Target,
  database: DatabaseHandle,
  dataDir: string,
  databaseUrl: string | undefined,
  generated: GenerateResult,
  options: { duration: number; connections: number },
): Promise<Measure[]> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { database });
  try {
    const base = await listenOnLoopback(app);
    const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);

    const results: Measure[] = [];
    const record = (measured: Measure, note: string) => {
      console.info(
        `  ${target.padEnd(8)} ${measured.scenario.padEnd(36)} ${measured.requestsPerSecond.toFixed(1).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  (${note})`,
      );
      results.push(measured);
    };
    const share = (measured: Omit<Measure, 'plan' | 'kind'>, of: Omit<Measure, 'plan' | 'kind'>) =>
      `${Math.round((100 * measured.requestsPerSecond) / of.requestsPerSecond)}%`;
    // A process runs its code slowly until the JIT has compiled it: the compared requests are
    // asked for a few seconds first, unrecorded, or the run's first measurement is its slowest.
    const warmUps: [string, Record<string, string>][] = [
      [`${base}/healthz`, {}],
      [`${base}${API.lists}`, {}],
      [`${base}${API.me}`, headers],
    ];
    for (const [url, warmUpHeaders] of warmUps)
      await load('warm-up', url, warmUpHeaders, { ...options, duration: 3 });
    // The ceiling on this machine: the process answering, no database.
    const health = await load('GET /healthz', `${base}/healthz`, {}, options);
    record({ ...health, kind: 'healthz', plan: '-' }, 'no database');
    // Served from memory with an ETag (issue 8: at least 80% of /healthz).
    const lists = await load('GET /edrocks/public/lists/', `${base}${API.lists}`, {}, options);
    record(
      { ...lists, kind: 'lists', plan: '-' },
      `${share(lists, health)} of /healthz, target 80%`,
    );
    // The floor of signed-in requests: authentication and one query, no list.
    const baseline = await load(
      'baseline: GET /edrocks/api/me',
      `${base}${API.me}`,
      headers,
      options,
    );
    record(
      { ...baseline, kind: 'me', plan: '-' },
      `${share(baseline, health)} of /healthz, target 50%`,
    );
    for (const scenario of scenarios(generated)) {
      const query = await withCursor(base, headers, scenario);
      const url = toUrl(base, query);
      const check = await fetch(url, { headers });
      const body = (await check.json()) as {
        items?: unknown[];
        total?: number;
        totalKind?: string;
      };
      if (!check.ok || !body.items?.length) {
        throw new Error(`${scenario.name}: ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      const plan = await checkPlans(database, scenario, query, generated.count >= 50_000);
      const measured = await load(scenario.name, url, headers, options);
      const total = `${body.totalKind === 'atLeast' ? 'more than ' : ''}${body.total} rows`;
      record(
        { ...measured, kind: 'list', plan },
        `${total}; ${share(measured, baseline)} of /me, target 50%; ${plan}`,
      );
      const read = await load(
        `${scenario.name}, read (no-cache)`,
        url,
        { ...headers, 'cache-control': 'no-cache' },
        options,
      );
      record(
        { ...read, kind: 'listRead', plan },
        `from the database every time; ${share(read, baseline)} of /me`,
      );
    }
    // autocannon stops mid-request at the end of a run: let those requests finish first.
    await sleep(1000);
    return results;
  } finally {
    await app.close();
  }
}

/**
 * What every browser sends with each request: an answer the API keeps compressed (the lookup
 * lists) is measured as browsers receive it.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Requests `url` for the duration with autocannon; any answer but 2xx fails the run. */
async function load(
  scenario: string,
  url: string,
  headers: Record<string, string>,
  options: { duration: number; connections: number },
): Promise<Omit<Measure, 'plan' | 'kind'>> {
  // The load comes from a worker thread, so that it does not share the server's event loop.
  const result = await autocannon({
    url,
    headers: { ...BROWSER_HEADERS, ...headers },
    connections: options.connections,
    duration: options.duration,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${scenario}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function runTarget(
  target: Target,
  count: number,
  options: { duration: number; connections: number },
): Promise<TargetResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-students-'));
  const databaseName = `portal_bench_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  let database: DatabaseHandle;
  if (target === 'postgres') {
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    database = openPostgres(databaseUrl, 10);
  } else {
    database = await openPglite(path.join(dataDir, 'pglite'));
  }
  try {
    console.info(`${target}: loading ${count.toLocaleString('en-US')} students...`);
    const generated = await generateStudents(database, count, (line) =>
      console.info(`${target}:${line}`),
    );
    console.info(
      `${target}: inserted in ${seconds(generated.insertMs)}, indexes ${seconds(generated.indexMs)}, vacuum analyze ${seconds(generated.analyzeMs)}`,
    );
    const load = os.loadavg()[0] ?? 0;
    const measures = await measure(target, database, dataDir, databaseUrl, generated, options);
    return { target, generated, measures, load };
  } finally {
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    if (target === 'postgres') {
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
    }
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      only: { type: 'string' },
      count: { type: 'string', default: String(DEFAULT_STUDENT_COUNT) },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
    },
  });
  // `--count 10000,1000000` runs both and compares their p99s (cost growth).
  const counts = (values.count ?? '').split(',').map(Number);
  const options = { duration: Number(values.duration), connections: Number(values.connections) };
  if (counts.some((count) => !Number.isInteger(count) || count < 1000 || count > 1_000_000))
    throw new Error('--count: 1,000 to 1,000,000 (or several, comma-separated)');
  if (!(options.duration >= 1 && options.duration <= 120))
    throw new Error('--duration: 1 to 120 s');
  if (!(options.connections >= 1 && options.connections <= 100))
    throw new Error('--connections: 1 to 100');
  const targets: Target[] =
    values.only === 'pglite' || values.only === 'postgres' ? [values.only] : ['pglite', 'postgres'];
  const results: TargetResult[] = [];
  for (const target of targets)
    for (const count of counts) results.push(await runTarget(target, count, options));
  if (values.write) {
    await writeResults(results, options);
    console.info(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
  const missed = missedTargets(results);
  if (missed.length > 0) {
    console.error(`Targets missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.info('Every target met.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
