// Test data: pages of both reports for 2026-2027, and the answers every report screen reads
// as it opens (the years and the lookup lists).
import type {
  AttendanceCellState,
  AttendanceReportPage,
  AttendanceReportRow,
  CompletionReportPage,
  CompletionReportRow,
  MeetingAttendanceSummary,
} from '@portal/shared';
import { MEETING_KINDS } from '@portal/shared';
import { mockApi, type MockRoute } from '../../../test/api-mock';
import { makeLists, pageOf, SAN_JOSE, yearsAndListsRoutes } from '../../../test/screen-fixtures';

/** The fake API of a coordinator's report screen: `routes`, the years and the lookup lists. */
export function coordinatorApi(...routes: MockRoute[]) {
  return mockApi(...routes, ...yearsAndListsRoutes(makeLists({ schools: [SAN_JOSE] })));
}

const school = { id: 3, name: 'Colegio San José' };

/** A sponsor's ten meetings: the first three as given, six upcoming, the final not scheduled. */
function tenMeetings(...firstThree: AttendanceCellState[]): AttendanceCellState[] {
  return [...firstThree, ...Array<AttendanceCellState>(6).fill('upcoming'), 'notScheduled'];
}

export const EMILY = {
  id: 21,
  firstName: 'Emily',
  lastName: 'Johnson',
  fullName: 'Emily Johnson',
};
export const MATEO = { id: 22, firstName: 'Mateo', lastName: 'Ruiz', fullName: 'Mateo Ruiz' };

export const EMILY_ATTENDANCE: AttendanceReportRow = {
  sponsor: EMILY,
  school,
  meetings: tenMeetings('code', 'manual', 'absent'),
  attended: 2,
};
export const MATEO_ATTENDANCE: AttendanceReportRow = {
  sponsor: MATEO,
  school,
  meetings: tenMeetings('code', 'absent', 'code'),
  attended: 2,
};

/** Kickoff 1: 12 by code and 3 by hand of 20; the rest smaller, the final not scheduled. */
export const PER_MEETING: MeetingAttendanceSummary[] = MEETING_KINDS.map((kind, index) => ({
  number: index + 1,
  kind,
  expected: index === 9 ? 0 : 20,
  byCode: index === 0 ? 12 : index < 3 ? 9 - index : 0,
  byHand: index === 0 ? 3 : index < 3 ? 1 : 0,
}));

export function attendancePage(
  items: AttendanceReportRow[],
  year: AttendanceReportPage['year'] = { id: 2, name: '2026-2027' },
): AttendanceReportPage {
  return { ...pageOf(items), year, perMeeting: PER_MEETING };
}

export const EMILY_COMPLETION: CompletionReportRow = {
  sponsor: EMILY,
  school,
  meetingsAttended: 1,
  assessmentsSubmitted: 1,
  lettersSent: 3,
  hasDistinction: false,
  missing: { meetings: 9, assessments: 4, letters: 1 },
};
export const MATEO_COMPLETION: CompletionReportRow = {
  sponsor: MATEO,
  school,
  meetingsAttended: 10,
  assessmentsSubmitted: 5,
  lettersSent: 4,
  hasDistinction: true,
  missing: { meetings: 0, assessments: 0, letters: 0 },
};
export const SOFIA_COMPLETION: CompletionReportRow = {
  sponsor: { id: 23, firstName: 'Sofía', lastName: 'Pérez', fullName: 'Sofía Pérez' },
  school,
  meetingsAttended: 8,
  assessmentsSubmitted: 4,
  lettersSent: 4,
  hasDistinction: false,
  missing: { meetings: 2, assessments: 1, letters: 0 },
};

export function completionPage(
  items: CompletionReportRow[],
  changes: Partial<CompletionReportPage> = {},
): CompletionReportPage {
  return {
    ...pageOf(items),
    year: { id: 2, name: '2026-2027' },
    withDistinction: items.filter((row) => row.hasDistinction).length,
    required: { meetings: 10, assessments: 5, letters: 4 },
    ...changes,
  };
}
