// Loads a year of the programme for the document status grid (bench/document-status.ts): N
// active sponsors (default 10,000) over 50 schools, as many students over 100 villages
// (bench/generate-students.ts), an available year with its four letters' dates, and what the
// grid's cells read: current sponsorships, letters written each way, the signatures of a required
// agreement and profile photos.
//
//   npx tsx bench/generate-document-status.ts --database-url postgres://...    (PostgreSQL)
//   options: --count 10000; without the flag, DATABASE_URL from the environment.
// The database must have no students yet.
//
// The same seeded generator as the students', so two runs load the same rows. Shares, of the
// sponsors: 90% have a current sponsorship (5% more an ended one, which the grid skips), 60% a
// photo, 70% signed the agreement, half a sign-in account; of the current sponsorships: letter 1
// sent by 80% of sponsors and answered by 60% of students, letter 2 by 25% and 10%, a draft
// (not counted as written) in 5%. A written letter is delivered (70%) or in review. Letter 1 and
// its answer are past due on the day of the run, the others not yet: the grid shows done,
// late, not due and not needed cells, and "only missing" keeps about half the rows.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import {
  agreements,
  agreementVersions,
  letters,
  periods,
  schools,
} from '../apps/api/src/db/schema/index';
import { buildSearchText } from '../apps/api/src/lib/search-text';
import { insertLetters, insertSignatures } from './generate-document-status-letters';
import {
  DAY_MS,
  isoDay,
  rowsOf,
  seededRandom,
  type Generation,
} from './generate-document-status-rows';
import { insertSponsors, insertSponsorships } from './generate-document-status-sponsors';
import { generateStudents } from './generate-students';

export const DEFAULT_SPONSOR_COUNT = 10_000;
/** generateStudents makes 40 schools: these make 50. */
const EXTRA_SCHOOLS = 10;
const AGREEMENT_KEY = 'sponsor-commitment';

export interface YearLetterDates {
  number: number;
  dueDate: string;
  answerDueDate: string;
}

export interface DocumentStatusData {
  sponsorCount: number;
  studentCount: number;
  periodId: number;
  yearStart: string;
  letters: YearLetterDates[];
  schoolIds: number[];
  villageIds: number[];
  /** Rows loaded, by table. */
  rows: {
    sponsorships: number;
    letters: number;
    acceptances: number;
    photos: number;
    users: number;
  };
  /** Milliseconds: the students (with their places), then everything else, then VACUUM ANALYZE. */
  studentsMs: number;
  insertMs: number;
  analyzeMs: number;
}

/**
 * The year running today (1 August to 31 July), available; its letters' dates around today:
 * letter 1 and its answer past due, letters 2-4 to come.
 */
async function insertYear({ db, now }: Generation) {
  const today = isoDay(now);
  const startYear = Number(today.slice(0, 4)) - (today.slice(5) >= '08-01' ? 0 : 1);
  const yearStart = `${startYear}-08-01`;
  const [period] = await db
    .insert(periods)
    .values({
      name: `${startYear}-${startYear + 1}`,
      searchText: `${startYear}-${startYear + 1}`,
      startDate: yearStart,
      endDate: `${startYear + 1}-07-31`,
      status: 'available',
      activatedAt: new Date(now),
    })
    .returning({ id: periods.id });
  if (!period) throw new Error('no period');
  const yearLetters: YearLetterDates[] = [
    { number: 1, dueDate: isoDay(now - 60 * DAY_MS), answerDueDate: isoDay(now - 10 * DAY_MS) },
    { number: 2, dueDate: isoDay(now + 30 * DAY_MS), answerDueDate: isoDay(now + 80 * DAY_MS) },
    { number: 3, dueDate: isoDay(now + 120 * DAY_MS), answerDueDate: isoDay(now + 170 * DAY_MS) },
    { number: 4, dueDate: isoDay(now + 200 * DAY_MS), answerDueDate: isoDay(now + 230 * DAY_MS) },
  ];
  await db.insert(letters).values(
    yearLetters.map((letter) => ({
      periodId: period.id,
      number: letter.number,
      title: `Letter ${letter.number}`,
      theme: '',
      dueDate: letter.dueDate,
      answerDueDate: letter.answerDueDate,
    })),
  );
  return { periodId: period.id, startYear, yearStart, yearLetters };
}

