// Loads the programme on the eve of a new year for the yearly cycle's bench (bench/year-cycle.ts):
// N students (default 100,000, bench/generate-students.ts: about 80% active over every grade,
// the rest inactive, alumni or deleted), sponsors (all active, half with a sign-in account,
// bench/generate-document-status-sponsors.ts), the year running today (available) and the next
// one (a draft), and M current sponsorships of the running year (default 60,000; at most 3 per
// student, 95% of them of an active student, the rest of an inactive or alumni one, which
// recommit leaves behind). Five sponsors in six have one sponsorship, the others two or three.
//
// Rows go in as the other generators' (multi-row INSERTs of arrays, several per transaction).
// The sponsorships' row trigger (a sponsor's leadership progress, migration 0024) is switched
// off for the load and its rows written in one statement afterwards: with no letters, meetings
// or assessments loaded, each sponsor's progress is the zero row the trigger would have written.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { periods, sponsorships } from '../apps/api/src/db/schema/index';
import { insertSponsors } from './generate-document-status-sponsors';
import {
  DAY_MS,
  insertInBatches,
  isoDay,
  pick,
  rowsOf,
  seededRandom,
  type Generation,
} from './generate-document-status-rows';
import { generateStudents } from './generate-students';

export const DEFAULT_STUDENT_COUNT = 100_000;
export const DEFAULT_SPONSORSHIP_COUNT = 60_000;
const MAX_PER_STUDENT = 3;

export interface YearCycleData {
  studentCount: number;
  sponsorCount: number;
  sponsorshipCount: number;
  /** Active students (the upgrade moves them) and sponsorships of an active student. */
  activeStudents: number;
  sponsorshipsOfActive: number;
  previousYearId: number;
  nextYearId: number;
  /** Milliseconds: the students, then the rest, then VACUUM ANALYZE. */
  studentsMs: number;
  insertMs: number;
  analyzeMs: number;
}

/** The year running today (1 August to 31 July), available, and the next one, a draft. */
async function insertYears({ db, now }: Generation) {
  const today = isoDay(now);
  const startYear = Number(today.slice(0, 4)) - (today.slice(5) >= '08-01' ? 0 : 1);
  const year = (first: number, status: 'available' | 'draft') => ({
    name: `${first}-${first + 1}`,
    searchText: `${first}-${first + 1}`,
    startDate: `${first}-08-01`,
    endDate: `${first + 1}-07-31`,
    status,
    activatedAt: status === 'available' ? new Date(now) : null,
  });
  const rows = await db
    .insert(periods)
    .values([year(startYear, 'available'), year(startYear + 1, 'draft')])
    .returning({ id: periods.id });
  const [previous, next] = rows;
  if (!previous || !next) throw new Error('no years');
  return { startYear, previousYearId: previous.id, nextYearId: next.id };
}

async function insertSponsorships(
  { db, random, now, log }: Generation,
  yearId: number,
  startYear: number,
  count: number,
  sponsorIds: readonly number[],
): Promise<number> {
  const students = await rowsOf<{ id: number; status: string }>(
    db,
    sql`select id, status from students where status <> 'delete' order by id`,
  );
  const active = students.filter((row) => row.status === 'active').map((row) => row.id);
  const others = students.filter((row) => row.status !== 'active').map((row) => row.id);
  if (count > active.length * MAX_PER_STUDENT * 0.8)
    throw new Error(`--sponsorships: too many for ${active.length} active students`);
  const perStudent = new Map<number, number>();
  const pairs = new Set<string>();
  const yearStartMs = Date.parse(`${startYear}-08-01T00:00:00Z`);
  const rows: Array<typeof sponsorships.$inferInsert> = [];
  let ofActive = 0;
  while (rows.length < count) {
    const index = rows.length;
    const sponsorId = sponsorIds[index] ?? pick(random, sponsorIds);
    const isActive = others.length === 0 || random() < 0.95;
    const studentId = pick(random, isActive ? active : others);
    const taken = perStudent.get(studentId) ?? 0;
    if (taken >= MAX_PER_STUDENT || pairs.has(`${studentId}:${sponsorId}`)) continue;
    perStudent.set(studentId, taken + 1);
    pairs.add(`${studentId}:${sponsorId}`);
    if (isActive) ofActive += 1;
    const startedAt = new Date(
      yearStartMs + Math.floor(random() * Math.max(DAY_MS, now - yearStartMs)),
    );
    rows.push({
      periodId: yearId,
      studentId,
      sponsorId,
      startedAt,
      endedAt: null,
      endReason: null,
      createdBy: null,
      endedBy: null,
      createdAt: startedAt,
    });
  }
  await db.execute(sql`alter table ${sponsorships} disable trigger sponsorships_progress`);
  try {
    await insertInBatches(db, sponsorships, rows);
  } finally {
    await db.execute(sql`alter table ${sponsorships} enable trigger sponsorships_progress`);
  }
  await db.execute(
    sql`insert into leadership_progress (sponsor_id, period_id)
        select distinct sponsor_id, period_id from ${sponsorships} on conflict do nothing`,
  );
  log(`  ${count.toLocaleString('en-US')} current sponsorships`);
  return ofActive;
}

/** Migrates the database and loads the students, sponsors, both years and the sponsorships. */
export async function generateYearCycle(
  database: DatabaseHandle,
  counts: { students: number; sponsorships: number },
  log: (line: string) => void = () => undefined,
): Promise<YearCycleData> {
  const studentsStarted = performance.now();
  const generated = await generateStudents(database, counts.students, log);
  const studentsMs = performance.now() - studentsStarted;
  const { db } = database;
  const started = performance.now();
  const generation: Generation = { db, random: seededRandom(20_261_203), now: Date.now(), log };
  const { startYear, previousYearId, nextYearId } = await insertYears(generation);
  const sponsorCount = Math.ceil((counts.sponsorships * 5) / 6);
  const { sponsorIds } = await insertSponsors(
    generation,
    sponsorCount,
    startYear,
    generated.schoolIds,
  );
  const sponsorshipsOfActive = await insertSponsorships(
    generation,
    previousYearId,
    startYear,
    counts.sponsorships,
    sponsorIds,
  );
  const insertMs = performance.now() - started;
  const analyzeStarted = performance.now();
  for (const table of ['users', 'sponsors', 'periods', 'sponsorships', 'leadership_progress']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const analyzeMs = performance.now() - analyzeStarted;
  const [active] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from students where status = 'active'`,
  );
  return {
    studentCount: counts.students,
    sponsorCount,
    sponsorshipCount: counts.sponsorships,
    activeStudents: active?.total ?? 0,
    sponsorshipsOfActive,
    previousYearId,
    nextYearId,
    studentsMs,
    insertMs,
    analyzeMs,
  };
}
