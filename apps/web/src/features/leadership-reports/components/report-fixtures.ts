// Test data: the years, the lookup lists, and pages of both reports for 2026-2027.
import type {
  AttendanceReportPage,
  AttendanceReportRow,
  CompletionReportPage,
  CompletionReportRow,
  ListsResponse,
  MeetingAttendanceSummary,
  Period,
} from '@portal/shared';
import { MEETING_KINDS } from '@portal/shared';

export const YEAR: Period = {
  id: 2,
  name: '2026-2027',
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  status: 'available',
  recommited: false,
  upgraded: false,
  activatedAt: '2026-08-01T12:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const LAST_YEAR: Period = { ...YEAR, id: 1, name: '2025-2026', status: 'closed' };

export const YEARS_PAGE = {
  items: [YEAR, LAST_YEAR],
  total: 2,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};

export const LISTS: ListsResponse = {
  grades: [],
  genders: [],
  schools: [{ id: 3, name: 'Colegio San José', countryId: 1, stateId: null }],
  villages: [],
  countries: [],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

const school = { id: 3, name: 'Colegio San José' };

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
  meetings: [
    'code',
    'manual',
    'absent',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'notScheduled',
  ],
  attended: 2,
};
export const MATEO_ATTENDANCE: AttendanceReportRow = {
  sponsor: MATEO,
  school,
  meetings: [
    'code',
    'absent',
    'code',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'upcoming',
    'notScheduled',
  ],
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
  return {
    items,
    total: items.length,
    totalKind: 'exact',
    page: 1,
    pageSize: 50,
    next: null,
    previous: null,
    year,
    perMeeting: PER_MEETING,
  };
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
    items,
    total: items.length,
    totalKind: 'exact',
    page: 1,
    pageSize: 50,
    next: null,
    previous: null,
    year: { id: 2, name: '2026-2027' },
    withDistinction: items.filter((row) => row.hasDistinction).length,
    required: { meetings: 10, assessments: 5, letters: 4 },
    ...changes,
  };
}
