// Students: the plain values the screens and the schemas share (statuses, sorts, limits). Kept
// apart from the schemas (students.ts) so that a screen that only lists students needs no
// validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).
import type { STUDENT_STATUSES } from './lists';

/** The status of a soft-deleted student: the row stays (history) but is never shown. */
export const DELETED_STUDENT_STATUS = 'delete' satisfies (typeof STUDENT_STATUSES)[number];
/** The statuses a shown student can have, and that a form or filter offers. */
export const VISIBLE_STUDENT_STATUSES = ['active', 'inactive', 'alumni'] as const;
export type VisibleStudentStatus = (typeof VISIBLE_STUDENT_STATUSES)[number];

export const EXTERNAL_ID_MAX_LENGTH = 64;
/** Oldest birthdate accepted: anything earlier is a typing mistake. */
export const BIRTHDATE_MIN = '1900-01-01';

/**
 * The students list's sponsors filter: students with no current sponsor in the available year,
 * with any, or with exactly 1, 2 or 3 (the dashboard's figures link to each).
 */
export const STUDENT_SPONSOR_FILTERS = ['none', 'any', '1', '2', '3'] as const;
export type StudentSponsorFilter = (typeof STUDENT_SPONSOR_FILTERS)[number];

/**
 * The students list's guardian authorisation filter (coordinators): students whose guardian's
 * authorisation to process their data is on file, or missing.
 */
export const STUDENT_GUARDIAN_FILTERS = ['onFile', 'missing'] as const;
export type StudentGuardianFilter = (typeof STUDENT_GUARDIAN_FILTERS)[number];

/** Sorts of the list. Each has tie-breakers (last name, first name, id), so pages are stable. */
export const STUDENT_SORT_FIELDS = [
  'lastName',
  'firstName',
  /** In school order: preschool, kindergarten, 1-first ... 12-twelfth, college, then unknown. */
  'grade',
  'createdAt',
  /** The village's name. */
  'village',
] as const;
export type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];

/** The students' API paths (students-endpoints.ts). */
export const STUDENT_PATHS = {
  students: '/edrocks/api/students',
  studentsExport: '/edrocks/api/students/export',
  student: '/edrocks/api/students/:id',
  /** PUT (multipart, field `file`, JPEG) or DELETE a student's photo. */
  studentPhoto: '/edrocks/api/students/:id/photo',
  /** GET, PUT (multipart, field `file`, PDF or image; `?signedOn=`) or DELETE (students-guardian.ts). */
  studentGuardianAuthorisation: '/edrocks/api/students/:id/guardian-authorisation',
} as const;
