// Exports at scale: loads N students (default 1,000,000, bench/generate-students.ts) into a fresh
// PostgreSQL database, starts one API process on it (the production entry point, a child process
// so that its memory is its own), signs in as a super admin and downloads the students export of
// every student, as CSV and then as Excel. Targets: each export completes (every non-deleted
// student in it), the API process's resident memory grows by at most 100 MB while it runs, and
// GET /edrocks/api/me answered beside it keeps its p99 under 3 times its quiet value.
//
//   npm run bench:export [-- --write] [--count 1000000]
//
// Memory is VmRSS of the API process (/proc/<pid>/status), read before the export and every
// 100 ms while it runs. /me is loaded with autocannon (2 connections) from this process's own
// event loop, so that it can be stopped when the export ends, the same way for the quiet measure
// (10 s) and during each export; its p99 comes from each answer's time, unrounded. The CSV's
// lines are counted as they arrive; the Excel file is written to a temporary file, its zip
// directory read and its sheet inflated to count the rows.
//
// --write adds the figures to bench/RESULTS.md. PostgreSQL is reached at BENCH_DATABASE_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), where a database is created for the run
// and dropped afterwards, also when the run fails.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type ExportFormat, STUDENT_PATHS } from '@portal/shared';
import { openPostgres } from '../apps/api/src/db/client';
import { adminQuery, databaseUrlOf, startProcess, stop } from './api-processes';
import { generateStudents } from './generate-students';
import { signIn } from './serve';
import { RESULTS_FILE, recordResults } from './results-file';
import { countByte, countSheetRows, download } from './export-memory-files';
import {
  loadMe,
  ME_CONNECTIONS,
  METRICS_TOKEN,
  residentBytes,
  sampleMemory,
  type Collections,
  type MeFigures,
} from './export-memory-watch';

const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const DEFAULT_COUNT = 1_000_000;
const MAX_GROWTH_MB = 100;
const MAX_P99_RATIO = 3;
const QUIET_SECONDS = 10;
const MARKER = '<!-- export-rows -->';
const MB = 1024 * 1024;

interface ExportMeasure {
  format: ExportFormat;
  expectedRows: number;
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  me: MeFigures;
  /** Why the file is incomplete, if it is. */
  problem?: string;
}

