// Import of students or sponsors (Tools): check every row of a file without writing (preview),
// and import a file only when it has no problem, in one transaction (commit): all rows or none.
// The commit reads the same file again and checks it again inside its transaction, so nothing
// is kept between the two requests and any API instance can answer either.
import {
  BIRTHDATE_MIN,
  EXTERNAL_ID_MAX_LENGTH,
  GENDERS,
  GRADES,
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  LANGUAGES,
  MESSAGES,
  VISIBLE_STUDENT_STATUSES,
  emailField,
  formatMessage,
  isCalendarDate,
  nameField,
  normalizeImportHeader,
  normalizeSearchText,
  parseFieldMessage,
  phoneField,
  utcDate,
  type ImportColumn,
  type ImportCommitResult,
  type ImportKind,
  type ImportPreview,
  type ImportProblem,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError, isAppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { findAllPlaces, type PlaceSummary } from '../places/places.service';
import {
  findRegisteredSponsorEmails,
  insertSponsors,
  type NewSponsor,
} from '../sponsors/sponsors.service';
import {
  findTakenExternalIds,
  insertStudents,
  type NewStudent,
} from '../students/students.service';
import { importError, readImportRows, type ImportFile } from './import-file';

export interface ImportsServiceDeps {
  db: Database;
  clock: Clock;
}

/** Rows per INSERT statement of a commit. */
const INSERT_BATCH = 500;
/** Values per `in (...)` lookup of e-mails or external ids already registered. */
const LOOKUP_BATCH = 1000;

type Place = PlaceSummary;

interface FoundColumn {
  key: ImportColumn;
  header: string;
  index: number;
}

interface CheckedRow<T> {
  row: number;
  values: string[];
  problems: ImportProblem[];
  record: T | undefined;
}

interface CheckedFile<T> {
  columns: FoundColumn[];
  rows: CheckedRow<T>[];
}

type Cells = Partial<Record<ImportColumn, string>>;

/** Compares lookup values the way headers are compared: no accents, no case, no punctuation. */
const folded = normalizeImportHeader;

/** Every way a code may be written: the code itself and its label in each language. */
function codeIndex<const C extends string>(
  codes: readonly C[],
  labelKey: (code: C) => MessageKey,
  extra: Record<string, C> = {},
): Map<string, C> {
  const index = new Map<string, C>();
  for (const code of codes) {
    index.set(folded(code), code);
    for (const language of LANGUAGES) index.set(folded(MESSAGES[language][labelKey(code)]), code);
  }
  for (const [text, code] of Object.entries(extra)) index.set(folded(text), code);
  return index;
}

const GRADE_INDEX = codeIndex(
  GRADES,
  (code) => `grades.${code}` as MessageKey,
  // "1" ... "12": the numbered grades (GRADES lists preschool and kindergarten first).
  Object.fromEntries(GRADES.slice(2, 14).map((code, index) => [String(index + 1), code])),
);
const GENDER_INDEX = codeIndex(GENDERS, (code) => `genders.${code}` as MessageKey, {
  m: 'male',
  f: 'female',
  h: 'male',
  hombre: 'male',
  mujer: 'female',
});
const STATUS_INDEX = codeIndex(
  VISIBLE_STUDENT_STATUSES,
  (code) => `studentStatuses.${code}` as MessageKey,
);

const HEADER_INDEX = new Map<string, ImportColumn>(
  Object.entries(IMPORT_HEADERS).flatMap(([column, headers]) =>
    headers.map((header): [string, ImportColumn] => [folded(header), column as ImportColumn]),
  ),
);

/** `YYYY-MM-DD` from YYYY-MM-DD or DD/MM/YYYY (also D/M/YYYY and dashes or dots), else undefined. */
export function parseImportDate(text: string): string | undefined {
  const pad = (value: string) => value.padStart(2, '0');
  let iso: string | undefined;
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (isoMatch) iso = `${isoMatch[1]}-${pad(isoMatch[2] ?? '')}-${pad(isoMatch[3] ?? '')}`;
  else if (dayFirst) iso = `${dayFirst[3]}-${pad(dayFirst[2] ?? '')}-${pad(dayFirst[1] ?? '')}`;
  return iso && isCalendarDate(iso) && iso >= BIRTHDATE_MIN ? iso : undefined;
}

/** Finds the known columns among the headers; the required ones must all be there. */
function findColumns(kind: ImportKind, headers: string[], language: Language): FoundColumn[] {
  const allowed = IMPORT_COLUMNS[kind];
  const found: FoundColumn[] = [];
  headers.forEach((header, index) => {
    const key = HEADER_INDEX.get(folded(header));
    if (key && allowed.includes(key) && !found.some((column) => column.key === key))
      found.push({ key, header, index });
  });
  const missing = IMPORT_REQUIRED_COLUMNS[kind].filter(
    (key) => !found.some((column) => column.key === key),
  );
  if (missing.length > 0) {
    throw importError('errors.importMissingColumns', {
      columns: missing
        .map((key) => formatMessage(language, `imports.column.${key}` as MessageKey))
        .join(', '),
    });
  }
  // Shown in the template's order, whatever the file's.
  return allowed.flatMap((key) => found.filter((column) => column.key === key));
}

async function loadPlaces(db: Database, kind: 'school' | 'village') {
  const rows = await findAllPlaces(db, kind);
  const byName = new Map<string, Place>();
  for (const place of rows) {
    const key = normalizeSearchText(place.name);
    // Two places with the same name: the enabled one wins.
    const current = byName.get(key);
    if (!current || (!current.enabled && place.enabled)) byName.set(key, place);
  }
  return byName;
}

async function inBatchesOf<T, R>(items: T[], size: number, read: (batch: T[]) => Promise<R[]>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await read(items.slice(start, start + size))));
  return results;
}

