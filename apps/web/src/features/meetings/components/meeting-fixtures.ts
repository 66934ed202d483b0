// Meetings as the API answers them, and the answers every coordinator's meetings screen needs
// (years, lookup lists), for the meetings tests.
import {
  MEETING_KINDS,
  meetingKindOf,
  type AttendanceEntry,
  type Meeting,
  type MeetingDetail,
  type MeetingSchedule,
  type MyMeeting,
} from '@portal/shared';
import type { MockRoute } from '../../../test/api-mock';
import { makeLists, SAN_JOSE, YEAR, yearsAndListsRoutes } from '../../../test/screen-fixtures';

export const school = { id: 3, name: 'Colegio San José' };
const period = { id: YEAR.id, name: YEAR.name };

/** The years and lookup lists the coordinators' screens read. */
export function coordinatorRoutes(): MockRoute[] {
  return yearsAndListsRoutes(
    makeLists({
      schools: [SAN_JOSE, { id: 4, name: 'Colegio La Esperanza', countryId: 1, stateId: null }],
    }),
  );
}

export function makeMeeting(overrides: Partial<Meeting> & { number: number }): Meeting {
  return {
    id: 40 + overrides.number,
    period,
    school,
    kind: meetingKindOf(overrides.number),
    startsAt: '2026-09-14T15:00:00.000Z',
    place: 'Auditorio',
    notes: '',
    codeWindowMinutes: 180,
    attended: 0,
    ...overrides,
  };
}

export function makeMeetingDetail(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    ...makeMeeting({ number: 1, attended: 12 }),
    code: 'K7QM3X',
    codeValidUntil: '2026-09-14T18:00:00.000Z',
    files: [
      {
        fileId: 90,
        name: 'welcome.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2_400_000,
        url: '/edrocks/api/files/90?sig=1',
      },
    ],
    sponsors: 30,
    ...overrides,
  };
}

/**
 * A school's ten slots: kickoff 1 already scheduled (with notes and its own code window),
 * kickoff 2 to meeting 7 suggested from last year, the final meeting with nothing to go by.
 */
export function makeSchedule(): MeetingSchedule {
  return {
    period,
    school,
    slots: MEETING_KINDS.map((kind, index) => {
      const number = index + 1;
      if (number === 1) {
        return {
          number,
          kind,
          meeting: makeMeeting({ number, notes: 'Bring the forms', codeWindowMinutes: 120 }),
          suggestedStartsAt: null,
          suggestedPlace: null,
        };
      }
      if (number === 10) {
        return { number, kind, meeting: null, suggestedStartsAt: null, suggestedPlace: null };
      }
      return {
        number,
        kind,
        meeting: null,
        suggestedStartsAt: `2026-10-${number + 10}T14:30:00.000Z`,
        suggestedPlace: number === 2 ? 'Biblioteca' : 'Auditorio',
      };
    }),
  };
}

export const emily: AttendanceEntry = {
  sponsor: { id: 21, fullName: 'Emily Johnson' },
  attendance: null,
};
export const mateo: AttendanceEntry = {
  sponsor: { id: 22, fullName: 'Mateo Ruiz' },
  attendance: {
    method: 'code',
    at: '2026-09-14T15:05:00.000Z',
    reason: null,
    recordedBy: null,
  },
};
export const sofia: AttendanceEntry = {
  sponsor: { id: 23, fullName: 'Sofía Pérez' },
  attendance: {
    method: 'manual',
    at: '2026-09-14T16:00:00.000Z',
    reason: 'Her phone had no battery',
    recordedBy: 'Ana Director',
  },
};

export function makeMyMeeting(overrides: Partial<MyMeeting> & { number: number }): MyMeeting {
  return {
    id: 40 + overrides.number,
    kind: meetingKindOf(overrides.number),
    startsAt: '2026-09-14T15:00:00.000Z',
    codeValidUntil: '2026-09-14T18:00:00.000Z',
    place: 'Auditorio',
    notes: '',
    files: [],
    attendance: null,
    ...overrides,
  };
}
