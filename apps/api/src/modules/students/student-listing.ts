// The students list and its export as the caller may ask them: a sponsor searches and sorts by
// first name and filters by nothing their view does not show (student-list.ts describes the list).
import {
  canWrite,
  utcDate,
  type StudentGuardianFilter,
  type StudentExportParams,
  type StudentListAnswer,
  type StudentListParams,
  type VisibleStudentStatus,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { viewerOf } from '../../lib/projections';
import { studentExportList, studentList, type StudentExportRecord } from './student-list';
import type { StudentsContext } from './students-context';

/** Rows to export, the day their ages are computed on, and whether the caller is their sponsor. */
export interface StudentExport {
  today: string;
  rows: AsyncIterable<StudentExportRecord>;
  /** The columns are those of the sponsor's view (first name, age, gender, grade, places). */
  isSponsorView: boolean;
}

/**
 * Whether the caller may see first names only of the students they reach (a sponsor): their
 * search, order and cursors then hold no last name.
 */
function isLimitedToFirstNames(auth: AuthContext): boolean {
  return viewerOf(auth, null) === 'sponsor';
}

/**
 * The list's query as the caller may ask it: a sponsor searches and sorts by first name, and
 * filters by nothing their view does not show (a status filter would tell a student's status).
 */
function forViewer<
  Query extends {
    status?: VisibleStudentStatus | undefined;
    guardian?: StudentGuardianFilter | undefined;
  },
>(auth: AuthContext, query: Query): Query & { isLimitedToFirstNames: boolean } {
  // The guardian's authorisation is the coordinators' business (a sponsor or a student with
  // read access only would learn whose is missing).
  const coordinatorQuery = canWrite(auth.role, 'students')
    ? query
    : { ...query, guardian: undefined };
  if (!isLimitedToFirstNames(auth)) return { ...coordinatorQuery, isLimitedToFirstNames: false };
  return { ...coordinatorQuery, status: undefined, isLimitedToFirstNames: true };
}

export async function listStudents(
  { db, clock, photoUrl }: StudentsContext,
  auth: AuthContext,
  params: StudentListParams,
): Promise<StudentListAnswer> {
  const today = utcDate(clock.now());
  const page = await studentList.page(db, auth, forViewer(auth, params), {
    auth,
    today,
    photoUrl,
  });
  return { ...page, items: page.items.filter((item) => item !== null) };
}

/** Every student the list would show with these filters, read in keyset batches. */
export function exportStudents(
  { db, clock }: StudentsContext,
  auth: AuthContext,
  params: Omit<StudentExportParams, 'format'>,
): StudentExport {
  const query = forViewer(auth, params);
  return {
    today: utcDate(clock.now()),
    isSponsorView: query.isLimitedToFirstNames,
    rows: studentExportList.rows(db, auth, query),
  };
}
