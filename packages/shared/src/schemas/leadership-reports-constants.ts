// The leadership reports: the plain values the screens and the schemas share (the letters
// required, the attendance cells' states, sorts). Kept apart from the schemas
// (leadership-reports.ts) so that a screen that only shows a report needs no validator in the
// browser (docs/decisions/028-validator-off-the-first-paint.md).

/** Letters 1-4 the sponsor writes in a year: the third part of the distinction. */
export const LETTERS_REQUIRED = 4;

/**
 * A sponsor's cell for one meeting: attended by code or by hand; absent (the meeting's code has
 * closed); upcoming (not started, or under way with its code still open); notScheduled (their
 * school has no such meeting).
 */
export const ATTENDANCE_CELL_STATES = [
  'code',
  'manual',
  'absent',
  'upcoming',
  'notScheduled',
] as const;
export type AttendanceCellState = (typeof ATTENDANCE_CELL_STATES)[number];

export const LEADERSHIP_REPORT_SORT_FIELDS = ['sponsor'] as const;

/** The leadership reports' API paths (leadership-reports-endpoints.ts). */
export const LEADERSHIP_REPORT_PATHS = {
  attendanceReport: '/edrocks/api/reports/attendance',
  attendanceReportExport: '/edrocks/api/reports/attendance/export',
  completionReport: '/edrocks/api/reports/completion',
  completionReportExport: '/edrocks/api/reports/completion/export',
} as const;
