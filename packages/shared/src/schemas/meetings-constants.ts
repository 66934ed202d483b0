// Meetings and attendance: the plain values the screens and the schemas share (the ten
// meetings, the attendance code, limits, sorts). Kept apart from the schemas (meetings.ts) so
// that a screen that only lists meetings needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

/** The ten meetings of a year, by number (1-10). */
export const MEETING_KINDS = [
  'kickoff1',
  'kickoff2',
  'meeting1',
  'meeting2',
  'meeting3',
  'meeting4',
  'meeting5',
  'meeting6',
  'meeting7',
  'final',
] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_COUNT = MEETING_KINDS.length;
export const MEETING_NUMBERS = MEETING_KINDS.map((_kind, index) => index + 1);

export function meetingKindOf(number: number): MeetingKind {
  const kind = MEETING_KINDS[number - 1];
  if (kind === undefined) throw new Error(`No meeting number ${number}`);
  return kind;
}

/** No 0/O, 1/I/L: a code read off a projector or a phone is typed right the first time. */
export const ATTENDANCE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ATTENDANCE_CODE_LENGTH = 6;
export const CODE_WINDOW_MINUTES_DEFAULT = 180;
export const CODE_WINDOW_MINUTES_MIN = 15;
export const CODE_WINDOW_MINUTES_MAX = 1440;
export const MEETING_PLACE_MAX_LENGTH = 200;
export const MEETING_NOTES_MAX_LENGTH = 5000;
export const ATTENDANCE_REASON_MAX_LENGTH = 500;

/**
 * What a person types, made comparable: case, spaces and dashes do not matter ("ab3-def" is
 * "AB3DEF"). Anything still outside the alphabet cannot be a code.
 */
export function normalizeAttendanceCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export const MEETING_SORT_FIELDS = ['startsAt', 'school'] as const;
export type MeetingSortField = (typeof MEETING_SORT_FIELDS)[number];

export const ATTENDANCE_METHODS = ['code', 'manual'] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];

export const ATTENDANCE_SORT_FIELDS = ['sponsor'] as const;

/** The meetings' and attendance's API paths (meetings-endpoints.ts). */
export const MEETING_PATHS = {
  meetings: '/edrocks/api/meetings',
  meetingSchedule: '/edrocks/api/meetings/schedule',
  meeting: '/edrocks/api/meetings/:id',
  meetingCode: '/edrocks/api/meetings/:id/code',
  meetingAttendance: '/edrocks/api/meetings/:id/attendance',
  meetingAttendanceMark: '/edrocks/api/meetings/:id/attendance/:sponsorId',
  meetingFiles: '/edrocks/api/meetings/:id/files',
  meetingFile: '/edrocks/api/meetings/:id/files/:fileId',
  myMeetings: '/edrocks/api/attendance/mine',
  attendance: '/edrocks/api/attendance',
} as const;
