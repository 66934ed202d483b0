// `npm run bench:import`: the time to import 5,000 students from one CSV file (POST
// /edrocks/api/imports/commit) into the real API on a fresh PGlite data folder, signed in as a
// super admin; fails when it takes longer than the target (15 s). The API tests check that
// such an import is all there (apps/api/src/modules/imports/imports.test.ts); how fast it is on
// a shared machine is measured here. `--write` adds a row to bench/RESULTS.md.
//
//   npx tsx bench/student-import.ts [--rows 5000] [--runs 3] [--write]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { IMPORT_PATHS } from '@portal/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { countries } from '../apps/api/src/db/schema/index';
import { insertPlace } from '../apps/api/src/modules/places/places.repo';
import { recordResults } from './results-file';
import { listenOnLoopback, signIn } from './serve';

const TARGET_MS = 15_000;
const MARKER = '<!-- student-import-rows -->';
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const HEADERS = 'First name,Last name,Birthdate,Gender,Grade,Status,Village,School,External ID';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
  },
});
const rowCount = Number(args.rows);
const runCount = Number(args.runs);

/** The file of one run: external ids of its own, so each run imports every row again. */
function studentsFile(run: number): string {
  const lines = Array.from(
    { length: rowCount },
    (_, index) =>
      `Estudiante${index},Apellido${index},2012-01-01,female,${(index % 12) + 1},,` +
      `Vereda La Esperanza,Colegio San José,BULK-${run}-${index}`,
  );
  return [HEADERS, ...lines].join('\n');
}

async function importOnce(base: string, authorization: string, run: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([studentsFile(run)], { type: 'text/csv' }), 'students.csv');
  const started = performance.now();
  const answer = await fetch(`${base}${IMPORT_PATHS.importCommit}?kind=students`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const elapsed = performance.now() - started;
  const body = (await answer.json()) as { imported?: number };
  if (answer.status !== 200 || body.imported !== rowCount) {
    throw new Error(`the import failed: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return elapsed;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-import-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const app = await buildApp(config);
    const times: number[] = [];
    try {
      const { db } = app.database;
      const [colombia] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.code, 'CO'));
      if (!colombia) throw new Error('reference data missing');
      for (const [kind, name] of [
        ['village', 'Vereda La Esperanza'],
        ['school', 'Colegio San José'],
      ] as const) {
        await insertPlace(db, kind, {
          name,
          countryId: colombia.id,
          stateId: null,
          enabled: true,
          registrationEnabled: true,
        });
      }
      const base = await listenOnLoopback(app);
      const { authorization } = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
      for (let run = 0; run < runCount; run += 1) {
        times.push(await importOnce(base, authorization, run));
        console.info(
          `run ${run + 1}: ${rowCount} students in ${(times.at(-1)! / 1000).toFixed(2)} s`,
        );
      }
    } finally {
      await app.close();
    }
    const slowest = Math.max(...times);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const load = os.loadavg()[0]!.toFixed(1);
    console.info(
      `${rowCount} students: median ${(median / 1000).toFixed(2)} s, slowest ` +
        `${(slowest / 1000).toFixed(2)} s (target ${TARGET_MS / 1000} s), load average ${load}`,
    );
    if (args.write) {
      const row =
        `| ${new Date().toISOString().slice(0, 10)} | ${rowCount} | ${runCount} | ` +
        `${(median / 1000).toFixed(2)} s | ${(slowest / 1000).toFixed(2)} s | ${load} |`;
      await recordResults(
        { [MARKER]: [row] },
        [
          '## Importing students',
          '',
          '`npx tsx bench/student-import.ts --write`: one CSV file of 5,000 students committed through',
          'POST /edrocks/api/imports/commit on a fresh PGlite data folder (target: under 15 s). This',
          'target was asserted by the API tests until 2026-12-02; they now check only that every row',
          'is imported, as a shared machine made the time swing.',
          '',
          '| date | rows | runs | median | slowest | load average |',
          '|---|---|---|---|---|---|',
          MARKER,
          '',
        ].join('\n'),
      );
      console.info('Row added to bench/RESULTS.md');
    }
    if (slowest > TARGET_MS) {
      console.error(`Missed: the slowest import took ${(slowest / 1000).toFixed(2)} s`);
      process.exitCode = 1;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
