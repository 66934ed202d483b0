// The document status grid at scale: loads 10,000 sponsors and their year
// (bench/generate-document-status.ts) into a fresh PostgreSQL database, starts the real API on
// it (buildApp and listen on a random loopback port), signs in as a super admin and measures
// with autocannon GET /edrocks/api/me (the floor of a signed-in request) and six requests of
// GET /edrocks/api/document-status, each against the target: a page under 100 ms at p99.
//
//   npm run bench:document-status [-- --write] [--count 10000] [--duration 10]
//                                 [--connections 10] [--explain] [--only "first page"]
//
// For each request the page, count and cells queries are run once more through a query logger
// and explained (EXPLAIN ANALYZE with the same values): the table records the
// indexes they use and the database time of the page and the count. --explain prints the plans
// (they are printed anyway for a request over its target). A missed target is reported, not an
// error: the run fails only when a request answers anything but 2xx.
//
// --write adds the figures to bench/RESULTS.md. PostgreSQL is reached at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), where a database is created for the
// run and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  API,
  documentStatusPageSchema,
  type DocumentStatusPage,
  DOCUMENT_STATUS_PATHS,
} from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/config';
import { openPostgres } from '../apps/api/src/db/client';
import {
  DEFAULT_SPONSOR_COUNT,
  generateDocumentStatus,
  type DocumentStatusData,
} from './generate-document-status';
import { listenOnLoopback, migrateWithBenchAdmin, signIn } from './serve';
import { RESULTS_FILE } from './results-file';
import { explainRequest, type GridQuery } from './document-status-plans';
import {
  type Figures,
  figures,
  LOADED_TARGET_P99_MS,
  type Measure,
  type Options,
  seconds,
  TARGET_P99_MS,
  verdict,
  writeResults,
} from './document-status-results';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const PAGE_SIZE = 50;

interface Scenario {
  name: string;
  query: GridQuery;
  /** For a deep page read by cursor: the page before it, whose `next` cursor it starts from. */
  cursorFromPage?: number;
}

/** Half-way down the grid (page 100 of 50 at 10,000 sponsors). */
function deepPageOf(count: number): number {
  return Math.max(2, Math.floor(count / PAGE_SIZE / 2));
}

function scenarios(data: DocumentStatusData): Scenario[] {
  const schoolId = data.schoolIds[Math.floor(data.schoolIds.length / 2)] ?? 1;
  const villageId = data.villageIds[Math.floor(data.villageIds.length / 2)] ?? 1;
  const deepPage = deepPageOf(data.sponsorCount);
  return [
    { name: 'first page', query: { page: 1, pageSize: PAGE_SIZE } },
    {
      name: `deep page (${deepPage} of ${PAGE_SIZE}, cursor)`,
      query: { page: deepPage, pageSize: PAGE_SIZE },
      cursorFromPage: deepPage - 1,
    },
    {
      name: `deep page (${deepPage} of ${PAGE_SIZE}, by number)`,
      query: { page: deepPage, pageSize: PAGE_SIZE },
    },
    { name: 'only missing', query: { onlyMissing: true, page: 1, pageSize: PAGE_SIZE } },
    { name: 'school filter', query: { schoolId, page: 1, pageSize: PAGE_SIZE } },
    { name: 'village filter', query: { villageId, page: 1, pageSize: PAGE_SIZE } },
  ];
}

