// Reads an import file and checks every row against the database it is given, writing nothing:
// the preview checks it on its own, the commit again inside its transaction.
import {
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  formatMessage,
  utcDate,
  type ImportColumn,
  type ImportKind,
  type ImportProblem,
  type Language,
  type MessageKey,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { NewSponsor } from '../sponsors/sponsors.service';
import type { NewStudent } from '../students/students.service';
import { importError, readImportRows, type ImportFile } from './import-file';
import { checkSponsorRecords, checkStudentRecords, loadPlaces } from './import-records';
import { RowChecker, folded, type Cells } from './import-row-checker';
import type { ImportsContext } from './imports-context';

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

export interface CheckedFile<T> {
  columns: FoundColumn[];
  rows: CheckedRow<T>[];
}

const HEADER_INDEX = new Map<string, ImportColumn>(
  Object.entries(IMPORT_HEADERS).flatMap(([column, headers]) =>
    headers.map((header): [string, ImportColumn] => [folded(header), column as ImportColumn]),
  ),
);

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

/** Reads and checks every row of the file against the database `database`, writing nothing. */
export async function checkImportFile(
  { clock }: ImportsContext,
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
  const records: Array<NewStudent | NewSponsor | undefined> =
    kind === 'students'
      ? await checkStudentRecords(database, checkers, today, schoolsByName)
      : await checkSponsorRecords(database, checkers, today, schoolsByName);

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
