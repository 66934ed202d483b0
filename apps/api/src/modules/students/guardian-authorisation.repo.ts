// A student's guardian authorisation on file (guardian_authorisations): read with its document
// and recorder's name, written beside the student's row, which the caller locks first within
// their reach (lockStudentRowForGuardian), so that a student out of reach is never touched.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, guardianAuthorisations, students, users } from '../../db/schema/index';
import type { StudentVisibility } from './students.repo';

export interface GuardianAuthorisationRecord {
  signedOn: string;
  recordedAt: Date;
  recordedById: number | null;
  recordedByFirstName: string | null;
  recordedByLastName: string | null;
  fileId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export async function findGuardianAuthorisation(
  db: Database,
  studentId: number,
): Promise<GuardianAuthorisationRecord | undefined> {
  const [row] = await db
    .select({
      signedOn: guardianAuthorisations.signedOn,
      recordedAt: guardianAuthorisations.recordedAt,
      recordedById: users.id,
      recordedByFirstName: users.firstName,
      recordedByLastName: users.lastName,
      fileId: files.id,
      fileName: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(guardianAuthorisations)
    .innerJoin(files, eq(files.id, guardianAuthorisations.fileId))
    .leftJoin(users, eq(users.id, guardianAuthorisations.recordedBy))
    .where(eq(guardianAuthorisations.studentId, studentId));
  return row;
}

/** Locks the (not deleted) student within the caller's reach; false when out of reach. */
export async function lockStudentRowForGuardian(
  tx: Database,
  visibility: StudentVisibility,
  studentId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(sql`${students.status} <> 'delete'`, visibility.condition, eq(students.id, studentId)),
    )
    .for('no key update');
  return row !== undefined;
}

/** Puts the authorisation on file (replacing any); answers the replaced document's file id. */
export async function putGuardianAuthorisation(
  tx: Database,
  row: { studentId: number; signedOn: string; fileId: number; recordedBy: number; now: Date },
): Promise<number | null> {
  const [previous] = await tx
    .select({ fileId: guardianAuthorisations.fileId })
    .from(guardianAuthorisations)
    .where(eq(guardianAuthorisations.studentId, row.studentId));
  const values = {
    signedOn: row.signedOn,
    fileId: row.fileId,
    recordedBy: row.recordedBy,
    recordedAt: row.now,
  };
  await tx
    .insert(guardianAuthorisations)
    .values({ studentId: row.studentId, ...values })
    .onConflictDoUpdate({ target: guardianAuthorisations.studentId, set: values });
  return previous?.fileId ?? null;
}

/** Removes the authorisation; answers its document's file id, or null when none was on file. */
export async function deleteGuardianAuthorisation(
  tx: Database,
  studentId: number,
): Promise<number | null> {
  const [removed] = await tx
    .delete(guardianAuthorisations)
    .where(eq(guardianAuthorisations.studentId, studentId))
    .returning({ fileId: guardianAuthorisations.fileId });
  return removed?.fileId ?? null;
}