/** One required sponsor agreement with a published text (the others stay drafts: not required). */
async function insertAgreementVersion({ db }: Generation): Promise<number> {
  const [agreement] = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${agreements} where key = ${AGREEMENT_KEY}`,
  );
  if (!agreement) throw new Error(`no agreement ${AGREEMENT_KEY}`);
  // The migrations give each agreement its default texts as a draft of version 1, in both
  // languages: this text replaces them and is published (only a published text is accepted).
  const versions = await db
    .update(agreementVersions)
    .set({
      title: sql`case ${agreementVersions.language} when 'es-CO' then 'Compromiso del padrino' else 'Sponsor commitment' end`,
      body: 'I commit to write to my student.',
      publishedAt: new Date(),
    })
    .where(and(eq(agreementVersions.agreementId, agreement.id), eq(agreementVersions.version, 1)))
    .returning({ id: agreementVersions.id, language: agreementVersions.language });
  const versionId = versions.find((version) => version.language === 'en-US')?.id;
  if (versionId === undefined) throw new Error('no agreement version');
  return versionId;
}

async function vacuumAnalyze({ db }: Generation): Promise<void> {
  for (const table of [
    'users',
    'sponsors',
    'schools',
    'periods',
    'letters',
    'sponsorships',
    'sponsorship_letters',
    'agreements',
    'agreement_versions',
    'agreement_acceptances',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** Migrates the database and loads `count` sponsors and students and their year. */
export async function generateDocumentStatus(
  database: DatabaseHandle,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<DocumentStatusData> {
  const studentsStarted = performance.now();
  const generated = await generateStudents(database, count, log);
  const studentsMs = performance.now() - studentsStarted;
  const { db } = database;
  const started = performance.now();
  const generation: Generation = { db, random: seededRandom(20_261_125), now: Date.now(), log };

  const extraSchools = await db
    .insert(schools)
    .values(
      Array.from({ length: EXTRA_SCHOOLS }, (_, index) => {
        const name = `Escuela Nueva ${index + 1}`;
        return { name, searchText: buildSearchText(name), enabled: true };
      }),
    )
    .returning({ id: schools.id });
  const schoolIds = [...generated.schoolIds, ...extraSchools.map((row) => row.id)];
  const { periodId, startYear, yearStart, yearLetters } = await insertYear(generation);
  const versionId = await insertAgreementVersion(generation);
  const { sponsorRows, userRows, sponsorIds } = await insertSponsors(
    generation,
    count,
    startYear,
    schoolIds,
  );
  const yearStartMs = Date.parse(`${yearStart}T00:00:00Z`);
  const current = await insertSponsorships(generation, periodId, yearStartMs, sponsorIds);
  const letterCount = await insertLetters(generation, periodId, current);
  const acceptanceCount = await insertSignatures(
    generation,
    versionId,
    yearStartMs,
    sponsorRows,
    sponsorIds,
  );
  const insertMs = performance.now() - started;

  const analyzeStarted = performance.now();
  await vacuumAnalyze(generation);
  const analyzeMs = performance.now() - analyzeStarted;
  return {
    sponsorCount: count,
    studentCount: generated.count,
    periodId,
    yearStart,
    letters: yearLetters,
    schoolIds,
    villageIds: generated.villageIds,
    rows: {
      sponsorships: current.length,
      letters: letterCount,
      acceptances: acceptanceCount,
      photos: sponsorRows.filter((row) => row.photoFileId !== null).length,
      users: userRows.length,
    },
    studentsMs,
    insertMs,
    analyzeMs,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: String(DEFAULT_SPONSOR_COUNT) },
      'database-url': { type: 'string' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 100 || count > 1_000_000) {
    throw new Error('--count must be a whole number from 100 to 1,000,000');
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('give --database-url URL (PostgreSQL)');
  const database = openPostgres(databaseUrl, 2);
  try {
    console.info(`Loading ${count.toLocaleString('en-US')} sponsors and students...`);
    const result = await generateDocumentStatus(database, count, console.info);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `Students in ${seconds(result.studentsMs)}, the rest in ${seconds(result.insertMs)}, vacuum analyze ${seconds(result.analyzeMs)}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