async function registeredEmails(db: Database, emails: string[]): Promise<Set<string>> {
  return new Set(
    await inBatchesOf(emails, LOOKUP_BATCH, (batch) => findRegisteredSponsorEmails(db, batch)),
  );
}

async function takenExternalIds(db: Database, ids: string[]): Promise<Set<string>> {
  return new Set(await inBatchesOf(ids, LOOKUP_BATCH, (batch) => findTakenExternalIds(db, batch)));
}

/** Collects one row's problems, translated, and the parsed values of its fields. */
class RowChecker {
  readonly problems: ImportProblem[] = [];

  constructor(
    readonly row: number,
    readonly cells: Cells,
    private readonly language: Language,
  ) {}

  problem(column: ImportColumn | null, key: MessageKey, params?: MessageParams) {
    this.problems.push({
      row: this.row,
      column,
      message: formatMessage(this.language, key, params),
    });
  }

  /** The cell through a shared field schema; its message (translated) when refused. */
  field<S extends z.ZodType>(column: ImportColumn, schema: S): z.output<S> | undefined {
    const result = schema.safeParse(this.cells[column] ?? '');
    if (result.success) return result.data;
    const { key, params } = parseFieldMessage(result.error.issues[0]?.message ?? '');
    this.problem(column, key, params);
    return undefined;
  }

  required(column: ImportColumn): string | undefined {
    const value = this.cells[column] ?? '';
    if (value === '') this.problem(column, 'validation.required');
    return value === '' ? undefined : value;
  }

  date(column: ImportColumn, today: string, isRequired: boolean): string | null | undefined {
    const text = isRequired ? this.required(column) : this.cells[column] || null;
    if (text === null || text === undefined) return text;
    const date = parseImportDate(text);
    if (!date) this.problem(column, 'validation.invalidDate');
    else if (date > today) this.problem(column, 'validation.futureDate');
    else return date;
    return undefined;
  }

  code<C extends string>(column: ImportColumn, index: Map<string, C>, unknown: MessageKey) {
    const text = this.required(column);
    if (text === undefined) return undefined;
    const code = index.get(folded(text));
    if (!code) this.problem(column, unknown, { value: text });
    return code;
  }

