// The students list (GET STUDENT_PATHS.students and its export), described once (decision 015): the
// caller's reach and the filters, the sort keys with their partial indexes, the total from the
// maintained counters or a count (student-counts.repo.ts), a page and its total in one query
// where that is cheaper (student-page.repo.ts), and each row as the caller may see it. A page is
// read by statements built once per shape (decision 015), not as a window of one query, so the
// list reads its windows itself. The export reads more columns than a page (its external id,
// country...), so it is a second list over the same conditions, order and total, read as windows
// of its query.
import { eq } from 'drizzle-orm';
import type { StudentListEntry } from '@portal/shared';
import type { Database } from '../../db/client';
import { countries, schools, students, villages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import { viewerOf } from '../../lib/projections';
import { searchTextPatterns } from '../../lib/search-text';
import { countStudents } from './student-counts.repo';
import {
  studentFilterConditions,
  studentSortKeys,
  type StudentFilters,
  type StudentListRequest,
  type StudentSortValues,
} from './student-list-conditions';
import {
  findStudentPageAndTotal,
  pageQuery,
  sortValueColumns,
  type StudentPageRecord,
} from './student-page.repo';
import { studentListEntryFor, type PhotoUrl } from './student-projections';
import { studentListColumns, studentVisibility, type StudentListRecord } from './students.repo';

/** What a page's items are made with besides their rows: whose page, which day, photo URLs. */
export interface StudentPageContext {
  auth: AuthContext;
  today: string;
  photoUrl: PhotoUrl;
}

/** What a page and an export share: the conditions, the order and the total. */
const conditionsOrderAndTotal = {
  where: (auth: AuthContext, filters: StudentFilters) =>
    studentFilterConditions(studentVisibility(auth), filters),
  sortKeys: (request: StudentListRequest) =>
    studentSortKeys(request.sort, request.isLimitedToFirstNames),
  total: (db: Database, auth: AuthContext, filters: StudentFilters) =>
    countStudents(db, auth, filters),
};

export const studentList = defineList<
  AuthContext,
  StudentListRequest,
  StudentPageRecord,
  StudentListEntry | null,
  StudentPageContext
>({
  ...conditionsOrderAndTotal,
  // A page past an offset, or of a search, is a deferred join (student-page.repo.ts pageQuery).
  select: async (db, window, request) =>
    pageQuery(
      db,
      window.where,
      window.offset !== 0 || searchTextPatterns(request.q).length > 0,
      request.sort,
      window,
      undefined,
    ).query,
  rowsAndTotal: findStudentPageAndTotal,
  toItem: (row, { auth, today, photoUrl }) =>
    studentListEntryFor(viewerOf(auth, row.userId), row, today, photoUrl),
});

/** What an export writes, plus the values of every sort column (the keyset of the next batch). */
const exportRowColumns = {
  ...studentListColumns,
  externalId: students.externalId,
  leadershipDistinction: students.leadershipDistinction,
  countryName: countries.name,
  createdAt: students.createdAt,
  ...sortValueColumns,
};

export interface StudentExportRecord extends StudentListRecord, StudentSortValues {
  externalId: string | null;
  leadershipDistinction: boolean;
  countryName: string | null;
  createdAt: Date;
}

/** The export's query: a page's columns and the student's country, external id and distinction. */
function exportQuery(db: Database) {
  return db
    .select(exportRowColumns)
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(countries, eq(countries.id, students.countryId));
}

/** The export's rows (`studentExportList.rows`), in keyset batches in the list's order. */
export const studentExportList = defineList<
  AuthContext,
  StudentListRequest,
  StudentExportRecord,
  StudentExportRecord
>({
  ...conditionsOrderAndTotal,
  query: exportQuery,
  toItem: (row) => row,
});
