// Loads a realistic programme of N students (default 100,000) into a database, for the scale
// benchmark (bench/students-list.ts) or to try the list screens with a full database:
//
//   npx tsx bench/generate-students.ts --data-dir ./data-bench          (PGlite, DATA_DIR layout)
//   npx tsx bench/generate-students.ts --database-url postgres://...    (PostgreSQL)
//   options: --count 100000; without either flag, DATABASE_URL or DATA_DIR from the environment.
// The database must have no students yet.
//
// The database is migrated first. Names are Colombian, with accents, drawn from a seeded random
// generator, so two runs load the same students. About 5% are soft-deleted ("delete"), so the
// queries must skip them. Rows go in 1,000 per INSERT, 10 INSERTs per transaction, and the
// indexes are built once at the end.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { getTableColumns, param, sql, type SQL } from 'drizzle-orm';
import { GENDERS, GRADES, type Gender, type StudentStatus } from '@portal/shared';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/api/src/db/client';
import { schools, students, villages } from '../apps/api/src/db/schema/index';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { buildSearchText } from '../apps/api/src/lib/search-text';
import { toStudentRow } from '../apps/api/src/modules/students/students.repo';

export const DEFAULT_STUDENT_COUNT = 100_000;
const ROWS_PER_INSERT = 1_000;
const INSERTS_PER_TRANSACTION = 10;
const VILLAGE_COUNT = 100;
const SCHOOL_COUNT = 40;

/** A list written as comma-separated words (names may contain spaces). */
function names(list: string): string[] {
  return list.trim().split(/\s*,\s*/);
}

const MALE_NAMES = names(`
  José, Juan, Andrés, Santiago, Sebastián, Mateo, Nicolás, Samuel, Tomás, Alejandro, Daniel,
  David, Felipe, Martín, Emmanuel, Jerónimo, Simón, Julián, Camilo, Óscar, Juan Pablo,
  Juan José, Andrés Felipe, Luis Miguel
`);
const FEMALE_NAMES = names(`
  María, Valentina, Sofía, Isabella, Mariana, Luciana, Gabriela, Daniela, Camila, Salomé,
  Valeria, Sara, Ximena, Ángela, Luisa, Manuela, Natalia, Paula, Juliana, Laura, María José,
  Luisa Fernanda, María Camila, Ana Sofía
`);
const SURNAMES = names(`
  García, Rodríguez, Martínez, López, González, Hernández, Pérez, Sánchez, Ramírez, Torres,
  Gómez, Díaz, Muñoz, Rojas, Moreno, Jiménez, Vargas, Castro, Ortiz, Rubio, Núñez, Ospina,
  Londoño, Zuluaga, Vélez, Restrepo, Cárdenas, Bermúdez, Agudelo, Quintero, Castaño, Córdoba,
  Peña, Henao, Giraldo, Álvarez, Ríos, Suárez, Mejía, Arango
`);
const PLACE_NAMES = names(`
  La Esperanza, El Rosal, San Isidro, Las Palmas, El Carmen, La Unión, Santa Rita,
  El Porvenir, Buenavista, La Aurora, Alto de la Cruz, El Jardín, Peñas Blancas, San Antonio,
  La Florida, Río Claro, El Guamo, Los Naranjos, Monteverde, La Palma
`);

/** mulberry32: a small seeded generator, so that every run loads the same data. */
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

function placeName(kind: 'village' | 'school', index: number): string {
  const base = PLACE_NAMES[index % PLACE_NAMES.length] ?? 'La Esperanza';
  const round = Math.floor(index / PLACE_NAMES.length);
  const prefix =
    kind === 'village' ? 'Vereda' : index % 2 === 0 ? 'Colegio' : 'Institución Educativa';
  return `${prefix} ${base}${round > 0 ? ` ${round + 1}` : ''}`;
}

async function insertPlaces(
  db: DatabaseHandle['db'],
  kind: 'village' | 'school',
  count: number,
  countryId: number | null,
): Promise<number[]> {
  const table = kind === 'village' ? villages : schools;
  const rows = Array.from({ length: count }, (_, index) => {
    const name = placeName(kind, index);
    return { name, searchText: buildSearchText(name), countryId, enabled: true };
  });
  const inserted = await db.insert(table).values(rows).returning({ id: table.id });
  return inserted.map((row) => row.id);
}

