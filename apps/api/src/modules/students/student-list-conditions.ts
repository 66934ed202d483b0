// The students list's conditions and order (decision 015): the caller's visibility and the
// filters, as values or as placeholders for a query built once per shape (lib/prepared.ts), and
// the sort keys, each matched by a partial index of db/schema/students.ts.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  GRADES,
  type Gender,
  type Grade,
  type StudentGuardianFilter,
  type StudentSortField,
  type StudentSponsorFilter,
  type VisibleStudentStatus,
} from '@portal/shared';
import { guardianAuthorisations, students, villages } from '../../db/schema/index';
import type { SortKey } from '../../lib/list-page';
import { searchTextMatch, searchTextPatterns } from '../../lib/search-text';
import { currentSponsorCount } from './student-sponsorships';
import { notDeleted, type StudentVisibility } from './students.repo';

export interface StudentFilters {
  q?: string | undefined;
  /**
   * The caller may see first names only (a sponsor): the search reads them alone, and the order
   * and the cursors hold no last name, so that none can be found by searching or sorting.
   */
  isLimitedToFirstNames?: boolean | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  grade?: Grade | undefined;
  status?: VisibleStudentStatus | undefined;
  gender?: Gender | undefined;
  /** Current sponsors in the available year (a literal in the query: its form depends on it). */
  sponsors?: StudentSponsorFilter | undefined;
  /** The guardian's authorisation on file or missing (a literal, as `sponsors`). */
  guardian?: StudentGuardianFilter | undefined;
}

/**
 * The filters' values as the conditions take them: the values themselves, or placeholders
 * standing for them in a query built once per shape (boundStudentFilters).
 */
interface StudentConditionValues {
  search: Array<string | Placeholder>;
  isLimitedToFirstNames: boolean;
  schoolId?: number | Placeholder | undefined;
  villageId?: number | Placeholder | undefined;
  gradeRank?: number | Placeholder | undefined;
  status?: VisibleStudentStatus | Placeholder | undefined;
  gender?: Gender | Placeholder | undefined;
  sponsors?: StudentSponsorFilter | undefined;
  guardian?: StudentGuardianFilter | undefined;
}

function conditionValuesOf(filters: StudentFilters): StudentConditionValues {
  return {
    search: searchTextPatterns(filters.q),
    isLimitedToFirstNames: filters.isLimitedToFirstNames === true,
    schoolId: filters.schoolId,
    villageId: filters.villageId,
    gradeRank: filters.grade === undefined ? undefined : GRADES.indexOf(filters.grade),
    status: filters.status,
    gender: filters.gender,
    sponsors: filters.sponsors,
    guardian: filters.guardian,
  };
}

/** The guardian filter: an authorisation on file for the student, or none (its primary key). */
function guardianCondition(filter: StudentGuardianFilter): SQL {
  const onFile = sql`exists (select 1 from ${guardianAuthorisations} where ${guardianAuthorisations.studentId} = ${students.id})`;
  return filter === 'onFile' ? onFile : sql`not ${onFile}`;
}

/** The sponsors filter: no current sponsor in the available year, any, or exactly N. */
function sponsorsCondition(filter: StudentSponsorFilter): SQL {
  const count = currentSponsorCount(students.id);
  if (filter === 'none') return sql`${count} = 0`;
  if (filter === 'any') return sql`${count} > 0`;
  return sql`${count} = ${sql.raw(String(Number(filter)))}`;
}

export function conditionsOf(visibility: StudentVisibility, values: StudentConditionValues) {
  return and(
    notDeleted,
    visibility.condition,
    searchTextMatch(
      values.isLimitedToFirstNames ? students.firstNameKey : students.searchText,
      values.search,
    ),
    values.schoolId === undefined ? undefined : eq(students.schoolId, values.schoolId),
    values.villageId === undefined ? undefined : eq(students.villageId, values.villageId),
    // By rank, the leading column of the grade index, so that this filter uses it.
    values.gradeRank === undefined ? undefined : eq(students.gradeRank, values.gradeRank),
    values.status === undefined ? undefined : eq(students.status, values.status),
    values.gender === undefined ? undefined : eq(students.gender, values.gender),
    values.sponsors === undefined ? undefined : sponsorsCondition(values.sponsors),
    values.guardian === undefined ? undefined : guardianCondition(values.guardian),
  );
}

