// Test data: pages of the catalogue's reports for 2026-2027, and the answers every report
// screen reads as it opens (the years and the lookup lists, with a school and a village).
import type {
  LetterReportRow,
  LettersReportPage,
  SponsorGiving,
  SponsorGivingPage,
  LapsedSponsor,
  LapsedSponsorsPage,
  SponsorshipReportPage,
  SponsorshipReportRow,
  WaitingStudent,
  WaitingStudentsPage,
} from '@portal/shared';
import { mockApi, type MockRoute } from '../../../test/api-mock';
import { makeLists, pageOf, SAN_JOSE, yearsAndListsRoutes } from '../../../test/screen-fixtures';

export const EL_ROBLE = { id: 7, name: 'Vereda El Roble', countryId: 1, stateId: null };

/** The fake API of a coordinator's report screen: `routes`, the years and the lookup lists. */
export function coordinatorApi(...routes: MockRoute[]) {
  return mockApi(
    ...routes,
    ...yearsAndListsRoutes(makeLists({ schools: [SAN_JOSE], villages: [EL_ROBLE] })),
  );
}

const village = { id: EL_ROBLE.id, name: EL_ROBLE.name };
const school = { id: SAN_JOSE.id, name: SAN_JOSE.name };
const year = { id: 2, name: '2026-2027' };

export const BRUNO: WaitingStudent = {
  id: 31,
  firstName: 'Bruno',
  lastName: 'Bernal',
  fullName: 'Bruno Bernal',
  grade: null,
  village,
  school: null,
  waitingSince: '2026-08-01T00:00:00.000Z',
  daysWaiting: 116,
};

export const DARIO: WaitingStudent = {
  ...BRUNO,
  id: 32,
  firstName: 'Darío',
  lastName: 'Duarte',
  fullName: 'Darío Duarte',
  school,
  waitingSince: '2026-11-24T15:00:00.000Z',
  daysWaiting: 1,
};

export function waitingPage(
  items: WaitingStudent[],
  withYear: typeof year | null = year,
): WaitingStudentsPage {
  return { ...pageOf(items), year: withYear };
}

export const ANA_WITH_EMILY: SponsorshipReportRow = {
  id: 41,
  student: { id: 33, fullName: 'Ana Arias' },
  village,
  studentSchool: school,
  sponsor: { id: 21, fullName: 'Emily Johnson' },
  sponsorSchool: school,
  since: '2026-08-10T12:00:00.000Z',
};

export function sponsorshipPage(items: SponsorshipReportRow[]): SponsorshipReportPage {
  return {
    ...pageOf(items),
    year,
    places: {
      villages: [{ village, students: 3, sponsorships: 2, freePlaces: 7 }],
      villageCount: 1,
      students: 3,
      sponsorships: 2,
      freePlaces: 7,
    },
  };
}

export const EMILY_LAPSED: LapsedSponsor = {
  id: 21,
  firstName: 'Emily',
  lastName: 'Johnson',
  fullName: 'Emily Johnson',
  email: 'emily@example.org',
  school,
  previousSponsorships: 2,
  lastEndedAt: null,
  endReason: null,
  recommitment: { state: 'declined', reason: 'time' },
};

export function lapsedPage(items: LapsedSponsor[]): LapsedSponsorsPage {
  return { ...pageOf(items), year, previousYear: { id: 1, name: '2025-2026' } };
}

export const EMILY_GIVING: SponsorGiving = {
  sponsor: { id: 21, fullName: 'Emily Johnson' },
  school,
  thisYear: { gifts: 0, amountCents: 0 },
  lastYear: { gifts: 2, amountCents: 15_000 },
};

export function givingPage(items: SponsorGiving[]): SponsorGivingPage {
  return {
    ...pageOf(items),
    year,
    previousYear: { id: 1, name: '2025-2026' },
    currency: 'USD',
    totals: { thisYear: { gifts: 0, amountCents: 0 }, lastYear: { gifts: 2, amountCents: 15_000 } },
  };
}

export const FIRST_LETTER: LetterReportRow = {
  number: 1,
  writer: 'sponsor',
  title: 'About me',
  titleEs: 'Sobre mí',
  dueDate: '2026-10-15',
  sent: 3,
  inReview: 1,
  late: 2,
  due: 5,
};

export const FIRST_ANSWER: LetterReportRow = {
  ...FIRST_LETTER,
  writer: 'student',
  dueDate: '2026-11-01',
  sent: 1,
  inReview: 0,
  late: 4,
  due: 0,
};

export function lettersPage(items: LetterReportRow[]): LettersReportPage {
  const sum = (key: 'sent' | 'inReview' | 'late' | 'due') =>
    items.reduce((total, item) => total + item[key], 0);
  return {
    ...pageOf(items),
    year,
    totals: { sent: sum('sent'), inReview: sum('inReview'), late: sum('late'), due: sum('due') },
    perMonth: [
      { month: '2026-09', sponsor: 3, student: 0 },
      { month: '2026-10', sponsor: 1, student: 1 },
    ],
  };
}
