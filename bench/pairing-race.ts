// `npm run bench:pairing`: 200 simultaneous pairings of 200 sponsors onto 20 students through
// two API processes on one PostgreSQL database (issue 9). Never more than 3 sponsors per student:
// the run fails if any student ends with more, or if the answers are not exactly 3 pairings per
// student and STUDENT_FULL for the rest. Prints the throughput and the latencies; `--write` adds
// a row to bench/RESULTS.md.
//
//   npx tsx bench/pairing-race.ts [--sponsors 200] [--students 20] [--write]
//
// Needs PostgreSQL (BENCH_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// a fresh database is made and dropped.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { MAX_SPONSORS_PER_STUDENT, SPONSORSHIP_PATHS } from '@portal/shared';
import { openPostgres } from '../apps/api/src/db/client';
import { periods } from '../apps/api/src/db/schema/index';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { insertPlace } from '../apps/api/src/modules/places/places.repo';
import { insertSponsors } from '../apps/api/src/modules/sponsors/sponsors.service';
import { insertStudents } from '../apps/api/src/modules/students/students.service';
import { adminQuery, databaseUrlOf, percentile, startProcess, stop } from './api-processes';
import { recordResults } from './results-file';
import { signIn } from './serve';

const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = 'bench-admin-password';

const { values: args } = parseArgs({
  options: {
    sponsors: { type: 'string', default: '200' },
    students: { type: 'string', default: '20' },
    write: { type: 'boolean', default: false },
  },
});
const sponsorCount = Number(args.sponsors);
const studentCount = Number(args.students);

async function main() {
  const databaseName = `portal_bench_pairing_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pairing-'));
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const database = openPostgres(databaseUrl, 4);
  const processes: ChildProcess[] = [];
  try {
    console.info(`pairing: preparing ${databaseName}...`);
    await database.migrate();
    const { db } = database;
    await seedReferenceData(db);
    const [colombia] = (
      (await db.execute(sql`select id from countries where code = 'CO'`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    if (!colombia) throw new Error('reference data missing');
    const village = await insertPlace(db, 'village', {
      name: 'Vereda Bench',
      countryId: colombia.id,
      stateId: null,
      enabled: true,
      registrationEnabled: false,
    });
    const school = await insertPlace(db, 'school', {
      name: 'Colegio Bench',
      countryId: colombia.id,
      stateId: null,
      enabled: true,
      registrationEnabled: false,
    });
    const now = new Date();
    await insertStudents(
      db,
      Array.from({ length: studentCount }, (_, index) => ({
        firstName: `Student${index}`,
        lastName: 'Bench',
        birthdate: '2015-01-01',
        gender: 'female' as const,
        grade: '5-fifth' as const,
        villageId: village.id,
        schoolId: null,
        countryId: null,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
      })),
      now,
    );
    await insertSponsors(
      db,
      Array.from({ length: sponsorCount }, (_, index) => ({
        firstName: `Sponsor${index}`,
        lastName: 'Bench',
        email: `sponsor${index}@bench.example.org`,
        phone: '',
        schoolId: school.id,
        birthdate: null,
        leadershipDistinction: false,
        active: true,
        userId: null,
      })),
    );
    await db.insert(periods).values({
      name: '2026-2027',
      searchText: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      status: 'available',
      activatedAt: now,
    });
    const studentIds = (
      (await db.execute(sql`select id from students order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((row) => row.id);
    const sponsorIds = (
      (await db.execute(sql`select id from sponsors order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((row) => row.id);

    const secret = randomBytes(32).toString('hex');
    const basePort = 4900 + Math.floor(Math.random() * 500);
    const first = await startProcess({
      databaseUrl,
      port: basePort,
      dataDir: path.join(dataDir, 'a'),
      secret,
      env: { ADMIN_EMAIL, ADMIN_PASSWORD },
    });
    processes.push(first.child);
    const second = await startProcess({
      databaseUrl,
      port: basePort + 1,
      dataDir: path.join(dataDir, 'b'),
      secret,
      env: { ADMIN_EMAIL, ADMIN_PASSWORD },
    });
    processes.push(second.child);
    const headers = {
      ...(await signIn(first.base, ADMIN_EMAIL, ADMIN_PASSWORD)),
      'content-type': 'application/json',
    };

    console.info(
      `pairing: ${sponsorCount} sponsors onto ${studentCount} students through 2 API processes...`,
    );
    const started = performance.now();
    const answers = await Promise.all(
      sponsorIds.map(async (sponsorId, index) => {
        const base = index % 2 === 0 ? first.base : second.base;
        const studentId = studentIds[index % studentIds.length]!;
        const sent = performance.now();
        const response = await fetch(`${base}${SPONSORSHIP_PATHS.sponsorships}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ studentId, sponsorId }),
        });
        const body = (await response.json()) as { code?: string };
        return { status: response.status, code: body.code, ms: performance.now() - sent };
      }),
    );
    const elapsedMs = performance.now() - started;

    const counts = (
      (await db.execute(
        sql`select student_id, count(*)::int as count from sponsorships where ended_at is null group by student_id`,
      )) as unknown as { rows: Array<{ student_id: number; count: number }> }
    ).rows;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const created = answers.filter((answer) => answer.status === 201).length;
    const full = answers.filter((answer) => answer.code === 'STUDENT_FULL').length;
    const other = answers.length - created - full;
    const most = Math.max(0, ...counts.map((row) => row.count));
    const expected = Math.min(sponsorCount, studentCount * MAX_SPONSORS_PER_STUDENT);
    const perSecond = (answers.length / elapsedMs) * 1000;
    const p50 = Math.round(percentile(latencies, 0.5));
    const p99 = Math.round(percentile(latencies, 0.99));
    console.info(
      `  ${created} paired, ${full} STUDENT_FULL, ${other} other; most sponsors of one student: ${most}`,
    );
    console.info(
      `  ${Math.round(elapsedMs)} ms in all, ${perSecond.toFixed(1)} pairings/s, p50 ${p50} ms, p99 ${p99} ms`,
    );
    const failures: string[] = [];
    if (most > MAX_SPONSORS_PER_STUDENT) failures.push(`a student has ${most} sponsors`);
    if (created !== expected) failures.push(`${created} pairings instead of ${expected}`);
    if (other > 0) failures.push(`${other} answers were neither 201 nor STUDENT_FULL`);

    if (args.write) {
      const marker = '<!-- pairing-rows -->';
      const row = `| ${new Date().toISOString().slice(0, 10)} | ${sponsorCount} | ${studentCount} | ${created} | ${full} | ${most} | ${perSecond.toFixed(1)} | ${p50} ms | ${p99} ms | ${(os.loadavg()[0] ?? 0).toFixed(1)} |`;
      await recordResults(
        { [marker]: [row] },
        `## Pairing under concurrency\n\n\`npm run bench:pairing -- --write\`: simultaneous pairings (as a super admin) of N sponsors onto M\nstudents through two API processes on one PostgreSQL 15 database. Every answer is a pairing\nor STUDENT_FULL, and no student ends with more than ${MAX_SPONSORS_PER_STUDENT} sponsors.\n\n| date | sponsors | students | paired | STUDENT_FULL | most per student | pairings/s | p50 | p99 | load average |\n|---|---|---|---|---|---|---|---|---|---|\n${marker}\n`,
      );
    }
    if (failures.length > 0) {
      console.error(`FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(processes.map(stop));
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
