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
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { API, studentListQuerySchema, type StudentListQuery } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import { pageWindow } from '../apps/api/src/lib/list-page';
import type { AuthContext } from '../apps/api/src/lib/auth-context';
import { studentTotalQuery } from '../apps/api/src/modules/students/student-counts.repo';
import { studentSortKeys } from '../apps/api/src/modules/students/student-list-conditions';
import {
  studentPageQuery,
  studentSearchPageQuery,
} from '../apps/api/src/modules/students/student-page.repo';
import { studentVisibility } from '../apps/api/src/modules/students/students.repo';
import { DEFAULT_STUDENT_COUNT, generateStudents, type GenerateResult } from './generate-students';
import { listenOnLoopback, signIn } from './serve';
import { RESULTS_FILE, recordResults } from './results-file';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');

type Target = 'pglite' | 'postgres';

interface Scenario {
  name: string;
  query: StudentListQuery;
  /** For a deep page: the page before it, whose `next` cursor the scenario starts from. */
  cursorFromPage?: number;
}

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
  return `${base}${API.students}?${search.toString()}`;
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

async function explain(database: DatabaseHandle, query: SQL): Promise<string[]> {
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0] ?? '');
}

/**
 * The plans of the page and count queries of a scenario: the indexes used, and no full scan (on
 * a small table a full scan is the right plan, so only a large one is held to this).
 */
async function checkPlans(
  database: DatabaseHandle,
  scenario: Scenario,
  query: StudentListQuery,
  isLarge: boolean,
): Promise<string> {
  const request = studentListQuerySchema.parse(query);
  // The plans a super admin's lists run (every student visible).
  const superAdmin: AuthContext = {
    userId: 0,
    role: 'SUPER_ADMIN',
    sessionId: 'bench',
    access: 'all',
  };
  const window = pageWindow(request, studentSortKeys(request.sort));
  const visibility = studentVisibility(superAdmin);
  const total = studentTotalQuery(database.db, superAdmin, request);
  // What the API sends (student-page.repo.ts, findStudentPageAndTotal): a search's first page and
  // its count in one query; a page carrying the counters' sum; or a page and a count apart.
  const isSearchStart = request.q !== undefined && window.shape === 'start';
  const queries: SQL[] = isSearchStart
    ? [studentSearchPageQuery(database.db, visibility, request, window).getSQL()]
    : total.counted
      ? [
          studentPageQuery(database.db, visibility, request, window).getSQL(),
          total.query.limit(total.limit + 1).getSQL(),
        ]
      : [studentPageQuery(database.db, visibility, request, window, total.query.getSQL()).getSQL()];
  const plans: string[] = [];
  for (const query of queries) plans.push(...(await explain(database, query)));
  if (isLarge && plans.some((line) => /Seq Scan on students\b/.test(line))) {
    throw new Error(`${scenario.name}: a full scan of students\n${plans.join('\n')}`);
  }
  const indexes = new Set(
    plans.flatMap((line) =>
      [...line.matchAll(/(?:using|Index Scan on) (students_\w+)/g)].map((match) => match[1]),
    ),
  );
  indexes.delete('students_pkey');
  return [...indexes].join(', ');
}

