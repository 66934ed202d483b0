// The leadership reports' rows as the API answers them (the attendance report's cells are built
// a page at a time: attendance-report.ts).
import {
  ASSESSMENT_COUNT,
  LETTERS_REQUIRED,
  MEETING_COUNT,
  type CompletionReportRow,
} from '@portal/shared';
import type { CompletionRecord, ReportSponsorRecord } from './leadership-reports.repo';

/** What the distinction needs: all ten meetings, five assessments and four letters. */
export const COMPLETION_REQUIRED = {
  meetings: MEETING_COUNT,
  assessments: ASSESSMENT_COUNT,
  letters: LETTERS_REQUIRED,
} as const;

export function sponsorRef(record: ReportSponsorRecord) {
  return {
    sponsor: {
      id: record.id,
      firstName: record.firstName,
      lastName: record.lastName,
      fullName: `${record.firstName} ${record.lastName}`,
    },
    school: { id: record.schoolId, name: record.schoolName },
  };
}

export function toCompletionRow(record: CompletionRecord): CompletionReportRow {
  const lacking = (required: number, done: number) => Math.max(0, required - done);
  return {
    ...sponsorRef(record),
    meetingsAttended: record.meetingsAttended,
    assessmentsSubmitted: record.assessmentsSubmitted,
    lettersSent: record.lettersSent,
    hasDistinction: record.hasDistinction,
    missing: {
      meetings: lacking(COMPLETION_REQUIRED.meetings, record.meetingsAttended),
      assessments: lacking(COMPLETION_REQUIRED.assessments, record.assessmentsSubmitted),
      letters: lacking(COMPLETION_REQUIRED.letters, record.lettersSent),
    },
  };
}