  place(
    column: 'village' | 'school',
    places: Map<string, Place>,
    isRequired: boolean,
  ): Place | null | undefined {
    const name = isRequired ? this.required(column) : this.cells[column] || null;
    if (name === null || name === undefined) return name;
    const place = places.get(normalizeSearchText(name));
    const which = column === 'village' ? 'Village' : 'School';
    if (!place) this.problem(column, `imports.unknown${which}`, { name });
    else if (!place.enabled) this.problem(column, `imports.disabled${which}`, { name });
    else return place;
    return undefined;
  }

  /** The row's value when every check passed. */
  result<T>(build: () => T): T | undefined {
    return this.problems.length === 0 ? build() : undefined;
  }
}

/** Marks every repeat of a value within the file (its first row is named). */
function findRepeats(
  rows: Array<{ checker: RowChecker; value: string | undefined }>,
  column: ImportColumn,
  key: MessageKey,
) {
  const firstRow = new Map<string, number>();
  for (const { checker, value } of rows) {
    if (!value) continue;
    const first = firstRow.get(value);
    if (first === undefined) firstRow.set(value, checker.row);
    else checker.problem(column, key, { row: first });
  }
}

export function createImportsService({ db, clock }: ImportsServiceDeps) {
  /** Reads and checks every row of the file against the database `database`, writing nothing. */
  async function check(
    database: Database,
    kind: ImportKind,
    file: ImportFile,
    language: Language,
  ): Promise<CheckedFile<NewStudent | NewSponsor>> {
    const [headers = [], ...dataRows] = await readImportRows(file);
    if (headers.every((cell) => cell === '')) throw importError('errors.importNoRows');
    const columns = findColumns(kind, headers, language);
    const numbered = dataRows
      .map((cells, index) => ({ cells, row: index + 2 }))
      .filter(({ cells }) => cells.some((cell) => cell !== ''));
    if (numbered.length === 0) throw importError('errors.importNoRows');
    if (numbered.length > IMPORT_MAX_ROWS)
      throw importError('errors.importTooManyRows', { max: IMPORT_MAX_ROWS });

    const today = utcDate(clock.now());
    const checkers = numbered.map(({ cells, row }) => {
      const values: Cells = {};
      for (const column of columns) values[column.key] = cells[column.index] ?? '';
      return new RowChecker(row, values, language);
    });
    const schoolsByName = await loadPlaces(database, 'school');

    let records: Array<NewStudent | NewSponsor | undefined>;
    if (kind === 'students') {
      const villagesByName = await loadPlaces(database, 'village');
      const externalIds = checkers.map((checker) => checker.cells.externalId || undefined);
      const taken = await takenExternalIds(database, [
        ...new Set(externalIds.filter((id): id is string => !!id)),
      ]);
      const parsed = checkers.map((checker) => {
        const firstName = checker.field('firstName', nameField);
        const lastName = checker.field('lastName', nameField);
        const birthdate = checker.date('birthdate', today, true);
        const gender = checker.code('gender', GENDER_INDEX, 'imports.unknownGender');
        const grade = checker.code('grade', GRADE_INDEX, 'imports.unknownGrade');
        const statusText = checker.cells.status ?? '';
        const status = statusText === '' ? 'active' : STATUS_INDEX.get(folded(statusText));
        if (!status) checker.problem('status', 'imports.unknownStatus', { value: statusText });
        const village = checker.place('village', villagesByName, true);
        const school = checker.place('school', schoolsByName, false);
        const externalId = checker.cells.externalId || null;
        if (externalId && externalId.length > EXTERNAL_ID_MAX_LENGTH)
          checker.problem('externalId', 'validation.maxChars', { num: EXTERNAL_ID_MAX_LENGTH });
        else if (externalId && taken.has(externalId))
          checker.problem('externalId', 'errors.studentExternalIdTaken');
        return { checker, firstName, lastName, birthdate, gender, grade, status, village, school };
      });
      findRepeats(
        checkers.map((checker, index) => ({ checker, value: externalIds[index] })),
        'externalId',
        'imports.duplicateExternalIdInFile',
      );
      records = checkers.map((checker, index) => {
        const fields = parsed[index];
        return checker.result((): NewStudent => ({
          firstName: fields?.firstName ?? '',
          lastName: fields?.lastName ?? '',
          birthdate: fields?.birthdate ?? null,
          gender: fields?.gender ?? null,
          grade: fields?.grade ?? null,
          status: fields?.status ?? 'active',
          villageId: fields?.village?.id ?? 0,
          schoolId: fields?.school?.id ?? null,
          countryId: fields?.village?.countryId ?? null,
          externalId: checker.cells.externalId || null,
          leadershipDistinction: false,
        }));
      });
    } else {
      const parsedEmails = checkers.map((checker) => checker.field('email', emailField));
      const registered = await registeredEmails(database, [
        ...new Set(parsedEmails.filter((email): email is string => !!email)),
      ]);
      const parsed = checkers.map((checker, index) => {
        const email = parsedEmails[index];
        if (email && registered.has(email))
          checker.problem('email', 'errors.sponsorEmailUnavailable');
        return {
          firstName: checker.field('firstName', nameField),
          lastName: checker.field('lastName', nameField),
          phone: checker.field('phone', phoneField),
          school: checker.place('school', schoolsByName, true),
          birthdate: checker.date('birthdate', today, false),
        };
      });
      findRepeats(
        checkers.map((checker, index) => ({ checker, value: parsedEmails[index] })),
        'email',
        'imports.duplicateEmailInFile',
      );
      records = checkers.map((checker, index) => {
        const fields = parsed[index];
        return checker.result((): NewSponsor => ({
          firstName: fields?.firstName ?? '',
          lastName: fields?.lastName ?? '',
          email: parsedEmails[index] ?? '',
          phone: fields?.phone ?? '',
          schoolId: fields?.school?.id ?? 0,
          birthdate: fields?.birthdate ?? null,
          leadershipDistinction: false,
          userId: null,
        }));
      });
    }

    return {
      columns,
      rows: checkers.map((checker, index) => ({
        row: checker.row,
        values: columns.map((column) => checker.cells[column.key] ?? ''),
        problems: checker.problems,
        record: records[index],
      })),
    };
  }

  function toPreview(kind: ImportKind, checked: CheckedFile<unknown>): ImportPreview {
    const problemRows = checked.rows.filter((row) => row.problems.length > 0).length;
    return {
      kind,
      columns: checked.columns.map(({ key, header }) => ({ key, header })),
      rows: checked.rows.map(({ row, values, problems }) => ({ row, values, problems })),
      totalRows: checked.rows.length,
      problemRows,
      clean: problemRows === 0,
    };
  }

  return {
    async preview(kind: ImportKind, file: ImportFile, language: Language): Promise<ImportPreview> {
      return toPreview(kind, await check(db, kind, file, language));
    },

    /** Imports every row, or none: any problem, or any failure on the way, keeps nothing. */
    async commit(
      kind: ImportKind,
      file: ImportFile,
      language: Language,
    ): Promise<ImportCommitResult> {
      const now = clock.now();
      try {
        const imported = await db.transaction(async (tx) => {
          const checked = await check(tx, kind, file, language);
          const withProblems = checked.rows.filter((row) => row.problems.length > 0);
          if (withProblems.length > 0)
            throw importError('errors.importHasProblems', { count: withProblems.length });
          const records = checked.rows.map((row) => row.record);
          if (kind === 'students')
            return insertStudents(tx, records as NewStudent[], now, INSERT_BATCH);
          return insertSponsors(tx, records as NewSponsor[], INSERT_BATCH);
        });
        return { kind, imported };
      } catch (error) {
        if (isAppError(error)) throw error;
        // A concurrent change took an e-mail or an external id after the check: nothing kept.
        if (isUniqueViolation(error, 'sponsors_email_lower_unique'))
          throw appError('SPONSOR_EMAIL_UNAVAILABLE');
        if (isUniqueViolation(error, 'students_external_id_unique'))
          throw appError('STUDENT_EXTERNAL_ID_TAKEN');
        throw error;
      }
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
