// One row of an import file checked cell by cell: its problems, translated into the file's
// language, and the parsed values of its fields. Codes (grades, genders, statuses) are read as
// the codes themselves or their labels in either language.
import {
  BIRTHDATE_MIN,
  GENDERS,
  GRADES,
  LANGUAGES,
  MESSAGES,
  VISIBLE_STUDENT_STATUSES,
  formatMessage,
  isCalendarDate,
  normalizeImportHeader,
  normalizeSearchText,
  parseFieldMessage,
  type ImportColumn,
  type ImportProblem,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@portal/shared';
import type { z } from 'zod';
import type { PlaceSummary } from '../places/places.service';

type Place = PlaceSummary;

export type Cells = Partial<Record<ImportColumn, string>>;

/** Compares lookup values the way headers are compared: no accents, no case, no punctuation. */
export const folded = normalizeImportHeader;

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

export const GRADE_INDEX = codeIndex(
  GRADES,
  (code) => `grades.${code}` as MessageKey,
  // "1" ... "12": the numbered grades (GRADES lists preschool and kindergarten first).
  Object.fromEntries(GRADES.slice(2, 14).map((code, index) => [String(index + 1), code])),
);
export const GENDER_INDEX = codeIndex(GENDERS, (code) => `genders.${code}` as MessageKey, {
  m: 'male',
  f: 'female',
  h: 'male',
  hombre: 'male',
  mujer: 'female',
});
export const STATUS_INDEX = codeIndex(
  VISIBLE_STUDENT_STATUSES,
  (code) => `studentStatuses.${code}` as MessageKey,
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

/** Collects one row's problems, translated, and the parsed values of its fields. */
export class RowChecker {
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
export function findRepeats(
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