async function measureExport(options: {
  format: ExportFormat;
  base: string;
  headers: Record<string, string>;
  child: ChildProcess;
  expectedRows: number;
  dataDir: string;
}): Promise<ExportMeasure> {
  const { format, base, headers, child, expectedRows, dataDir } = options;
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API process has no pid');
  const url = `${base}${STUDENT_PATHS.studentsExport}?format=${format}`;
  const file = path.join(dataDir, `students.${format}`);
  const rssBefore = await residentBytes(pid);
  const { stopSampling } = sampleMemory(pid);
  // Long enough for any export: stopped when the download ends.
  const me = await loadMe(base, headers, 3600);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let downloadError: unknown;
  try {
    if (format === 'csv') {
      bytes = await download(url, headers, (chunk) => {
        lines += countByte(chunk, 0x0a);
      });
    } else {
      const output = createWriteStream(file);
      try {
        bytes = await download(url, headers, (chunk) =>
          output.write(chunk)
            ? undefined
            : new Promise<void>((resolve) => output.once('drain', resolve)),
        );
      } finally {
        await new Promise<void>((resolve, reject) =>
          output.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
      }
    }
  } catch (error) {
    downloadError = error;
  }
  const seconds = (performance.now() - started) / 1000;
  me.stopMe();
  const [meFigures, rssPeak] = await Promise.all([
    me.figures(`during the ${format} export`),
    stopSampling(),
  ]);
  const measure: ExportMeasure = {
    format,
    expectedRows,
    rows: 0,
    bytes,
    seconds,
    rssBeforeMb: rssBefore / MB,
    rssPeakMb: Math.max(rssBefore, rssPeak) / MB,
    me: meFigures,
  };
  if (downloadError !== undefined) {
    measure.problem =
      downloadError instanceof Error ? downloadError.message : String(downloadError);
    return measure;
  }
  try {
    // CSV: a header line, then one line per student (no name holds a line break).
    // Excel: the header row, then one row per student.
    measure.rows = format === 'csv' ? lines - 1 : (await countSheetRows(file)) - 1;
  } catch (error) {
    measure.problem = error instanceof Error ? error.message : String(error);
  } finally {
    await rm(file, { force: true });
  }
  if (measure.problem === undefined && measure.rows !== expectedRows) {
    measure.problem = `${measure.rows} rows instead of ${expectedRows}`;
  }
  return measure;
}

function growthMb(measure: ExportMeasure): number {
  return measure.rssPeakMb - measure.rssBeforeMb;
}

function verdicts(measure: ExportMeasure, quiet: MeFigures) {
  return {
    completes: measure.problem === undefined,
    memory: growthMb(measure) <= MAX_GROWTH_MB,
    me: measure.me.p99 < MAX_P99_RATIO * quiet.p99,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const describeCollections = ({ perSecond, averageMs }: Collections) =>
  `${perSecond.toFixed(0)} young collections a second, ${ms(averageMs)} each`;
const mark = (passed: boolean) => (passed ? 'PASS' : 'FAIL');

function describeMeasure(measure: ExportMeasure, quiet: MeFigures): string {
  const passed = verdicts(measure, quiet);
  return [
    `  ${measure.format}: ${measure.rows.toLocaleString('en-US')} of ${measure.expectedRows.toLocaleString('en-US')} rows, ${(measure.bytes / MB).toFixed(1)} MB in ${measure.seconds.toFixed(1)} s  completes ${mark(passed.completes)}${measure.problem ? ` (${measure.problem})` : ''}`,
    `    RSS before ${measure.rssBeforeMb.toFixed(1)} MB, peak ${measure.rssPeakMb.toFixed(1)} MB, growth ${growthMb(measure).toFixed(1)} MB (at most ${MAX_GROWTH_MB})  ${mark(passed.memory)}`,
    `    /me p99 quiet ${ms(quiet.p99)}, during ${ms(measure.me.p99)} (${measure.me.requestsPerSecond.toFixed(0)} req/s; under ${MAX_P99_RATIO}x)  ${mark(passed.me)}`,
    `    meanwhile ${describeCollections(measure.me.collections)} (quiet: ${describeCollections(quiet.collections)})`,
  ].join('\n');
}

const SECTION = `## Exports at a million students

\`npm run bench:export -- --write\`: N students loaded by \`bench/generate-students.ts\` into a fresh
PostgreSQL 15 database (about 5% soft-deleted, which the export leaves out), one API process
(the production entry point, a child process) signed in as a super admin, then the students export
of every student (no filters) downloaded as CSV and then as Excel. Memory is the API process's
resident set (VmRSS) read before the export and every 100 ms while it runs; /me is loaded with
autocannon (2 connections) for 10 s before the exports (quiet) and for as long as each export
runs, its p99 taken from every answer's time to the microsecond (autocannon's own percentiles
are whole milliseconds, and the quiet p99 is under one). Targets: the file holds every student
(the CSV's lines, the Excel sheet's rows), the resident memory grows by at most 100 MB, and
/me's p99 during the export stays under 3 times its quiet value. The load average is the
machine's when the exports started: other work on its 2 cores slows every figure.

With PostgreSQL the export runs on the API's export thread (docs/decisions/027-export-thread.md):
a second instance of the API in a worker thread of the same process, at the lowest CPU priority,
with a heap of its own, so the resident set measured includes it. The young collections are the
main thread's, where /me is answered (prom-client's GC histogram).

| date | students | format | rows | size | seconds | RSS before | peak | growth | /me p99 quiet | during | targets | load average | young collections quiet, during |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${MARKER}
`;

const collectionsCell = ({ perSecond, averageMs }: Collections) =>
  `${perSecond.toFixed(0)}/s of ${ms(averageMs)}`;

async function writeResults(
  count: number,
  measures: ExportMeasure[],
  quiet: MeFigures,
  loadAverage: number,
): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const rows = measures.map((measure) => {
    const passed = verdicts(measure, quiet);
    const targets =
      passed.completes && passed.memory && passed.me
        ? 'PASS'
        : `FAIL (${[
            passed.completes ? '' : 'incomplete',
            passed.memory ? '' : 'memory',
            passed.me ? '' : '/me p99',
          ]
            .filter(Boolean)
            .join(', ')})`;
    return `| ${date} | ${count.toLocaleString('en-US')} | ${measure.format} | ${measure.rows.toLocaleString('en-US')} | ${(measure.bytes / MB).toFixed(1)} MB | ${measure.seconds.toFixed(1)} s | ${measure.rssBeforeMb.toFixed(0)} MB | ${measure.rssPeakMb.toFixed(0)} MB | ${growthMb(measure).toFixed(1)} MB | ${ms(quiet.p99)} | ${ms(measure.me.p99)} | ${targets} | ${loadAverage.toFixed(1)} | ${collectionsCell(quiet.collections)}, ${collectionsCell(measure.me.collections)} |`;
  });
  await recordResults({ [MARKER]: rows }, SECTION);
}

async function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      count: { type: 'string', default: String(DEFAULT_COUNT) },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    throw new Error('--count must be a whole number from 1 to 10,000,000');
  }

  const databaseName = `portal_bench_export_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-export-'));
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  let child: ChildProcess | undefined;
  try {
    console.info(`export: loading ${count.toLocaleString('en-US')} students...`);
    const loader = openPostgres(databaseUrl, 2);
    let expectedRows: number;
    try {
      const loaded = await generateStudents(loader, count, (line) =>
        console.info(`export:${line}`),
      );
      console.info(
        `export: inserted in ${(loaded.insertMs / 1000).toFixed(1)} s, indexes ${(loaded.indexMs / 1000).toFixed(1)} s, vacuum analyze ${(loaded.analyzeMs / 1000).toFixed(1)} s`,
      );
      const [visible] = (
        (await loader.db.execute(
          sql`select count(*)::int as count from students where status <> 'delete'`,
        )) as unknown as { rows: Array<{ count: number }> }
      ).rows;
      expectedRows = visible?.count ?? 0;
    } finally {
      await loader.close();
    }

    // The API creates its first super admin in a database without users, as here.
    const started = await startProcess({
      databaseUrl,
      port: 5900 + Math.floor(Math.random() * 500),
      dataDir: path.join(dataDir, 'api'),
      secret: randomBytes(32).toString('hex'),
      env: { ADMIN_EMAIL, ADMIN_PASSWORD, METRICS_TOKEN },
    });
    child = started.child;
    const { base } = started;
    const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);

    // The code path loaded and compiled and the pool's connections open, as in a running portal.
    await (await loadMe(base, headers, 2)).figures('warming up');
    const quiet = await (await loadMe(base, headers, QUIET_SECONDS)).figures('quiet');
    console.info(
      `export: /me quiet p99 ${ms(quiet.p99)} (${quiet.requestsPerSecond.toFixed(0)} req/s, ${ME_CONNECTIONS} connections; ${describeCollections(quiet.collections)})`,
    );

    const loadAverage = os.loadavg()[0] ?? 0;
    console.info(`export: load average ${loadAverage.toFixed(2)}`);
    const measures: ExportMeasure[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      // A pause between the two, so that the second starts from a settled process.
      if (measures.length > 0) await sleep(5000);
      const measure = await measureExport({
        format,
        base,
        headers,
        child,
        expectedRows,
        dataDir,
      });
      measures.push(measure);
      console.info(describeMeasure(measure, quiet));
    }
    console.info(`export: load average after ${(os.loadavg()[0] ?? 0).toFixed(2)}`);

    if (values.write) {
      await writeResults(count, measures, quiet, loadAverage);
      console.info(`Recorded in ${path.relative(process.cwd(), RESULTS_FILE)}`);
    }
    const missed = measures.filter((measure) => {
      const passed = verdicts(measure, quiet);
      return !(passed.completes && passed.memory && passed.me);
    });
    if (missed.length > 0) {
      console.error(`Target missed: ${missed.map((measure) => measure.format).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.info('Every export complete, within the memory and /me targets.');
    }
  } finally {
    if (child) await stop(child);
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(
      (error: unknown) => console.error(`could not drop ${databaseName}:`, error),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