interface Measure {
  /**
   * What the targets compare: the ceiling, the lookup lists, the floor (/me), a list page as
   * asked for again (kept in memory after the first answer, decision 026), and the same page read
   * from the database every time (`Cache-Control: no-cache`: a first visit, or right after a
   * change).
   */
  kind: 'healthz' | 'lists' | 'me' | 'list' | 'listRead';
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  plan: string;
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

interface TargetResult {
  target: Target;
  generated: GenerateResult;
  measures: Measure[];
  /** The machine's 1-minute load average when the measures started (other work slows them). */
  load: number;
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

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

const SECTION = `## Students list at scale

\`npm run bench:students -- --write\`: 100,000 students (about 5% soft-deleted) loaded by
\`bench/generate-students.ts\` into a fresh PGlite folder and a fresh PostgreSQL 15 database, then
the real API (one process) measured with autocannon, signed in as a super admin. Each request
answers a page of 50 and the total. The plan column lists the students indexes EXPLAIN shows for
the page and count queries (the script fails if either scans the whole table). The baseline row
(\`GET /edrocks/api/me\`: authentication and one query) is the floor of any API request on the
machine at that moment.

Loading (multi-row INSERTs in transactions, then the indexes, then VACUUM ANALYZE). The load
average is the machine's when the requests started: other work on its 2 cores slows every
figure, PGlite (single-threaded WebAssembly, one connection) most.

| date | database | students | insert | indexes | vacuum analyze | load average |
|---|---|---|---|---|---|---|
<!-- students-load-rows -->

List requests:

| date | database | request | req/s | p50 | p99 | connections, duration | indexes used |
|---|---|---|---|---|---|---|---|
<!-- students-list-rows -->
`;

async function writeResults(
  results: TargetResult[],
  options: { duration: number; connections: number },
): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const loadRows = results.map(
    ({ target, generated, load }) =>
      `| ${date} | ${target} | ${generated.count.toLocaleString('en-US')} | ${seconds(generated.insertMs)} | ${seconds(generated.indexMs)} | ${seconds(generated.analyzeMs)} | ${load.toFixed(1)} |`,
  );
  const listRows = results.flatMap(({ target, generated, measures }) =>
    measures.map(
      (m) =>
        `| ${date} | ${target}, ${generated.count.toLocaleString('en-US')} students | ${m.scenario} | ${m.requestsPerSecond.toFixed(1)} | ${m.p50} ms | ${m.p99} ms | ${options.connections}, ${options.duration} s | ${m.plan} |`,
    ),
  );
  await recordResults(
    { '<!-- students-load-rows -->': loadRows, '<!-- students-list-rows -->': listRows },
    SECTION,
  );
}

/**
 * The targets of issue 8 a run missed, on PostgreSQL (production's database; PGlite's figures
 * are printed and recorded for information: it is one connection inside the API's own thread):
 * shares within each run (machine noise cancels), and the p99 of each list request at the
 * largest count against the smallest (at most 2x).
 */
function missedTargets(allResults: TargetResult[]): string[] {
  const missed: string[] = [];
  const results = allResults.filter((result) => result.target === 'postgres');
  const byKind = (measures: Measure[], kind: Measure['kind']) =>
    measures.find((measure) => measure.kind === kind);
  for (const { target, generated, measures } of results) {
    const where = `${target}, ${generated.count.toLocaleString('en-US')} students`;
    const health = byKind(measures, 'healthz');
    const lists = byKind(measures, 'lists');
    const me = byKind(measures, 'me');
    if (!health || !lists || !me) throw new Error(`${where}: a measure is missing`);
    const check = (measure: Measure, of: Measure, share: number) => {
      const actual = measure.requestsPerSecond / of.requestsPerSecond;
      if (actual < share)
        missed.push(
          `${where}: ${measure.scenario} at ${Math.round(actual * 100)}% of ${of.scenario} (target ${share * 100}%)`,
        );
    };
    check(lists, health, 0.8);
    check(me, health, 0.5);
    for (const list of measures.filter((measure) => measure.kind === 'list')) check(list, me, 0.5);
  }
  for (const target of new Set(results.map((result) => result.target))) {
    const runs = results
      .filter((result) => result.target === target)
      .sort((a, b) => a.generated.count - b.generated.count);
    const smallest = runs[0];
    const largest = runs.at(-1);
    if (!smallest || !largest || smallest === largest) continue;
    largest.measures.forEach((measure, index) => {
      const before = smallest.measures[index];
      if ((measure.kind !== 'list' && measure.kind !== 'listRead') || !before) return;
      const growth = measure.p99 / Math.max(1, before.p99);
      if (growth > 2)
        missed.push(
          `${target}: ${measure.scenario} p99 ${measure.p99} ms at ${largest.generated.count.toLocaleString('en-US')} against ${before.p99} ms at ${smallest.generated.count.toLocaleString('en-US')} (${growth.toFixed(1)}x, target 2x)`,
        );
    });
  }
  return missed;
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
