// The rules of the students area: who reaches which student (studentVisibility, applied in
// every query), what of a student each caller sees (lib/projections.ts: every field for
// coordinators and the student, the sponsor's view for their sponsor), where a student may be
// placed (an enabled village or school, assigned to an admin who sets it), the birthdate's
// bounds on the server's clock, and the soft delete.
import {
  canWrite,
  utcDate,
  type CreateStudentInput,
  type StudentAnswer,
  type StudentDetails,
  type StudentExportParams,
  type StudentListAnswer,
  type StudentListEntry,
  type StudentListParams,
  type UpdateStudentInput,
  type VisibleStudentStatus,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { readPage } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import type { FileUrls } from '../../lib/files/file-urls';
import { seesEverything, viewerOf, type Viewer } from '../../lib/projections';
import { countryExists, findPlaceForRecord, type PlaceSummary } from '../places/places.service';
import { findSponsorsOfStudent } from './student-sponsorships';
import {
  countStudents,
  findStudentPageAndTotal,
  findStudentById,
  findStudentExportBatch,
  findStudentPage,
  insertStudent,
  lockStudent,
  lockStudentForPairing as lockStudentRowForPairing,
  type PairingStudent,
  softDeleteStudent,
  studentSortKeys,
  studentVisibility,
  toSponsoredStudent,
  toStudentDetails,
  toStudentListItem,
  updateStudent,
  type StudentChanges,
  type StudentDetailsRecord,
  type StudentExportRecord,
  type StudentListRecord,
} from './students.repo';

export interface StudentsServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs photo URLs (lib/files/file-urls.ts). */
  fileUrls: Pick<FileUrls, 'photoUrl'>;
}

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
function forViewer<Query extends { status?: VisibleStudentStatus | undefined }>(
  auth: AuthContext,
  query: Query,
): Query & { isLimitedToFirstNames: boolean } {
  if (!isLimitedToFirstNames(auth)) return { ...query, isLimitedToFirstNames: false };
  return { ...query, status: undefined, isLimitedToFirstNames: true };
}

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

export function createStudentsService({ db, clock, fileUrls }: StudentsServiceDeps) {
  const photoUrl = (fileId: number | null) => fileUrls.photoUrl(fileId);

  /** A list row as the caller may see it; none for a caller with no view of it. */
  function rowFor(viewer: Viewer, row: StudentListRecord, today: string): StudentListEntry | null {
    if (seesEverything(viewer)) return toStudentListItem(row, today, photoUrl);
    return viewer === 'sponsor' ? toSponsoredStudent(row, today, photoUrl) : null;
  }

  async function detailsFor(viewer: Viewer, row: StudentDetailsRecord): Promise<StudentAnswer> {
    const today = utcDate(clock.now());
    if (viewer === 'sponsor') return toSponsoredStudent(row, today, photoUrl);
    // Reached by no other caller (studentVisibility); answered like an unknown student anyway.
    if (!seesEverything(viewer)) throw appError('NOT_FOUND');
    const sponsors = await findSponsorsOfStudent(db, row.id, viewer, photoUrl);
    return toStudentDetails(row, sponsors, today, photoUrl);
  }

  /** The student as the caller may see them (GET API.student). */
  async function getStudent(auth: AuthContext, id: number): Promise<StudentAnswer> {
    const row = await findStudentById(db, studentVisibility(auth), id);
    if (!row) throw appError('NOT_FOUND');
    return detailsFor(viewerOf(auth, row.userId), row);
  }

  /** Every field of a student, for the coordinators who edit it (their writes' answers). */
  async function getStudentRecord(auth: AuthContext, id: number): Promise<StudentDetails> {
    const answer = await getStudent(auth, id);
    if (answer.view !== 'full') throw appError('NOT_FOUND');
    return answer;
  }

  async function isVisible(auth: AuthContext, id: number): Promise<boolean> {
    return (await findStudentById(db, studentVisibility(auth), id)) !== undefined;
  }

  return {
    async list(auth: AuthContext, params: StudentListParams): Promise<StudentListAnswer> {
      const visibility = studentVisibility(auth);
      const query = forViewer(auth, params);
      const { page: _page, pageSize: _pageSize, cursor: _cursor, ...filters } = query;
      const today = utcDate(clock.now());
      const page = await readPage({
        request: query,
        keys: studentSortKeys(query.sort, query.isLimitedToFirstNames),
        readRows: (window) => findStudentPage(db, visibility, query, window),
        countTotal: () => countStudents(db, auth, filters),
        readRowsAndTotal: (window) => findStudentPageAndTotal(db, auth, query, window),
        toItem: (row) => rowFor(viewerOf(auth, row.userId), row, today),
      });
      return { ...page, items: page.items.filter((item) => item !== null) };
    },

    /** Every student the list would show with these filters, read in keyset batches. */
    exportStudents(auth: AuthContext, params: Omit<StudentExportParams, 'format'>): StudentExport {
      const visibility = studentVisibility(auth);
      const query = forViewer(auth, params);
      const isSponsorView = query.isLimitedToFirstNames;
      return {
        today: utcDate(clock.now()),
        isSponsorView,
        rows: inBatches((after: StudentExportRecord | undefined, limit) =>
          findStudentExportBatch(db, visibility, query, after, limit),
        ),
      };
    },

    getStudent,

    getStudentRecord,

    /** Whether the caller reaches the student (their files, with a Bearer token). */
    isVisible,

    /** Whether the caller may change the student's photo: whoever may edit the student. */
    async isEditable(auth: AuthContext, id: number): Promise<boolean> {
      return canWrite(auth.role, 'students') && isVisible(auth, id);
    },

    async createStudent(auth: AuthContext, input: CreateStudentInput): Promise<StudentDetails> {
      const now = clock.now();
      requirePastBirthdate(input.birthdate, utcDate(now));
      const id = await db
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
      return getStudentRecord(auth, id);
    },

    /**
     * Changes the fields sent. A village or school that changes must be assignable (like on
     * creation); keeping a student in a place that was disabled since is allowed.
     */
    async updateStudent(
      auth: AuthContext,
      id: number,
      input: UpdateStudentInput,
    ): Promise<StudentDetails> {
      const now = clock.now();
      requirePastBirthdate(input.birthdate, utcDate(now));
      const visibility = studentVisibility(auth);
      const changes: StudentChanges = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      );
      await db
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
          await updateStudent(tx, visibility, current, changes, now);
          // An admin may not move a student out of their own reach (e.g. by removing the only
          // school of theirs it attends): the change is refused and rolled back.
          if (!(await lockStudent(tx, visibility, id))) throw appError('FORBIDDEN');
        })
        .catch(translateConflict);
      return getStudentRecord(auth, id);
    },

    /** Soft delete: the row stays (history) with status "delete" and vanishes everywhere. */
    async deleteStudent(auth: AuthContext, id: number): Promise<void> {
      if (!(await softDeleteStudent(db, studentVisibility(auth), id, clock.now())))
        throw appError('NOT_FOUND');
    },
  };
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
export {
  findTakenExternalIds,
  insertStudent,
  insertStudents,
  type NewStudent,
} from './students.repo';