export function studentFilterConditions(
  visibility: StudentVisibility,
  filters: StudentFilters,
): SQL | undefined {
  return conditionsOf(visibility, conditionValuesOf(filters));
}

/** The values of a row's sort keys, which every list row carries (its page's cursors). */
export interface StudentSortValues {
  id: number;
  lastNameKey: string;
  firstNameKey: string;
  gradeRank: number;
  createdAtKey: string;
  villageId: number;
  villageName: string;
}

const byId: SortKey<StudentSortValues> = {
  column: students.id,
  type: 'integer',
  value: (row) => row.id,
};
const byNames: Array<SortKey<StudentSortValues>> = [
  { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  byId,
];

const byFirstNames: Array<SortKey<StudentSortValues>> = [
  { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  byId,
];

/**
 * The sort keys of each sort, always ending with the id so that the order is total (pages never
 * overlap). Each matches a partial index of db/schema/students.ts. A caller limited to first
 * names (a sponsor, a handful of rows) gets them without last names: a page's cursor carries its
 * keys' values, and the order would tell how last names compare.
 */
export function studentSortKeys(
  sort: StudentSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<StudentSortValues>> {
  if (isLimitedToFirstNames) {
    if (sort === 'grade')
      return [
        { column: students.gradeRank, type: 'integer', value: (row) => row.gradeRank },
        ...byFirstNames,
      ];
    if (sort === 'village')
      return [
        { column: villages.name, type: 'text', value: (row) => row.villageName },
        { column: students.villageId, type: 'integer', value: (row) => row.villageId },
        ...byFirstNames,
      ];
    if (sort === 'createdAt') return studentSortKeys(sort);
    return byFirstNames;
  }
  switch (sort) {
    case 'lastName':
      return byNames;
    case 'firstName':
      return [
        { column: students.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
        { column: students.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
        byId,
      ];
    case 'grade':
      return [
        { column: students.gradeRank, type: 'integer', value: (row) => row.gradeRank },
        ...byNames,
      ];
    case 'createdAt':
      return [
        { column: students.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
    case 'village':
      return [
        { column: villages.name, type: 'text', value: (row) => row.villageName },
        { column: students.villageId, type: 'integer', value: (row) => row.villageId },
        ...byNames,
      ];
  }
}

export interface StudentListRequest extends StudentFilters {
  sort: StudentSortField;
  order: 'asc' | 'desc';
}

/**
 * The filters of a request as placeholders, their values, and the shape of its queries: which
 * filters are set and how many words were typed (the rest of the shape is the sort, the order,
 * the page size and the window).
 */
export function boundStudentFilters(filters: StudentFilters) {
  const real = conditionValuesOf(filters);
  const values: Record<string, unknown> = {};
  const bind = <Value>(name: string, value: Value | undefined) => {
    if (value === undefined) return undefined;
    values[name] = value;
    return sql.placeholder(name);
  };
  const bound: StudentConditionValues = {
    search: real.search.map((pattern, index) => bind(`w${index}`, pattern)!),
    isLimitedToFirstNames: real.isLimitedToFirstNames,
    schoolId: bind('schoolId', real.schoolId),
    villageId: bind('villageId', real.villageId),
    gradeRank: bind('gradeRank', real.gradeRank),
    status: bind('status', real.status),
    gender: bind('gender', real.gender),
    sponsors: real.sponsors,
    guardian: real.guardian,
  };
  const isSet = (value: unknown) => (value === undefined ? '-' : '+');
  const shape = [
    real.search.length,
    real.isLimitedToFirstNames ? 'f' : 'n',
    isSet(real.schoolId),
    isSet(real.villageId),
    isSet(real.gradeRank),
    isSet(real.status),
    isSet(real.gender),
    real.sponsors ?? '-',
    real.guardian ?? '-',
  ].join('');
  // The counters' query reads the same filters (a place, a status) under the same names.
  const counterFilters = {
    schoolId: bound.schoolId,
    villageId: bound.villageId,
    status: bound.status,
    sponsors: bound.sponsors,
    guardian: bound.guardian,
  } as StudentFilters;
  return { bound, values, shape, counterFilters };
}
