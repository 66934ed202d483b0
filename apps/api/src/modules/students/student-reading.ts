// A student as the caller may see them (lib/projections.ts): every field for coordinators and
// the student, the sponsor's view for their sponsor; out of reach answers like unknown (404).
import { canWrite, utcDate, type StudentAnswer, type StudentDetails } from '@portal/shared';
import { appError } from '../../lib/errors';
import { isAuditedReader, recordAccess } from '../../lib/audit/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { seesEverything, viewerOf, type Viewer } from '../../lib/projections';
import { findCurrentSponsorRows } from './student-sponsorships';
import { toSponsoredStudent, toStudentDetails, toStudentSponsors } from './student-projections';
import { findStudentById, studentVisibility, type StudentDetailsRecord } from './students.repo';
import type { StudentsContext } from './students-context';

async function detailsFor(
  { db, clock, photoUrl }: StudentsContext,
  viewer: Viewer,
  row: StudentDetailsRecord,
): Promise<StudentAnswer> {
  const today = utcDate(clock.now());
  if (viewer === 'sponsor') return toSponsoredStudent(row, today, photoUrl);
  // Reached by no other caller (studentVisibility); answered like an unknown student anyway.
  if (!seesEverything(viewer)) throw appError('NOT_FOUND');
  // Coordinators see every current sponsor; the student themselves only the active ones.
  const rows = await findCurrentSponsorRows(db, row.id, { onlyActive: viewer !== 'coordinator' });
  return toStudentDetails(row, toStudentSponsors(rows, viewer, photoUrl), today, photoUrl);
}

/** The student as the caller may see them (GET STUDENT_PATHS.student). */
export async function getStudent(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<StudentAnswer> {
  const row = await findStudentById(context.db, studentVisibility(auth), id);
  if (!row) throw appError('NOT_FOUND');
  return detailsFor(context, viewerOf(auth, row.userId), row);
}

/**
 * GET STUDENT_PATHS.student: the student, and a coordinator's look at a child's record goes in
 * the audit log (the answers of their own writes are not looks).
 */
export async function viewStudent(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<StudentAnswer> {
  const answer = await getStudent(context, auth, id);
  if (isAuditedReader(auth.role))
    await recordAccess(context.db, { action: 'view', entity: 'student', entityId: id });
  return answer;
}

/** Every field of a student, for the coordinators who edit it (their writes' answers). */
export async function getStudentRecord(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<StudentDetails> {
  const answer = await getStudent(context, auth, id);
  if (answer.view !== 'full') throw appError('NOT_FOUND');
  return answer;
}

/** Whether the caller reaches the student (their files, with a Bearer token). */
export async function isStudentVisible(
  { db }: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  return (await findStudentById(db, studentVisibility(auth), id)) !== undefined;
}

/** Whether the caller may change the student's photo: whoever may edit the student. */
export async function isStudentEditable(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  return canWrite(auth.role, 'students') && isStudentVisible(context, auth, id);
}
