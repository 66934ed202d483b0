// Meetings (`app.meetings`): a school's ten meetings of a year, scheduled in one step (prefilled
// from the previous year's dates a year later) and edited one at a time, each with its
// attendance code and materials; who attended, by code or marked by hand with a reason; and the
// sponsor's side: their school's meetings of the available year, and entering a code.
//
// Rules held by the database: one meeting per school, year and number, one code per meeting
// (meetings_code_unique, a collision draws again), one attendance per meeting and sponsor (the
// primary key: a second use of a code, or two at once, is refused there). Codes are counted per
// sponsor and per address before they are looked up (attendance-throttle.ts); every refusal of a
// code is the same answer, so an answer says nothing about which rule failed.
import {
  MEETING_NUMBERS,
  getAccess,
  meetingKindOf,
  normalizeAttendanceCode,
  type AttendanceEntry,
  type AttendanceRecord,
  type Meeting,
  type MeetingDetail,
  type MeetingFile,
  type MeetingPage,
  type MeetingSchedule,
  type MeetingAttendancePage,
  type MeetingSortField,
  type MyMeeting,
  type MyMeetings,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { MeetingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError, isAppError } from '../../lib/errors';
import type { FilesService } from '../../lib/files/files.service';
import { UPLOAD_POLICIES, discardUpload, type IncomingUpload } from '../../lib/files/upload';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { Throttle } from '../../lib/throttle';
import { coordinatorNameFor, viewerOf, type Viewer } from '../../lib/projections';
import type { AuthContext } from '../../lib/auth-context';
import { findYear, type PeriodsService } from '../periods/periods.service';
import { findPlaceForRecord } from '../places/places.service';
import { CODE_ATTEMPTS, generateAttendanceCode, isAttendanceCodeShape } from './attendance-code';
import { createAttendanceThrottle, type AttendanceGuesser } from './attendance-throttle';
import {
  ATTENDANCE_ONCE_CONSTRAINT,
  attendanceSortKeys,
  countActiveSponsors,
  countAttendanceList,
  countAttendedMeetings,
  countMeetings,
  deleteAttendance,
  deleteMeeting,
  deleteMeetingFile,
  findAttendanceEntry,
  findAttendancePage,
  findListedSponsor,
  findMeeting,
  findMeetingFileIds,
  findMeetingFiles,
  findMeetingPage,
  findOwnSponsor,
  findPreviousYearMeetings,
  findSchoolMeetings,
  findSponsorAttendance,
  hasAttendance,
  insertCodeAttendance,
  insertMeetingFile,
  isMeetingReachable,
  lockMeetingByCode,
  meetingSortKeys,
  meetingVisibility,
  ownMeetingVisibility,
  updateMeeting,
  upsertManualAttendance,
  upsertScheduledMeeting,
  type AttendanceListFilters,
  type AttendanceListRecord,
  type AttendanceRow,
  type MeetingChanges,
  type MeetingFileRecord,
  type MeetingRecord,
  type OwnSponsor,
} from './meetings.repo';

export interface MeetingsServiceDeps {
  db: Database;
  clock: Clock;
  files: FilesService;
  throttle: Throttle;
  periods: Pick<PeriodsService, 'findAvailable'>;
  /** Draws a fresh attendance code (generateAttendanceCode unless a test forces collisions). */
  generateCode?: () => string;
}

/** A row of the schedule form, parsed (the contract's defaults applied). */
export interface ScheduledMeetingInput {
  number: number;
  startsAt: string;
  place: string;
  notes: string;
  codeWindowMinutes: number;
}

export interface MeetingChangesInput {
  startsAt?: string | undefined;
  place?: string | undefined;
  notes?: string | undefined;
  codeWindowMinutes?: number | undefined;
}

/** Materials are kept by the upload service as the meeting's files (see addFile). */
const MATERIAL_PURPOSE = 'material';
const MINUTE_MS = 60_000;
/** The index that makes a code name one meeting. */
const CODE_CONSTRAINT = 'meetings_code_unique';

/** The moment a year later on the calendar (UTC); 29 February becomes the 28th. */
export function oneYearLater(moment: Date): Date {
  const shifted = new Date(moment.getTime());
  shifted.setUTCFullYear(moment.getUTCFullYear() + 1);
  if (shifted.getUTCMonth() !== moment.getUTCMonth()) shifted.setUTCDate(0);
  return shifted;
}

/** The last moment the meeting's code is accepted. */
function codeValidUntil(meeting: MeetingRow): Date {
  return new Date(meeting.startsAt.getTime() + meeting.codeWindowMinutes * MINUTE_MS);
}

/** Whether the code is accepted at `now`: from the start to the end of its window, both included. */
function isWithinWindow(meeting: MeetingRow, now: Date): boolean {
  return (
    now.getTime() >= meeting.startsAt.getTime() &&
    now.getTime() <= codeValidUntil(meeting).getTime()
  );
}

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/** Wrong, expired, not yet open, another school's, used, malformed: one answer for all. */
const invalidCode = () => appError('ATTENDANCE_CODE_INVALID');
const alreadyRecorded = () => appError('ATTENDANCE_ALREADY_RECORDED');

export function createMeetingsService(deps: MeetingsServiceDeps) {
  const { db, clock, files, periods } = deps;
  const generateCode = deps.generateCode ?? generateAttendanceCode;
  const attendanceThrottle = createAttendanceThrottle(deps.throttle);

  /**
   * Runs `write` (which draws new codes) again while a code it drew turns out to be another
   * meeting's: the unique index decides, and the failed attempt kept nothing.
   */
  async function withFreshCodes<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error, CODE_CONSTRAINT)) throw error;
      }
    }
  }

  function toMeeting(record: MeetingRecord): Meeting {
    const { meeting } = record;
    return {
      id: meeting.id,
      period: { id: meeting.periodId, name: record.periodName },
      school: { id: meeting.schoolId, name: record.schoolName },
      number: meeting.number,
      kind: meetingKindOf(meeting.number),
      startsAt: meeting.startsAt.toISOString(),
      place: meeting.place,
      notes: meeting.notes,
      codeWindowMinutes: meeting.codeWindowMinutes,
      attended: record.attended,
    };
  }

  function toFile(row: Omit<MeetingFileRecord, 'meetingId'>): MeetingFile {
    return {
      fileId: row.fileId,
      name: row.name,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: files.urls.signedFileUrl(row.fileId),
    };
  }

  /** Who marked it by hand is named to coordinators only (lib/projections.ts). */
  function toAttendance(
    row: Pick<
      AttendanceRow,
      'method' | 'reason' | 'recordedAt' | 'recorderFirstName' | 'recorderLastName'
    >,
    viewer: Viewer,
  ): AttendanceRecord {
    return {
      method: row.method,
      at: row.recordedAt.toISOString(),
      reason: row.reason,
      recordedBy: coordinatorNameFor(
        viewer,
        row.recorderFirstName === null && row.recorderLastName === null
          ? null
          : fullName(row.recorderFirstName, row.recorderLastName),
      ),
    };
  }

  function toEntry(viewer: Viewer, row: AttendanceListRecord): AttendanceEntry {
    return {
      sponsor: { id: row.sponsorId, fullName: fullName(row.firstName, row.lastName) },
      attendance:
        row.method === null || row.recordedAt === null
          ? null
          : toAttendance({ ...row, method: row.method, recordedAt: row.recordedAt }, viewer),
    };
  }

  function toMyMeeting(
    viewer: Viewer,
    meeting: MeetingRow,
    materials: MeetingFileRecord[],
    attendance: AttendanceRow | undefined,
  ): MyMeeting {
    return {
      id: meeting.id,
      number: meeting.number,
      kind: meetingKindOf(meeting.number),
      startsAt: meeting.startsAt.toISOString(),
      codeValidUntil: codeValidUntil(meeting).toISOString(),
      place: meeting.place,
      notes: meeting.notes,
      files: materials.filter((file) => file.meetingId === meeting.id).map(toFile),
      attendance: attendance ? toAttendance(attendance, viewer) : null,
    };
  }

  async function getVisible(auth: AuthContext, id: number): Promise<MeetingRecord> {
    const record = await findMeeting(db, meetingVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  async function toDetail(record: MeetingRecord): Promise<MeetingDetail> {
    const { meeting } = record;
    const [materials, sponsors] = await Promise.all([
      findMeetingFiles(db, [meeting.id]),
      countActiveSponsors(db, meeting.schoolId),
    ]);
    return {
      ...toMeeting(record),
      code: meeting.code,
      codeValidUntil: codeValidUntil(meeting).toISOString(),
      files: materials.map(toFile),
      sponsors,
    };
  }

  async function detail(auth: AuthContext, id: number): Promise<MeetingDetail> {
    return toDetail(await getVisible(auth, id));
  }

  /** The school, when it exists and the caller may hold meetings there (an admin: assigned). */
  function reachableSchool(
    connection: Database,
    auth: AuthContext,
    schoolId: number,
    options: { lock?: 'share' } = {},
  ) {
    // Meetings are for a school's sponsors: the school is in reach as it is for its sponsors.
    return findPlaceForRecord(connection, auth, 'sponsors', 'school', schoolId, options);
  }

  async function schedule(
    auth: AuthContext,
    periodId: number,
    schoolId: number,
  ): Promise<MeetingSchedule> {
    const [year, school] = await Promise.all([
      findYear(db, periodId),
      reachableSchool(db, auth, schoolId),
    ]);
    if (!year || !school) throw appError('NOT_FOUND');
    const visibility = meetingVisibility(auth);
    const [current, previous] = await Promise.all([
      findSchoolMeetings(db, visibility, year.id, school.id),
      findPreviousYearMeetings(db, visibility, year.startDate, school.id),
    ]);
    return {
      period: { id: year.id, name: year.name },
      school: { id: school.id, name: school.name },
      slots: MEETING_NUMBERS.map((number) => {
        const record = current.find((candidate) => candidate.meeting.number === number);
        const before = record ? undefined : previous.find((row) => row.number === number);
        return {
          number,
          kind: meetingKindOf(number),
          meeting: record ? toMeeting(record) : null,
          suggestedStartsAt: before ? oneYearLater(before.startsAt).toISOString() : null,
          suggestedPlace: before ? before.place : null,
        };
      }),
    };
  }

  /** The meeting's attendance of one sponsor and its materials, as the sponsor sees it. */
  async function myMeeting(
    auth: AuthContext,
    meeting: MeetingRow,
    sponsorId: number,
  ): Promise<MyMeeting> {
    const [materials, attendance] = await Promise.all([
      findMeetingFiles(db, [meeting.id]),
      findSponsorAttendance(db, sponsorId, [meeting.id]),
    ]);
    return toMyMeeting(viewerOf(auth, null), meeting, materials, attendance[0]);
  }

  /** Within a transaction: the caller's meeting share-locked (a deletion waits), else 404. */
  async function lockVisible(tx: Database, auth: AuthContext, id: number) {
    const record = await findMeeting(tx, meetingVisibility(auth), id, { lock: 'share' });
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  return {
    // ------------------------------------------------------------------------------------------
    // Coordinators

    async list(
      auth: AuthContext,
      query: PageRequest & {
        sort: MeetingSortField;
        periodId?: number | undefined;
        schoolId?: number | undefined;
        q?: string | undefined;
      },
    ): Promise<MeetingPage> {
      const year =
        query.periodId === undefined
          ? await periods.findAvailable()
          : await findYear(db, query.periodId);
      if (query.periodId !== undefined && !year) throw appError('NOT_FOUND');
      if (!year)
        return {
          items: [],
          total: 0,
          totalKind: 'exact',
          page: 1,
          pageSize: query.pageSize,
          next: null,
          previous: null,
        };
      const visibility = meetingVisibility(auth);
      const filters = { periodId: year.id, schoolId: query.schoolId, q: query.q };
      return readPage({
        request: query,
        keys: meetingSortKeys(query.sort),
        readRows: (window) => findMeetingPage(db, visibility, filters, window),
        countTotal: () => countMeetings(db, visibility, filters),
        toItem: toMeeting,
      });
    },

    schedule(auth: AuthContext, query: { periodId: number; schoolId: number }) {
      return schedule(auth, query.periodId, query.schoolId);
    },

    /**
     * Creates or changes the listed meetings of a school's year in one transaction: all or
     * nothing. The school is share-locked first (within the caller's reach), so it stays there
     * while its meetings are written; rows are written by number, so two saves of one school
     * take the same turns. A closed year's schedule is history and does not change.
     */
    async saveSchedule(
      auth: AuthContext,
      body: { periodId: number; schoolId: number; meetings: ScheduledMeetingInput[] },
    ): Promise<MeetingSchedule> {
      const year = await findYear(db, body.periodId);
      if (!year) throw appError('NOT_FOUND');
      if (year.status === 'closed') throw appError('PERIOD_CLOSED');
      const visibility = meetingVisibility(auth);
      const rows = [...body.meetings].sort((a, b) => a.number - b.number);
      await withFreshCodes(() =>
        db.transaction(async (tx) => {
          const school = await reachableSchool(tx, auth, body.schoolId, { lock: 'share' });
          if (!school) throw appError('NOT_FOUND');
          const now = clock.now();
          for (const row of rows) {
            const id = await upsertScheduledMeeting(tx, visibility, {
              periodId: year.id,
              schoolId: school.id,
              number: row.number,
              startsAt: new Date(row.startsAt),
              place: row.place,
              notes: row.notes,
              codeWindowMinutes: row.codeWindowMinutes,
              code: generateCode(),
              updatedAt: now,
            });
            if (id === undefined) throw appError('NOT_FOUND');
          }
        }),
      );
      return schedule(auth, year.id, body.schoolId);
    },

    get: detail,

    async update(auth: AuthContext, id: number, body: MeetingChangesInput): Promise<MeetingDetail> {
      const changes: MeetingChanges = {};
      if (body.startsAt !== undefined) changes.startsAt = new Date(body.startsAt);
      if (body.place !== undefined) changes.place = body.place;
      if (body.notes !== undefined) changes.notes = body.notes;
      if (body.codeWindowMinutes !== undefined) changes.codeWindowMinutes = body.codeWindowMinutes;
      if (!(await updateMeeting(db, meetingVisibility(auth), id, changes, clock.now())))
        throw appError('NOT_FOUND');
      return detail(auth, id);
    },

    /**
     * Deletes the meeting; its attendance goes with it (the database recomputes each sponsor's
     * progress), and its materials' files after commit.
     */
    async remove(auth: AuthContext, id: number): Promise<void> {
      const fileIds = await db.transaction(async (tx) => {
        const visibility = meetingVisibility(auth);
        const record = await findMeeting(tx, visibility, id, { lock: 'update' });
        if (!record) throw appError('NOT_FOUND');
        const materials = await findMeetingFileIds(tx, id);
        await deleteMeeting(tx, visibility, id);
        return materials;
      });
      for (const fileId of fileIds) await files.deleteFile(fileId);
    },

    /** A new code at once: from the moment it commits, the old one names no meeting. */
    async regenerateCode(auth: AuthContext, id: number): Promise<MeetingDetail> {
      const visibility = meetingVisibility(auth);
      const isChanged = await withFreshCodes(() =>
        updateMeeting(db, visibility, id, { code: generateCode() }, clock.now()),
      );
      if (!isChanged) throw appError('NOT_FOUND');
      return detail(auth, id);
    },

    async attendance(
      auth: AuthContext,
      id: number,
      query: PageRequest & AttendanceListFilters,
    ): Promise<MeetingAttendancePage> {
      const { meeting } = await getVisible(auth, id);
      return readPage({
        request: query,
        keys: attendanceSortKeys,
        readRows: (window) => findAttendancePage(db, meeting, query, window),
        countTotal: () => countAttendanceList(db, meeting, query),
        toItem: (row) => toEntry(viewerOf(auth, null), row),
      });
    },

    /**
     * Marks a sponsor of the meeting's list as attended by hand, with the reason and who marked
     * it; a sponsor who already used the code keeps that record, unchanged.
     */
    async markAttendance(
      auth: AuthContext,
      id: number,
      sponsorId: number,
      reason: string,
    ): Promise<AttendanceEntry> {
      await db.transaction(async (tx) => {
        const { meeting } = await lockVisible(tx, auth, id);
        if (!(await findListedSponsor(tx, meeting, sponsorId))) throw appError('NOT_FOUND');
        await upsertManualAttendance(tx, meeting, sponsorId, {
          reason,
          recordedBy: auth.userId,
          now: clock.now(),
        });
      });
      const entry = await findAttendanceEntry(db, id, sponsorId);
      if (!entry) throw appError('NOT_FOUND');
      return toEntry(viewerOf(auth, null), entry);
    },

    /** Removes a sponsor's attendance of the meeting, by code or by hand. */
    async unmarkAttendance(auth: AuthContext, id: number, sponsorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { meeting } = await lockVisible(tx, auth, id);
        if (!(await findListedSponsor(tx, meeting, sponsorId))) throw appError('NOT_FOUND');
        await deleteAttendance(tx, meeting.id, sponsorId);
      });
    },

    /**
     * Stores a material through the upload service (the attachment policy: jpg, jpeg, pdf,
     * mp4, 50 MB) and links it to the meeting. The file belongs to the meeting: coordinators in
     * scope and the school's sponsors read it (canReadMaterials), through the signed URLs the
     * meeting's answers carry or with their token. A meeting deleted meanwhile keeps nothing.
     */
    async addFile(auth: AuthContext, id: number, upload: IncomingUpload): Promise<MeetingFile> {
      if (!(await findMeeting(db, meetingVisibility(auth), id))) {
        discardUpload(upload);
        throw appError('NOT_FOUND');
      }
      const file = await files.storeFile({
        upload,
        policy: UPLOAD_POLICIES.attachment,
        ownerKind: 'meeting',
        ownerId: id,
        purpose: MATERIAL_PURPOSE,
        createdBy: auth.userId,
      });
      try {
        await db.transaction(async (tx) => {
          await lockVisible(tx, auth, id);
          await insertMeetingFile(tx, id, file.id, clock.now());
        });
      } catch (error) {
        await files.deleteFile(file.id);
        throw error;
      }
      return toFile({
        fileId: file.id,
        name: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      });
    },

    /** Removes a material from the meeting, and its file. */
    async removeFile(auth: AuthContext, id: number, fileId: number): Promise<void> {
      const isRemoved = await db.transaction(async (tx) => {
        await lockVisible(tx, auth, id);
        return deleteMeetingFile(tx, id, fileId);
      });
      if (!isRemoved) throw appError('NOT_FOUND');
      await files.deleteFile(fileId);
    },

    /**
     * Who reads a meeting's materials through the files routes: coordinators who reach the
     * meeting, and sponsors of its school.
     */
    async canReadMaterials(auth: AuthContext, id: number): Promise<boolean> {
      const coordinatorAccess = getAccess(auth.role, 'meetings');
      if (coordinatorAccess)
        return isMeetingReachable(
          db,
          meetingVisibility({ ...auth, access: coordinatorAccess }),
          id,
        );
      const sponsorAccess = getAccess(auth.role, 'attendanceCodes');
      if (sponsorAccess)
        return isMeetingReachable(db, ownMeetingVisibility({ ...auth, access: sponsorAccess }), id);
      return false;
    },

    // ------------------------------------------------------------------------------------------
    // Sponsors

    /** The sponsor's school's meetings of the available year, with their own attendance. */
    async mine(auth: AuthContext): Promise<MyMeetings> {
      const sponsor = await findOwnSponsor(db, auth.userId);
      if (!sponsor) throw appError('NOT_FOUND');
      const school = { id: sponsor.schoolId, name: sponsor.schoolName };
      const year = await periods.findAvailable();
      if (!year) return { year: null, school, meetings: [], attended: 0 };
      const records = await findSchoolMeetings(
        db,
        ownMeetingVisibility(auth),
        year.id,
        sponsor.schoolId,
      );
      const ids = records.map((record) => record.meeting.id);
      const [materials, attendance, attended] = await Promise.all([
        findMeetingFiles(db, ids),
        findSponsorAttendance(db, sponsor.id, ids),
        countAttendedMeetings(db, sponsor.id, year.id),
      ]);
      return {
        year: { id: year.id, name: year.name },
        school,
        meetings: records.map(({ meeting }) =>
          toMyMeeting(
            viewerOf(auth, null),
            meeting,
            materials,
            attendance.find((row) => row.meetingId === meeting.id),
          ),
        ),
        attended,
      };
    },

    /**
     * A sponsor enters a code. It is counted (per sponsor and per address) before anything is
     * looked up; then it must name a meeting of the sponsor's school, the sponsor's record must
     * be active, and now must fall within the code's window. The attendance's primary key holds
     * "once", also for requests arriving together. A right code gives its count back, also when
     * the attendance was already recorded (by this code before, or by hand): that is no guess,
     * and the sponsor is told so (409) rather than that the code is wrong.
     */
    async enterCode(auth: AuthContext, code: string, ip: string): Promise<MyMeeting> {
      const sponsor: OwnSponsor | undefined = await findOwnSponsor(db, auth.userId);
      const guesser: AttendanceGuesser = {
        subject: sponsor ? `sponsor:${sponsor.id}` : `user:${auth.userId}`,
        ip,
      };
      await attendanceThrottle.reserve(guesser);
      const normalized = normalizeAttendanceCode(code);
      if (!sponsor || !sponsor.active || !isAttendanceCodeShape(normalized)) throw invalidCode();
      const now = clock.now();
      let meeting: MeetingRow;
      try {
        meeting = await db.transaction(async (tx) => {
          const found = await lockMeetingByCode(tx, ownMeetingVisibility(auth), normalized);
          if (!found || found.schoolId !== sponsor.schoolId) throw invalidCode();
          if (await hasAttendance(tx, found.id, sponsor.id)) throw alreadyRecorded();
          if (!isWithinWindow(found, now)) throw invalidCode();
          await insertCodeAttendance(tx, found, sponsor.id, now);
          return found;
        });
      } catch (error) {
        const isRecorded =
          isUniqueViolation(error, ATTENDANCE_ONCE_CONSTRAINT) ||
          (isAppError(error) && error.code === 'ATTENDANCE_ALREADY_RECORDED');
        if (!isRecorded) throw error;
        await attendanceThrottle.forgive(guesser);
        throw alreadyRecorded();
      }
      await attendanceThrottle.forgive(guesser);
      return myMeeting(auth, meeting, sponsor.id);
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
