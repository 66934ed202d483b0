// Creating, changing and (soft) deleting a student: where a student may be placed (an enabled
// village or school, assigned to an admin who sets it), the birthdate's bounds on the server's
// clock, and the external id a unique index keeps unique.
import {
  utcDate,
  type CreateStudentInput,
  type StudentDetails,
  type UpdateStudentInput,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { countryExists, findPlaceForRecord, type PlaceSummary } from '../places/places.service';
import { getStudentRecord } from './student-reading';
import {
  insertStudent,
  lockStudent,
  softDeleteStudent,
  studentVisibility,
  updateStudent as writeStudentChanges,
  type StudentChanges,
} from './students.repo';
import type { StudentsContext } from './students-context';

/** The village or school a student is being put in, or the answer that refuses it. */
async function requirePlace(
  db: Database,
  auth: AuthContext,
  kind: 'village' | 'school',
  id: number,
): Promise<PlaceSummary> {
  const path = kind === 'village' ? 'villageId' : 'schoolId';
  const place = await findPlaceForRecord(db, auth, 'students', kind, id, { lock: 'share' });
  // Unknown and out of the admin's scope answer alike: existence is not revealed.
  if (!place)
    throw appError('PLACE_NOT_FOUND', { issues: [{ path, message: 'errors.placeNotFound' }] });
  if (!place.enabled)
    throw appError('PLACE_DISABLED', { issues: [{ path, message: 'errors.placeDisabled' }] });
  return place;
}

async function requireCountry(db: Database, id: number): Promise<void> {
  if (!(await countryExists(db, id))) {
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'countryId', message: 'validation.invalidValue' }],
    });
  }
}

/** The shared schema checks "not in the future" on the client's clock; this is the server's. */
function requirePastBirthdate(birthdate: string | undefined, today: string): void {
  if (birthdate !== undefined && birthdate > today) {
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'birthdate', message: 'validation.futureDate' }],
    });
  }
}

/** A unique index decides races on the external id; its violation is a clear 409. */
function translateConflict(error: unknown): never {
  if (isUniqueViolation(error, 'students_external_id_unique')) {
    throw appError('STUDENT_EXTERNAL_ID_TAKEN', {
      issues: [{ path: 'externalId', message: 'errors.studentExternalIdTaken' }],
    });
  }
  throw error;
}

export async function createStudent(
  context: StudentsContext,
  auth: AuthContext,
  input: CreateStudentInput,
): Promise<StudentDetails> {
  const now = context.clock.now();
  requirePastBirthdate(input.birthdate, utcDate(now));
  const id = await context.db
    .transaction(async (tx) => {
      const village = await requirePlace(tx, auth, 'village', input.villageId);
      if (input.schoolId !== null) await requirePlace(tx, auth, 'school', input.schoolId);
      if (typeof input.countryId === 'number') await requireCountry(tx, input.countryId);
      return insertStudent(
        tx,
        {
          ...input,
          countryId: input.countryId === undefined ? village.countryId : input.countryId,
        },
        now,
      );
    })
    .catch(translateConflict);
  return getStudentRecord(context, auth, id);
}

/**
 * Changes the fields sent. A village or school that changes must be assignable (like on
 * creation); keeping a student in a place that was disabled since is allowed.
 */
export async function updateStudent(
  context: StudentsContext,
  auth: AuthContext,
  id: number,
  input: UpdateStudentInput,
): Promise<StudentDetails> {
  const now = context.clock.now();
  requirePastBirthdate(input.birthdate, utcDate(now));
  const visibility = studentVisibility(auth);
  const changes: StudentChanges = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  await context.db
    .transaction(async (tx) => {
      const current = await lockStudent(tx, visibility, id);
      if (!current) throw appError('NOT_FOUND');
      if (changes.villageId !== undefined && changes.villageId !== current.villageId)
        await requirePlace(tx, auth, 'village', changes.villageId);
      if (
        changes.schoolId !== undefined &&
        changes.schoolId !== null &&
        changes.schoolId !== current.schoolId
      )
        await requirePlace(tx, auth, 'school', changes.schoolId);
      if (typeof changes.countryId === 'number') await requireCountry(tx, changes.countryId);
      if (Object.keys(changes).length === 0) return;
      await writeStudentChanges(tx, visibility, current, changes, now);
      // An admin may not move a student out of their own reach (e.g. by removing the only
      // school of theirs it attends): the change is refused and rolled back.
      if (!(await lockStudent(tx, visibility, id))) throw appError('FORBIDDEN');
    })
    .catch(translateConflict);
  return getStudentRecord(context, auth, id);
}

/** Soft delete: the row stays (history) with status "delete" and vanishes everywhere. */
export async function deleteStudent(
  { db, clock }: StudentsContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  if (!(await softDeleteStudent(db, studentVisibility(auth), id, clock.now())))
    throw appError('NOT_FOUND');
}