/** Rows of a raw query, the same on PGlite and node-postgres. */
async function rowsOf<T>(db: DatabaseHandle['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type StudentInsert = typeof students.$inferInsert;

/**
 * One INSERT of many rows with one parameter per column (`unnest` of arrays): building a
 * 20-parameters-per-row statement costs more than the database takes to store the rows.
 */
async function insertRows(db: DatabaseHandle['db'], rows: StudentInsert[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(students);
  const keys = Object.keys(first) as Array<keyof StudentInsert>;
  const arrays = keys.map((key) => {
    const column = columns[key];
    const values = rows.map((row) => {
      const value = row[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await db.execute(
    sql`insert into ${students} (${sql.join(
      keys.map((key) => sql.identifier(columns[key].name)),
      sql`, `,
    )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function pickStatus(random: () => number): StudentStatus {
  const draw = random();
  if (draw < 0.8) return 'active';
  if (draw < 0.88) return 'inactive';
  if (draw < 0.95) return 'alumni';
  return 'delete';
}

export interface GenerateResult {
  count: number;
  villageIds: number[];
  schoolIds: number[];
  /** Milliseconds spent inserting the students (not migrating). */
  insertMs: number;
  /** Milliseconds spent building the students indexes after the load. */
  indexMs: number;
  /** Milliseconds spent on VACUUM ANALYZE afterwards. */
  analyzeMs: number;
}

/** Migrates the database and loads `count` students (with their villages and schools). */
export async function generateStudents(
  database: DatabaseHandle,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<GenerateResult> {
  await database.migrate();
  const { db } = database;
  const existing = await db.select({ id: students.id }).from(students).limit(1);
  if (existing.length > 0) throw new Error('this database has students already: use a fresh one');
  await seedReferenceData(db);
  const [colombia] = await rowsOf<{ id: number }>(
    db,
    sql`select id from countries where code = 'CO'`,
  );
  const villageIds = await insertPlaces(db, 'village', VILLAGE_COUNT, colombia?.id ?? null);
  const schoolIds = await insertPlaces(db, 'school', SCHOOL_COUNT, colombia?.id ?? null);

  // A bulk load builds each index once at the end rather than row by row: the indexes of the
  // students table (those not backing a constraint) are dropped here and recreated as they were.
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    db,
    sql`select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'students'
          and not exists (select 1 from pg_constraint c
                          where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  const random = seededRandom(20_261_122);
  const started = performance.now();
  const threeYearsMs = 3 * 365 * 86_400_000;
  const now = Date.now();
  const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  for (let first = 0; first < count; first += perTransaction) {
    await db.transaction(async (tx) => {
      const last = Math.min(first + perTransaction, count);
      for (let batchStart = first; batchStart < last; batchStart += ROWS_PER_INSERT) {
        const batchEnd = Math.min(batchStart + ROWS_PER_INSERT, last);
        const rows = [];
        for (let index = batchStart; index < batchEnd; index += 1) {
          const gender: Gender = pick(random, GENDERS);
          const firstName = pick(random, gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
          const lastName = `${pick(random, SURNAMES)} ${pick(random, SURNAMES)}`;
          const year = 2004 + Math.floor(random() * 18);
          const month = 1 + Math.floor(random() * 12);
          const day = 1 + Math.floor(random() * 28);
          const birthdate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const status = pickStatus(random);
          const row = toStudentRow(
            {
              firstName,
              lastName,
              birthdate,
              gender,
              grade: pick(random, GRADES),
              villageId: pick(random, villageIds),
              schoolId: random() < 0.7 ? pick(random, schoolIds) : null,
              countryId: colombia?.id ?? null,
              externalId: `GEN-${String(index + 1).padStart(7, '0')}`,
              leadershipDistinction: random() < 0.1,
            },
            new Date(now - Math.floor(random() * threeYearsMs)),
          );
          rows.push({ ...row, status });
        }
        await insertRows(tx, rows);
      }
    });
    log(`  ${Math.min(first + perTransaction, count).toLocaleString('en-US')} students`);
  }
  const insertMs = performance.now() - started;
  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
  });
  const indexMs = performance.now() - indexStarted;
  log(`  ${indexes.length} indexes built`);
  const analyzeStarted = performance.now();
  // Fresh statistics for the planner (autovacuum would get there later), and a visibility map
  // so that counts and deep pages can be index-only scans. The counters too: every INSERT of the
  // load rewrote their rows (statement triggers), leaving a million students' worth of dead
  // versions that autovacuum would otherwise clear in the middle of the measures.
  for (const table of ['students', 'villages', 'schools', 'student_counts', 'student_totals']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const analyzeMs = performance.now() - analyzeStarted;
  return { count, villageIds, schoolIds, insertMs, indexMs, analyzeMs };
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: String(DEFAULT_STUDENT_COUNT) },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    throw new Error('--count must be a whole number from 1 to 10,000,000');
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR;
  if (!databaseUrl && !dataDir) {
    throw new Error('give --data-dir DIR (PGlite) or --database-url URL (PostgreSQL)');
  }
  const database = databaseUrl
    ? openPostgres(databaseUrl, 2)
    : await openPglite(path.join(path.resolve(dataDir ?? '.'), 'pglite'));
  try {
    console.info(`Loading ${count.toLocaleString('en-US')} students (${database.driver})...`);
    const result = await generateStudents(database, count, console.info);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `Inserted in ${seconds(result.insertMs)}, indexes ${seconds(result.indexMs)}, vacuum analyze ${seconds(result.analyzeMs)}`,
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
