import {
  LIST_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  type Hold,
  type Period,
  type Role,
  type SponsorableStudent,
  type Sponsorship,
} from '@portal/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
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

const ana: SponsorableStudent = {
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

const emptyPage = {
  total: 0,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};
const lists = {
  grades: [],
  genders: [],
  schools: [],
  villages: [{ id: 5, name: 'Vereda El Rosal', countryId: 1, stateId: null }],
  countries: [],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

function renderAs(role: Role) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [
      { path: '/edrocks/sponsorship', element: <SponsorshipRoute /> },
      { path: '/edrocks/agreements', element: <p>Agreements page</p> },
    ],
    { initialEntries: ['/edrocks/sponsorship'] },
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

describe('sponsorship for coordinators', () => {
  it('pairs after a confirmation that names both and the year, showing "1 of 3 sponsors"', async () => {
    const { calls } = mockApi(
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
      onEndpoint(PERIOD_ENDPOINTS.list, () => ({ ...emptyPage, total: 1, items: [year] })),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
      onEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, () => ({
        ...emptyPage,
        total: 1,
        items: [ana],
      })),
      onEndpoint(SPONSOR_ENDPOINTS.list, () => ({
        ...emptyPage,
        total: 1,
        items: [
          {
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
          },
        ],
      })),
      onEndpoint(SPONSORSHIP_ENDPOINTS.create, () =>
        errorBody(409, 'STUDENT_FULL', 'errors.studentFull'),
      ),
    );
    renderAs('GLOBAL_ADMIN');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Pair' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pair a sponsor and a student' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Student/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: /Ana Gómez · Vereda El Rosal · 1 of 3 sponsors/ }),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Sponsor/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Emily Johnson/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('pair-confirmation')).toHaveTextContent(
      'Emily Johnson will sponsor Ana Gómez in 2026-2027.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(
      await within(dialog).findByText('This student already has 3 sponsors this year'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      studentId: 11,
      sponsorId: 21,
    });
  });
});

describe("pausing a sponsorship's letters", () => {
  it('pauses with a note after a confirmation that says what happens, then resumes', async () => {
    const sponsorship: Sponsorship = {
      id: 31,
      periodId: 2,
      periodName: '2026-2027',
      student: {
        id: 11,
        firstName: 'Ana',
        lastName: 'Gómez',
        fullName: 'Ana Gómez',
        photoUrl: null,
        village: { id: 5, name: 'Vereda El Rosal' },
        school: null,
      },
      sponsor: {
        id: 21,
        firstName: 'Emily',
        lastName: 'Johnson',
        fullName: 'Emily Johnson',
        photoUrl: null,
        school: { id: 3, name: 'Colegio San José' },
      },
      startedAt: '2026-08-02T12:00:00.000Z',
      endedAt: null,
      endReason: null,
      missingAgreements: [],
      lettersPause: null,
    };
    let current = sponsorship;
    const { calls } = mockApi(
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => ({ ...emptyPage, total: 1, items: [current] })),
      onEndpoint(PERIOD_ENDPOINTS.list, () => ({ ...emptyPage, total: 1, items: [year] })),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
      onEndpoint(SPONSORSHIP_ENDPOINTS.pauseLetters, () => {
        current = {
          ...sponsorship,
          lettersPause: {
            since: '2026-11-25T15:00:00.000Z',
            by: 'Ana Director',
            note: 'Family talk',
          },
        };
        return current;
      }),
      onEndpoint(SPONSORSHIP_ENDPOINTS.resumeLetters, () => {
        current = sponsorship;
        return current;
      }),
    );
    renderAs('ADMIN');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Pause the letters of Ana Gómez and Emily Johnson',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pause these letters?' });
    expect(dialog).toHaveTextContent(
      'will wait for a coordinator and will not be delivered until you resume them',
    );
    expect(dialog).toHaveTextContent('neither is told');
    await user.type(
      within(dialog).getByLabelText(/Note for the other coordinators/),
      'Family talk',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause letters' }));
    expect(await screen.findByText('Letters paused')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/letters-pause'))?.body).toEqual({
      note: 'Family talk',
    });
    expect(await screen.findByTestId('letters-paused')).toHaveTextContent('Family talk');

    await user.click(
      await screen.findByRole('button', {
        name: 'Resume the letters of Ana Gómez and Emily Johnson',
      }),
    );
    const resume = await screen.findByRole('dialog', { name: 'Resume these letters?' });
    await user.click(within(resume).getByRole('button', { name: 'Resume letters' }));
    expect(await screen.findByText('Letters resumed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('letters-paused')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('sponsorship for a sponsor', () => {
  it('holds a student, and without agreements leads to the agreements page', async () => {
    let hold: Hold | null = null;
    const { calls } = mockApi(
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
      onEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, () => ({
        ...emptyPage,
        total: 1,
        items: [{ ...ana, lastName: null }],
      })),
      onEndpoint(SPONSORSHIP_ENDPOINTS.getHold, () => ({ hold })),
      onEndpoint(SPONSORSHIP_ENDPOINTS.hold, () => {
        hold = {
          studentId: 11,
          studentFirstName: 'Ana',
          periodId: 2,
          expiresAt: '2026-11-25T16:00:00.000Z',
        };
        return hold;
      }),
      onEndpoint(SPONSORSHIP_ENDPOINTS.create, () =>
        errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired'),
      ),
    );
    const router = renderAs('SPONSOR');
    expect(
      await screen.findByText('You do not sponsor a student this year yet. Choose one below.'),
    ).toBeInTheDocument();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Ana');
    expect(card).not.toHaveTextContent('Gómez');
    await userEvent.click(within(card).getByRole('button', { name: 'Choose Ana' }));
    const panel = await screen.findByTestId('hold-panel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm sponsorship' }));
    expect(await within(panel).findByText(/All agreements must be accepted/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('link', { name: 'Go to the agreements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/agreements'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { studentId: 11 },
      { studentId: 11 },
    ]);
  });

  it('names the held student in the banner, and their card offers Confirm instead of Choose', async () => {
    const hold: Hold = {
      studentId: 11,
      studentFirstName: 'Ana',
      periodId: 2,
      expiresAt: '2026-11-25T16:00:00.000Z',
    };
    const { calls } = mockApi(
      onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
      onEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, () => ({
        ...emptyPage,
        total: 2,
        items: [
          { ...ana, lastName: null, sponsorCount: 0 },
          { ...ana, id: 12, firstName: 'Beto', lastName: null, sponsorCount: 0 },
        ],
      })),
      onEndpoint(SPONSORSHIP_ENDPOINTS.getHold, () => ({ hold })),
      onEndpoint(SPONSORSHIP_ENDPOINTS.create, () =>
        errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired'),
      ),
    );
    renderAs('SPONSOR');
    const panel = await screen.findByTestId('hold-panel');
    expect(panel).toHaveTextContent(
      /^Ana is held for you until .+\. Confirm to become their sponsor\./,
    );
    const held = await screen.findByTestId('sponsorable-11');
    expect(held).toHaveTextContent('Held for you');
    expect(held).not.toHaveTextContent('of 3');
    expect(within(held).queryByRole('button', { name: 'Choose Ana' })).toBeNull();
    const other = screen.getByTestId('sponsorable-12');
    expect(other).toHaveTextContent('0 of 3');
    expect(within(other).getByRole('button', { name: 'Choose Beto' })).toBeEnabled();

    await userEvent.click(within(held).getByRole('button', { name: 'Confirm sponsorship of Ana' }));
    expect(await within(panel).findByText(/All agreements must be accepted/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { studentId: 11 },
    ]);
  });
});
