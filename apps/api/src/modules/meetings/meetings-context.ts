// What every use case of the meetings area works with (docs/architecture.md, "Use cases"): the
// database, the clock, the upload service for materials, the years, the code generator and the
// attendance throttle; and how a use case reaches the caller's meeting.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import type { FilesService } from '../../lib/files/files.service';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../lib/auth-context';
import type { PeriodsService } from '../periods/periods.service';
import { CODE_ATTEMPTS, generateAttendanceCode } from './attendance-code';
import { createAttendanceThrottle, type AttendanceThrottle } from './attendance-throttle';
import { findMeeting, meetingVisibility, type MeetingRecord } from './meetings.repo';

export interface MeetingsServiceDeps {
  db: Database;
  clock: Clock;
  files: FilesService;
  throttle: Throttle;
  periods: Pick<PeriodsService, 'findAvailable'>;
  /** Draws a fresh attendance code (generateAttendanceCode unless a test forces collisions). */
  generateCode?: () => string;
}

export interface MeetingsContext {
  db: Database;
  clock: Clock;
  files: FilesService;
  periods: Pick<PeriodsService, 'findAvailable'>;
  generateCode: () => string;
  attendanceThrottle: AttendanceThrottle;
}

export function makeMeetingsContext(deps: MeetingsServiceDeps): MeetingsContext {
  return {
    db: deps.db,
    clock: deps.clock,
    files: deps.files,
    periods: deps.periods,
    generateCode: deps.generateCode ?? generateAttendanceCode,
    attendanceThrottle: createAttendanceThrottle(deps.throttle),
  };
}

/** The index that makes a code name one meeting. */
const CODE_CONSTRAINT = 'meetings_code_unique';

/**
 * Runs `write` (which draws new codes) again while a code it drew turns out to be another
 * meeting's: the unique index decides, and the failed attempt kept nothing.
 */
export async function withFreshCodes<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error, CODE_CONSTRAINT)) throw error;
    }
  }
}

/** The caller's meeting, else 404 (out of reach looks like unknown). */
export async function findVisibleMeeting(
  { db }: MeetingsContext,
  auth: AuthContext,
  id: number,
): Promise<MeetingRecord> {
  const record = await findMeeting(db, meetingVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  return record;
}

/** Within a transaction: the caller's meeting share-locked (a deletion waits), else 404. */
export async function lockVisibleMeeting(
  tx: Database,
  auth: AuthContext,
  id: number,
): Promise<MeetingRecord> {
  const record = await findMeeting(tx, meetingVisibility(auth), id, { lock: 'share' });
  if (!record) throw appError('NOT_FOUND');
  return record;
}