function toUrl(base: string, query: GridQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${base}${DOCUMENT_STATUS_PATHS.documentStatus}?${search.toString()}`;
}

/** The scenario's query as the screen asks it: a deep page with the cursor it was given. */
async function withCursor(
  base: string,
  headers: Record<string, string>,
  scenario: Scenario,
): Promise<GridQuery> {
  if (scenario.cursorFromPage === undefined) return scenario.query;
  const before = await fetch(toUrl(base, { ...scenario.query, page: scenario.cursorFromPage }), {
    headers,
  });
  const { next } = (await before.json()) as { next?: string | null };
  if (!before.ok || !next) throw new Error(`${scenario.name}: no cursor (${before.status})`);
  return { ...scenario.query, cursor: next };
}

/** Requests `url` for the duration with autocannon; any answer but 2xx fails the run. */
async function load(
  scenario: string,
  url: string,
  headers: Record<string, string>,
  options: Options,
): Promise<Figures & { scenario: string }> {
  // The load comes from a worker thread, so that it does not share the server's event loop.
  const result = await autocannon({
    url,
    headers,
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

async function measure(
  config: Config,
  databaseUrl: string,
  data: DocumentStatusData,
  options: Options,
): Promise<Measure[]> {
  const database = openPostgres(databaseUrl, 10);
  // As the API's connections are (db/client.ts): without JIT.
  const explainPool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c jit=off' });
  const app = await buildApp(config, { database });
  try {
    const base = await listenOnLoopback(app);
    const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    const results: Measure[] = [];
    const record = (measured: Measure, note: string) => {
      const mark = measured.plans ? `  ${verdict(measured)}` : '';
      const alone = measured.alone ? `alone ${figures(measured.alone)}; ` : '';
      console.info(
        `  ${measured.scenario.padEnd(34)} ${alone}${options.connections} at once ${figures(measured)}${mark}  (${note})`,
      );
      results.push(measured);
    };
    const baseline = await load('baseline: GET /edrocks/api/me', `${base}${API.me}`, headers, {
      ...options,
    });
    record({ ...baseline, rows: '-' }, 'authentication and one query');
    for (const scenario of scenarios(data).filter((item) => item.name.includes(options.only))) {
      const query = await withCursor(base, headers, scenario);
      const url = toUrl(base, query);
      const check = await fetch(url, { headers });
      const text = await check.text();
      if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${text.slice(0, 200)}`);
      const body: DocumentStatusPage = documentStatusPageSchema.parse(JSON.parse(text));
      if (body.items.length === 0) throw new Error(`${scenario.name}: an empty page`);
      // A few requests first, so that the measure does not include the first calls' costs
      // (compiling the code path, preparing the statements on each pooled connection).
      await Promise.all(
        Array.from({ length: options.connections * 2 }, async () => {
          const warm = await fetch(url, { headers });
          await warm.arrayBuffer();
        }),
      );
      const plans = await explainRequest(explainPool, data, query);
      const alone = await load(scenario.name, url, headers, { ...options, connections: 1 });
      const measured = await load(scenario.name, url, headers, options);
      const rows = `${body.totalKind === 'atLeast' ? 'more than ' : ''}${body.total.toLocaleString('en-US')}`;
      const result: Measure = { ...measured, rows, plans, alone };
      record(
        result,
        `${rows} rows; database: page ${plans.pageMs.toFixed(1)} ms, count ${plans.countMs.toFixed(1)} ms, cells ${plans.cellsMs.toFixed(1)} ms; ${plans.indexes}`,
      );
      if (options.explain || verdict(result) === 'FAIL') console.info(plans.text);
    }
    // autocannon stops mid-request at the end of a run: let those requests finish first.
    await sleep(1000);
    return results;
  } finally {
    await app.close();
    await explainPool.end();
    await database.close().catch(() => undefined);
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
      explain: { type: 'boolean', default: false },
      count: { type: 'string', default: String(DEFAULT_SPONSOR_COUNT) },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string', default: '' },
    },
  });
  const count = Number(values.count);
  const options: Options = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    explain: values.explain ?? false,
    only: values.only ?? '',
  };
  if (!Number.isInteger(count) || count < 1000 || count > 1_000_000)
    throw new Error('--count: 1,000 to 1,000,000');
  if (!(options.duration >= 1 && options.duration <= 120))
    throw new Error('--duration: 1 to 120 s');
  if (!(options.connections >= 1 && options.connections <= 100))
    throw new Error('--connections: 1 to 100');
  if (values.write && options.only !== '')
    throw new Error('--write records every scenario: leave out --only');

  const databaseName = `portal_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-document-status-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  let data: DocumentStatusData;
  let measures: Measure[];
  let loadAverage: number;
  try {
    console.info(`postgres: loading ${count.toLocaleString('en-US')} sponsors and students...`);
    const loader = openPostgres(databaseUrl, 2);
    try {
      await migrateWithBenchAdmin(loader, config.argon2, {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      data = await generateDocumentStatus(loader, count, (line) =>
        console.info(`postgres:${line}`),
      );
    } finally {
      await loader.close();
    }
    console.info(
      `postgres: students in ${seconds(data.studentsMs)}, the rest in ${seconds(data.insertMs)}, vacuum analyze ${seconds(data.analyzeMs)}; ${data.rows.sponsorships.toLocaleString('en-US')} sponsorships, ${data.rows.letters.toLocaleString('en-US')} letters, ${data.rows.acceptances.toLocaleString('en-US')} signatures, ${data.rows.photos.toLocaleString('en-US')} photos`,
    );
    loadAverage = os.loadavg()[0] ?? 0;
    console.info(`load average ${loadAverage.toFixed(1)}`);
    measures = await measure(config, databaseUrl, data, options);
  } finally {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (values.write) {
    await writeResults(data, measures, loadAverage, options);
    console.info(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
  const missed = measures.filter((m) => m.plans && verdict(m) === 'FAIL');
  if (missed.length > 0) {
    console.info(
      `Target missed (p99 over ${TARGET_P99_MS} ms alone or ${LOADED_TARGET_P99_MS} ms at once):\n  ${missed.map((m) => `${m.scenario}: ${m.alone?.p99} ms alone, ${m.p99} ms at once`).join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.info(
      `Every page under ${TARGET_P99_MS} ms at p99 alone and ${LOADED_TARGET_P99_MS} ms at once.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
