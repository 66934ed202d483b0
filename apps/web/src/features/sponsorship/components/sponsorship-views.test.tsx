import {
  LIST_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  type OpenStudent,
  type Period,
  type Role,
  type SponsorableStudent,
  type Sponsorship,
  type UnpairedSponsor,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import NotificationsHost from '../../../components/notifications-host';
import SponsorshipRoute from '../routes/sponsorship';

const year: Period = {
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
const lastYear: Period = { ...year, id: 1, name: '2025-2026', status: 'closed' };

const openStudent: OpenStudent = {
  id: 11,
  firstName: 'Ana',
  lastName: 'Gómez',
  fullName: 'Ana Gómez',
  photoUrl: null,
  grade: '4-fourth',
  village: { id: 5, name: 'Vereda El Rosal' },
  school: null,
  sponsorCount: 1,
};
const sponsorableAna: SponsorableStudent = {
  id: 11,
  firstName: 'Ana',
  lastName: 'Gómez',
  age: 9,
  grade: '4-fourth',
  gender: 'female',
  village: { id: 5, name: 'Vereda El Rosal' },
  photoUrl: null,
  sponsorCount: 1,
};
const unpairedEmily: UnpairedSponsor = {
  id: 21,
  firstName: 'Emily',
  lastName: 'Johnson',
  fullName: 'Emily Johnson',
  photoUrl: null,
  email: 'emily@example.org',
  school: { id: 3, name: 'Colegio San José' },
  since: '2026-02-03T10:00:00.000Z',
};
const emily = {
  id: 21,
  firstName: 'Emily',
  lastName: 'Johnson',
  fullName: 'Emily Johnson',
  email: 'emily@example.org',
  phone: '',
  schoolId: 3,
  schoolName: 'Colegio San José',
  photoUrl: null,
  leadershipDistinction: false,
  hasAccount: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const paired: Sponsorship = {
  id: 31,
  periodId: 2,
  periodName: '2026-2027',
  student: { ...openStudent, school: null },
  sponsor: { ...unpairedEmily, school: unpairedEmily.school },
  startedAt: '2026-11-25T15:00:00.000Z',
  endedAt: null,
  endReason: null,
  missingAgreements: [],
};

const emptyPage = {
  total: 0,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};
const pageOf = <Item,>(items: Item[]) => ({ ...emptyPage, total: items.length, items });
const lists = {
  grades: [],
  genders: [],
  schools: [{ id: 3, name: 'Colegio San José', countryId: 1, stateId: null }],
  villages: [{ id: 5, name: 'Vereda El Rosal', countryId: 1, stateId: null }],
  countries: [],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

/** The coordinators' screen's usual answers; a test adds or replaces some. */
function coordinatorApi(...extra: Parameters<typeof mockApi>) {
  return mockApi(
    ...extra,
    onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => pageOf<Sponsorship>([])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, () => pageOf([openStudent])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.unpairedSponsors, () => pageOf([unpairedEmily])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, () => pageOf([sponsorableAna])),
    onEndpoint(SPONSOR_ENDPOINTS.list, () => pageOf([emily])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.create, () => paired),
    onEndpoint(
      SPONSORSHIP_ENDPOINTS.unpairedSponsorsExport,
      () =>
        new Response('Year,Last name\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition':
              'attachment; filename="sponsors-without-a-student-2026-11-25.csv"',
          },
        }),
    ),
    onEndpoint(PERIOD_ENDPOINTS.list, () => pageOf([year, lastYear])),
    onEndpoint(LIST_ENDPOINTS.get, () => lists),
  );
}

function renderAs(role: Role, path: string) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [{ path: '/edrocks/sponsorship', element: <SponsorshipRoute /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
      <NotificationsHost />
    </QueryClientProvider>,
  );
  return router;
}

const urlOf = (router: ReturnType<typeof renderAs>) =>
  new URLSearchParams(router.state.location.search);

const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path);

