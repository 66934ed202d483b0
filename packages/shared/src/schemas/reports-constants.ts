// The reports catalogue (/edrocks/reports): the plain values the screens and the schemas share
// (sorts, the waiting filter's limit) and the area's API paths. Kept apart from the schemas
// (reports.ts) so that a screen that only shows a report needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

/** Sorts of the sponsorship report: when the pairing started, the student's or sponsor's name. */
export const SPONSORSHIP_REPORT_SORT_FIELDS = ['student', 'sponsor', 'startedAt'] as const;
export type SponsorshipReportSortField = (typeof SPONSORSHIP_REPORT_SORT_FIELDS)[number];

/** Sorts of the students waiting report: longest waiting first, or by name. */
export const WAITING_STUDENT_SORT_FIELDS = ['waiting', 'student'] as const;
export type WaitingStudentSortField = (typeof WAITING_STUDENT_SORT_FIELDS)[number];

/** Sorts of the lapsed sponsors report: by name, or by when their last sponsorship ended. */
export const LAPSED_SPONSOR_SORT_FIELDS = ['sponsor', 'ended'] as const;
export type LapsedSponsorSortField = (typeof LAPSED_SPONSOR_SORT_FIELDS)[number];

/** Sorts of the giving report: by the sponsor's name. */
export const SPONSOR_GIVING_SORT_FIELDS = ['sponsor'] as const;
export type SponsorGivingSortField = (typeof SPONSOR_GIVING_SORT_FIELDS)[number];

/** Sorts of the letters report: by letter number, the sponsor's letter before its answer. */
export const LETTERS_REPORT_SORT_FIELDS = ['letter'] as const;
export type LettersReportSortField = (typeof LETTERS_REPORT_SORT_FIELDS)[number];

/** Highest "waiting at least N days" the students waiting report accepts (ten years). */
export const WAITING_DAYS_MAX = 3_650;

/** Villages the sponsorship report's places summary names (the most free places first). */
export const PLACES_SUMMARY_VILLAGES = 12;

/** The reports' API paths (reports-endpoints.ts); the leadership reports have their own. */
export const REPORT_PATHS = {
  sponsorshipReport: '/edrocks/api/reports/sponsorship',
  sponsorshipReportExport: '/edrocks/api/reports/sponsorship/export',
  waitingStudentsReport: '/edrocks/api/reports/waiting-students',
  waitingStudentsReportExport: '/edrocks/api/reports/waiting-students/export',
  lapsedSponsorsReport: '/edrocks/api/reports/lapsed-sponsors',
  lapsedSponsorsReportExport: '/edrocks/api/reports/lapsed-sponsors/export',
  sponsorGivingReport: '/edrocks/api/reports/giving',
  sponsorGivingReportExport: '/edrocks/api/reports/giving/export',
  lettersReport: '/edrocks/api/reports/letters',
  lettersReportExport: '/edrocks/api/reports/letters/export',
} as const;
