// The students area's service (docs/architecture.md, "Use cases and lists"): who reaches which
// student (studentVisibility, applied in every query), what of a student each caller sees
// (student-projections.ts), the list and its export (student-listing.ts), a student's record
// (student-reading.ts) and its writes (student-writing.ts), bound to the area's context.
import * as gradeUpgrade from './grade-upgrade.repo';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { bindUseCases } from '../../lib/use-cases';
import { studentFigures } from './student-figures';
import { exportStudents, listStudents } from './student-listing';
import {
  getStudent,
  getStudentRecord,
  isStudentEditable,
  isStudentVisible,
  viewStudent,
} from './student-reading';
import { createStudent, deleteStudent, updateStudent } from './student-writing';
import {
  canReadGuardianDocument,
  getGuardianAuthorisation,
  recordGuardianAuthorisation,
  removeGuardianAuthorisation,
} from './guardian-authorisation';
import {
  lockStudentForPairing as lockStudentRowForPairing,
  type PairingStudent,
  studentVisibility,
} from './students.repo';
import { makeStudentsContext, type StudentsServiceDeps } from './students-context';
import * as studentRecords from './students.repo';

export type { StudentsServiceDeps } from './students-context';
export type { StudentExport } from './student-listing';

export function createStudentsService(deps: StudentsServiceDeps) {
  return bindUseCases(makeStudentsContext(deps), {
    list: listStudents,
    exportStudents,
    figures: studentFigures,
    getStudent,
    viewStudent,
    getStudentRecord,
    isVisible: isStudentVisible,
    isEditable: isStudentEditable,
    createStudent,
    updateStudent,
    deleteStudent,
    getGuardianAuthorisation,
    recordGuardianAuthorisation,
    removeGuardianAuthorisation,
    canReadGuardianDocument,
  });
}

export type StudentsService = ReturnType<typeof createStudentsService>;

/**
 * Sponsorship: the student about to be paired, its row locked until the transaction ends; within
 * the caller's reach (an admin's villages and schools), or any student for a sponsor choosing one
 * (`'any'`: the sponsorship rules decide which they may choose).
 */
export function lockStudentForPairing(
  tx: Database,
  reach: AuthContext | 'any',
  id: number,
): Promise<PairingStudent | undefined> {
  const visibility = reach === 'any' ? studentVisibility.everyone : studentVisibility(reach);
  return lockStudentRowForPairing(tx, visibility, id);
}
export type { PairingStudent };

// For other modules that create students (sign-up, import) in their own transaction.
export const findTakenExternalIds = (
  ...args: Parameters<typeof studentRecords.findTakenExternalIds>
) => studentRecords.findTakenExternalIds(...args);
export const insertStudent = (...args: Parameters<typeof studentRecords.insertStudent>) =>
  studentRecords.insertStudent(...args);
export const insertStudents = (...args: Parameters<typeof studentRecords.insertStudents>) =>
  studentRecords.insertStudents(...args);
export type NewStudent = studentRecords.NewStudent;

/** The yearly upgrade (the yearly cycle): each grade's move, previewed or made. */
export const countGradeMoves = (db: Database) => gradeUpgrade.countGradeMoves(db);
export const upgradeGrades = (tx: Database, now: Date) => gradeUpgrade.upgradeGrades(tx, now);
export type GradeMove = gradeUpgrade.GradeMove;