describe("the coordinators' sponsorship views", () => {
  it('switches to the students with fewer than 3 sponsors in the URL and pairs one from its row', async () => {
    const { calls } = coordinatorApi();
    const router = renderAs('GLOBAL_ADMIN', '/edrocks/sponsorship?q=ana&periodId=2&sort=sponsor');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'What to show' });
    expect(within(tabs).getByRole('tab', { name: 'Sponsorships' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(
      within(tabs).getByRole('tab', { name: 'Students with fewer than 3 sponsors' }),
    );
    // The search and the year stay; the sponsorships' order does not.
    await waitFor(() => expect(urlOf(router).get('view')).toBe('open-students'));
    expect(urlOf(router).get('q')).toBe('ana');
    expect(urlOf(router).get('periodId')).toBe('2');
    expect(urlOf(router).has('sort')).toBe(false);
    const table = await screen.findByRole('table', {
      name: 'Students with fewer than 3 sponsors 2026-2027',
    });
    const row = (await within(table).findByText('Gómez, Ana')).closest('tr')!;
    expect(row).toHaveTextContent('Vereda El Rosal');
    expect(row).toHaveTextContent('1 of 3 sponsors');
    const [asked] = callsTo(calls, SPONSORSHIP_PATHS.sponsorshipOpenStudents);
    expect(Object.fromEntries(asked!.url.searchParams)).toMatchObject({
      q: 'ana',
      periodId: '2',
      sort: 'student',
    });
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      'sponsorship-tab-open-students',
    );

    await user.click(within(row).getByRole('button', { name: 'Pair Ana Gómez with a sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair a sponsor and a student' });
    expect(within(dialog).getByRole('combobox', { name: /Student/ })).toHaveValue('Ana Gómez');
    expect(within(dialog).getByText('1 of 3 sponsors')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Sponsor/ }));
    await user.click(await screen.findByRole('option', { name: /Emily Johnson/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('pair-confirmation')).toHaveTextContent(
      'Emily Johnson will sponsor Ana Gómez in 2026-2027.',
    );
    const before = callsTo(calls, SPONSORSHIP_PATHS.sponsorshipOpenStudents).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Emily Johnson now sponsors Ana Gómez.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      studentId: 11,
      sponsorId: 21,
    });
    // The list asks again: the student's count changed.
    await waitFor(() =>
      expect(callsTo(calls, SPONSORSHIP_PATHS.sponsorshipOpenStudents).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('opens the sponsors without a student from a shared link and pairs one from its row', async () => {
    const { calls } = coordinatorApi();
    const router = renderAs(
      'ADMIN',
      '/edrocks/sponsorship?view=unpaired-sponsors&sort=since&order=desc&villageId=5',
    );
    const user = userEvent.setup();
    const tab = await screen.findByRole('tab', { name: 'Sponsors without a student' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', {
      name: 'Sponsors without a student 2026-2027',
    });
    const row = (await within(table).findByText('Johnson, Emily')).closest('tr')!;
    expect(row).toHaveTextContent('Colegio San José');
    expect(row).toHaveTextContent('emily@example.org');
    // Sponsors belong to a school: no village filter here, and none sent.
    expect(screen.queryByRole('combobox', { name: 'Village' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'School' })).toBeInTheDocument();
    const [asked] = callsTo(calls, SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors);
    expect(Object.fromEntries(asked!.url.searchParams)).toMatchObject({
      sort: 'since',
      order: 'desc',
    });
    expect(asked!.url.searchParams.has('villageId')).toBe(false);

    await user.click(
      within(row).getByRole('button', { name: 'Pair Emily Johnson with a student' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pair a sponsor and a student' });
    expect(within(dialog).getByRole('combobox', { name: /Sponsor/ })).toHaveValue('Emily Johnson');
    await user.click(within(dialog).getByRole('combobox', { name: /Student/ }));
    await user.click(await screen.findByRole('option', { name: /Ana Gómez · Vereda El Rosal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Emily Johnson now sponsors Ana Gómez.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      studentId: 11,
      sponsorId: 21,
    });

    // The export sends this list's search, filters and order.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
    } finally {
      save.mockRestore();
      vi.unstubAllGlobals();
    }
    const exported = calls.find(
      (call) => call.url.pathname === SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      sort: 'since',
      order: 'desc',
      format: 'csv',
    });

    // Back to the sponsorships: the village filter comes back, this list's order does not.
    await user.click(screen.getByRole('tab', { name: 'Sponsorships' }));
    await waitFor(() => expect(urlOf(router).has('view')).toBe(false));
    expect(urlOf(router).get('villageId')).toBe('5');
    expect(urlOf(router).has('sort')).toBe(false);
    expect(await screen.findByRole('combobox', { name: 'Village' })).toHaveValue('5');
  });

  it('offers no pairing in a past year, says when nobody is waiting, and retries after an error', async () => {
    let isFailing = true;
    coordinatorApi(
      onEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, () => pageOf<OpenStudent>([])),
      onEndpoint(SPONSORSHIP_ENDPOINTS.unpairedSponsors, () => {
        if (isFailing) return errorBody(500, 'INTERNAL', 'errors.internal');
        return pageOf([unpairedEmily]);
      }),
    );
    renderAs('SUPER_ADMIN', '/edrocks/sponsorship?view=open-students');
    const user = userEvent.setup();
    expect(
      await screen.findByText('Every student has 3 sponsors this year. Nothing to pair here.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sponsors without a student' }));
    const failure = await screen.findByTestId('error-state');
    expect(failure).toHaveTextContent('We could not load this information.');
    isFailing = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    const row = (await screen.findByText('Johnson, Emily')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /^Pair/ })).toBeInTheDocument();

    // In a closed year the lists read, but pairing happens only in the available year.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1');
    await screen.findByRole('table', { name: 'Sponsors without a student 2025-2026' });
    expect(screen.queryByRole('button', { name: /^Pair/ })).not.toBeInTheDocument();
  });
});
