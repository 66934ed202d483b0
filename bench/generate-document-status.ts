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
import { getTableColumns, param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '@portal/shared';
import { openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import {
  agreementAcceptances,
  agreements,
  agreementVersions,
  letters,
  periods,
  schools,
  sponsors,
  sponsorshipLetters,
  sponsorships,
  users,
} from '../apps/api/src/db/schema/index';
import { buildSearchText } from '../apps/api/src/lib/search-text';
import { generateStudents } from './generate-students';

export const DEFAULT_SPONSOR_COUNT = 10_000;
const ROWS_PER_INSERT = 1_000;
const INSERTS_PER_TRANSACTION = 10;
/** generateStudents makes 40 schools: these make 50. */
const EXTRA_SCHOOLS = 10;
const AGREEMENT_KEY = 'sponsor-commitment';
const DAY_MS = 86_400_000;

function names(list: string): string[] {
  return list.trim().split(/\s*,\s*/);
}

const FIRST_NAMES = names(`
  James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William,
  Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Christopher, Karen, Daniel, Emily,
  Matthew, Ashley, Andrew, Megan, Joshua, Hannah, Ryan, Olivia, José, María, Andrés, Sofía
`);
const LAST_NAMES = names(`
  Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas,
  Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen,
  King, Wright, Scott, Green, Baker, Adams, Nelson, Hill, Campbell, Mitchell, Roberts, Carter,
  Phillips, Evans, Turner, Parker, Collins, García, Rodríguez, Martínez, López, Núñez, Ortiz
`);

/** mulberry32, as in generate-students.ts (another seed). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Rows of a raw query (node-postgres). */
async function rowsOf<T>(db: DatabaseHandle['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One INSERT of many rows with one parameter per column (`unnest` of arrays), as in
 * generate-students.ts. Every row names the same columns (null for none).
 */
async function insertMany<T extends PgTable>(
  db: DatabaseHandle['db'],
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const arrays = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(
    sql`insert into ${table} (${sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** Inserts the rows in multi-row INSERTs, several per transaction. */
async function insertInBatches<T extends PgTable>(
  db: DatabaseHandle['db'],
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  for (let first = 0; first < rows.length; first += perTransaction) {
    await db.transaction(async (tx) => {
      const last = Math.min(first + perTransaction, rows.length);
      for (let start = first; start < last; start += ROWS_PER_INSERT) {
        await insertMany(tx, table, rows.slice(start, Math.min(start + ROWS_PER_INSERT, last)));
      }
    });
  }
}

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
  const random = seededRandom(20_261_125);
  const now = Date.now();

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

  // The year running today (1 August to 31 July), available; its letters' dates around today:
  // letter 1 and its answer past due, letters 2-4 to come.
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

  // One required sponsor agreement with a text (the seed's others have none: not required yet).
  const [agreement] = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${agreements} where key = ${AGREEMENT_KEY}`,
  );
  if (!agreement) throw new Error(`no agreement ${AGREEMENT_KEY}`);
  const versions = await db
    .insert(agreementVersions)
    .values(
      (['en-US', 'es-CO'] as const).map((language) => ({
        agreementId: agreement.id,
        version: 1,
        language,
        title: language === 'en-US' ? 'Sponsor commitment' : 'Compromiso del padrino',
        body: 'I commit to write to my student.',
      })),
    )
    .returning({ id: agreementVersions.id, language: agreementVersions.language });
  const versionId = versions.find((version) => version.language === 'en-US')?.id;
  if (versionId === undefined) throw new Error('no agreement version');

  // Sponsors, half of them with a sign-in account (joined by e-mail afterwards).
  const sponsorRows: Array<typeof sponsors.$inferInsert> = [];
  const userRows: Array<typeof users.$inferInsert> = [];
  const threeYearsMs = 3 * 365 * DAY_MS;
  for (let index = 0; index < count; index += 1) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const email = `sponsor${index + 1}@bench.example.org`;
    // 3% are minors on the year's first day (the grid's parent agreement column).
    const age = random() < 0.03 ? 14 + Math.floor(random() * 4) : 19 + Math.floor(random() * 50);
    const birthdate = `${startYear - age}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const hasPhoto = random() < 0.6;
    const language = random() < 0.8 ? 'en-US' : 'es-CO';
    const createdAt = new Date(now - Math.floor(random() * threeYearsMs));
    sponsorRows.push({
      firstName,
      lastName,
      email,
      phone: '',
      schoolId: pick(random, schoolIds),
      userId: null,
      birthdate,
      photoFileId: hasPhoto ? 1_000_000 + index : null,
      leadershipDistinction: random() < 0.05,
      active: true,
      lastNameKey: normalizeSearchText(lastName),
      firstNameKey: normalizeSearchText(firstName),
      searchText: buildSearchText(firstName, lastName, email),
      createdAt,
      updatedAt: createdAt,
    });
    if (random() < 0.5) {
      userRows.push({
        email,
        // Not a hash: these accounts cannot sign in.
        passwordHash: '!',
        role: 'SPONSOR',
        firstName,
        lastName,
        phone: '',
        language,
        active: true,
        searchText: buildSearchText(firstName, lastName, email),
      });
    }
  }
  await insertInBatches(db, users, userRows);
  await insertInBatches(db, sponsors, sponsorRows);
  await db.execute(
    sql`update ${sponsors} set user_id = u.id from ${users} u where u.email = ${sponsors.email}`,
  );
  log(`  ${count.toLocaleString('en-US')} sponsors`);

  const sponsorIds = (
    await rowsOf<{ id: number }>(db, sql`select id from ${sponsors} order by id`)
  ).map((row) => row.id);
  const activeStudents = (
    await rowsOf<{ id: number }>(
      db,
      sql`select id from students where status = 'active' order by id`,
    )
  ).map((row) => row.id);

  // Sponsorships: at most 3 current ones per student (the pairing rule).
  const perStudent = new Map<number, number>();
  const pickStudent = (): number => {
    for (;;) {
      const studentId = pick(random, activeStudents);
      const taken = perStudent.get(studentId) ?? 0;
      if (taken < 3) {
        perStudent.set(studentId, taken + 1);
        return studentId;
      }
    }
  };
  const yearStartMs = Date.parse(`${yearStart}T00:00:00Z`);
  const sponsorshipRows: Array<typeof sponsorships.$inferInsert> = [];
  for (const sponsorId of sponsorIds) {
    const startedAt = new Date(yearStartMs + Math.floor(random() * (now - yearStartMs) * 0.5));
    const ended = random() < 0.05;
    if (ended) {
      const endedAt = new Date(startedAt.getTime() + DAY_MS);
      sponsorshipRows.push({
        periodId: period.id,
        studentId: pick(random, activeStudents),
        sponsorId,
        startedAt,
        endedAt,
        endReason: 'unpaired',
        createdBy: null,
        endedBy: null,
        createdAt: startedAt,
      });
    }
    if (random() < 0.9) {
      sponsorshipRows.push({
        periodId: period.id,
        studentId: pickStudent(),
        sponsorId,
        startedAt,
        endedAt: null,
        endReason: null,
        createdBy: null,
        endedBy: null,
        createdAt: startedAt,
      });
    }
  }
  await insertInBatches(db, sponsorships, sponsorshipRows);
  const current = await rowsOf<{ id: number; sponsor_id: number; student_id: number }>(
    db,
    sql`select id, sponsor_id, student_id from ${sponsorships}
        where period_id = ${period.id} and ended_at is null order by id`,
  );
  log(`  ${current.length.toLocaleString('en-US')} current sponsorships`);

  // Letters: sponsor's letter N, then (given it) the student's answer N.
  const letterRows: Array<typeof sponsorshipLetters.$inferInsert> = [];
  const letterRow = (
    sponsorship: (typeof current)[number],
    number: number,
    writer: 'sponsor' | 'student',
    status: 'draft' | 'in_review' | 'delivered',
  ): typeof sponsorshipLetters.$inferInsert => {
    const sentAt =
      status === 'draft' ? null : new Date(now - Math.floor(random() * 40 * DAY_MS) - DAY_MS);
    return {
      sponsorshipId: sponsorship.id,
      periodId: period.id,
      sponsorId: sponsorship.sponsor_id,
      studentId: sponsorship.student_id,
      number,
      writer,
      writerUserId: null,
      status,
      subject: `Letter ${number}`,
      message: 'Hello! This is my letter.',
      originalLanguage: writer === 'sponsor' ? 'en-US' : 'es-CO',
      targetLanguage: writer === 'sponsor' ? 'es-CO' : 'en-US',
      sentAt,
      deliveredAt: status === 'delivered' && sentAt ? new Date(sentAt.getTime() + DAY_MS) : null,
      screeningCleared: status === 'delivered',
      createdAt: sentAt ?? new Date(now),
      updatedAt: sentAt ?? new Date(now),
    };
  };
  const written = () => (random() < 0.7 ? 'delivered' : 'in_review');
  for (const sponsorship of current) {
    let next = 1;
    if (random() < 0.8) {
      letterRows.push(letterRow(sponsorship, 1, 'sponsor', written()));
      next = 2;
      if (random() < 0.75) letterRows.push(letterRow(sponsorship, 1, 'student', written()));
      if (random() < 0.3125) {
        letterRows.push(letterRow(sponsorship, 2, 'sponsor', written()));
        next = 3;
        if (random() < 0.4) letterRows.push(letterRow(sponsorship, 2, 'student', written()));
      }
    }
    if (random() < 0.05) letterRows.push(letterRow(sponsorship, next, 'sponsor', 'draft'));
  }
  await insertInBatches(db, sponsorshipLetters, letterRows);
  log(`  ${letterRows.length.toLocaleString('en-US')} letters`);

  // Signatures of the agreement's current version by 70% of the sponsors.
  const acceptanceRows: Array<typeof agreementAcceptances.$inferInsert> = [];
  sponsorRows.forEach((sponsor, index) => {
    const sponsorId = sponsorIds[index];
    if (sponsorId === undefined || random() >= 0.7) return;
    acceptanceRows.push({
      versionId,
      sponsorId,
      signerUserId: null,
      typedName: `${sponsor.firstName} ${sponsor.lastName}`,
      signedAt: new Date(yearStartMs + Math.floor(random() * (now - yearStartMs))),
      ip: '127.0.0.1',
      userAgent: 'bench',
      textSha256: '0'.repeat(64),
      signatureKind: 'typed',
    });
  });
  await insertInBatches(db, agreementAcceptances, acceptanceRows);
  log(`  ${acceptanceRows.length.toLocaleString('en-US')} signatures`);
  const insertMs = performance.now() - started;

  const analyzeStarted = performance.now();
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
  const analyzeMs = performance.now() - analyzeStarted;
  return {
    sponsorCount: count,
    studentCount: generated.count,
    periodId: period.id,
    yearStart,
    letters: yearLetters,
    schoolIds,
    villageIds: generated.villageIds,
    rows: {
      sponsorships: current.length,
      letters: letterRows.length,
      acceptances: acceptanceRows.length,
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
