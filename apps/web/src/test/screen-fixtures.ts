// What the tests of many screens share: the wait for a lazy route's first appearance, a list
// endpoint's page, the years of the year filters (2026-2027 available, 2025-2026 closed), the
// lookup lists, and the answers of both that a coordinator's screen reads as it opens.
import {
  LIST_ENDPOINTS,
  PERIOD_ENDPOINTS,
  type ListsResponse,
  type Period,
  type SponsorDetails,
} from '@portal/shared';
import { onEndpoint, type MockRoute } from './api-mock';

/** The screens are lazy routes, compiled on first use: their first appearance may take a while. */
export const FIRST_LOAD = { timeout: 60_000 };

/** A list endpoint's only page: `items`, counted exactly. */
export function pageOf<Item>(items: Item[]) {
  return {
    items,
    total: items.length,
    totalKind: 'exact' as const,
    page: 1,
    pageSize: 50,
    next: null,
    previous: null,
  };
}

export const YEAR: Period = {
  id: 2,
  name: '2026-2027',
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  status: 'available',
  recommited: false,
  upgraded: false,
  unansweredRule: 'carry',
  activatedAt: '2026-08-01T12:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const LAST_YEAR: Period = { ...YEAR, id: 1, name: '2025-2026', status: 'closed' };
export const YEARS_PAGE = pageOf([YEAR, LAST_YEAR]);

/** A school of the lookup lists, as the filters offer it. */
export const SAN_JOSE = { id: 3, name: 'Colegio San José', countryId: 1, stateId: null };

/** The lookup lists: empty but for `changes` (the schools and villages a screen offers). */
export function makeLists(changes: Partial<ListsResponse> = {}): ListsResponse {
  return {
    grades: [],
    genders: [],
    schools: [],
    villages: [],
    countries: [],
    states: [],
    status: [],
    letters: [],
    languages: [],
    ...changes,
  };
}

/** The years (YEARS_PAGE) and the lookup lists a coordinator's screen reads as it opens. */
export function yearsAndListsRoutes(lists: ListsResponse): MockRoute[] {
  return [
    onEndpoint(PERIOD_ENDPOINTS.list, () => YEARS_PAGE),
    onEndpoint(LIST_ENDPOINTS.get, () => lists),
  ];
}

/** A sponsor a coordinator added (id 8): no account, so no user page of their own. */
export function sponsorWithoutAccount(changes: Partial<SponsorDetails> = {}): SponsorDetails {
  return {
    id: 8,
    firstName: 'Ana',
    lastName: 'Gómez',
    fullName: 'Ana Gómez',
    email: 'ana@example.org',
    phone: '',
    schoolId: 5,
    schoolName: 'Colegio Central',
    active: true,
    leadershipDistinction: false,
    hasAccount: false,
    photoUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    birthdate: null,
    isMinor: false,
    userId: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    parents: [],
    ...changes,
  };
}
