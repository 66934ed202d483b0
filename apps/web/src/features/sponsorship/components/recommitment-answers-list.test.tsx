import {
  LIST_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  YEAR_CYCLE_ENDPOINTS,
  YEAR_CYCLE_PATHS,
  type Period,
  type RecommitmentAnswerRow,
  type Role,
} from '@portal/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import SponsorshipRoute from '../routes/sponsorship';
import { defaultAnswersYear } from './recommitment-answers-list';

const available: Period = {
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
const closed: Period = {
  ...available,
  id: 1,
  name: '2025-2026',
  startDate: '2025-08-01',
  status: 'closed',
  recommited: true,
};
const draft: Period = {
  ...available,
  id: 3,
  name: '2027-2028',
  startDate: '2027-08-01',
  status: 'draft',
  activatedAt: null,
  recommited: true,
};

const answeredAt = '2026-11-20T15:00:00.000Z';
const declined: RecommitmentAnswerRow = {
  id: 41,
  sponsor: {
    id: 21,
    firstName: 'Emily',
    lastName: 'Johnson',
    email: 'emily@example.org',
    school: { id: 3, name: 'Colegio San José' },
  },
  student: {
    id: 11,
    firstName: 'Ana',
    lastName: 'Gómez',
    village: { id: 5, name: 'Vereda El Rosal' },
  },
  state: 'declined',
  reason: 'time',
  note: 'Back next year',
  answeredAt,
};
const waiting: RecommitmentAnswerRow = {
  ...declined,
  id: 42,
  sponsor: { ...declined.sponsor, id: 22, firstName: 'Mark', lastName: 'Lee' },
  state: 'pending',
  reason: null,
  note: null,
  answeredAt: null,
};

const pageOf = <Item,>(items: Item[]) => ({
  total: items.length,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
  items,
});
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

type AnswersResolver = Parameters<typeof onEndpoint<typeof YEAR_CYCLE_ENDPOINTS.answers>>[1];

function answersApi(
  answers: AnswersResolver = () => pageOf([declined, waiting]),
  years: Period[] = [draft, available, closed],
) {
  return mockApi(
    onEndpoint(YEAR_CYCLE_ENDPOINTS.answers, answers),
    onEndpoint(
      YEAR_CYCLE_ENDPOINTS.answersExport,
      () =>
        new Response('Year\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="recommitment-answers-2026-11-25.csv"',
          },
        }),
    ),
    onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => pageOf([])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.sponsorableStudents, () => pageOf([])),
    onEndpoint(PERIOD_ENDPOINTS.list, () => pageOf(years)),
    onEndpoint(LIST_ENDPOINTS.get, () => lists),
  );
}

function renderAs(role: Role, path = '/edrocks/sponsorship?view=recommitment-answers') {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [{ path: '/edrocks/sponsorship', element: <SponsorshipRoute /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const asked = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.pathname === YEAR_CYCLE_PATHS.recommitments)
    .map((call) => Object.fromEntries(call.url.searchParams));

describe('the recommitment answers', () => {
  it('lists the newest year with requests: who, the state and reason in words, and when', async () => {
    const { calls } = answersApi();
    renderAs('GLOBAL_ADMIN');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Recommitment answers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Recommitment answers 2027-2028' });
    const row = (await within(table).findByText('Johnson, Emily')).closest('tr')!;
    expect(row).toHaveTextContent('Colegio San José');
    expect(row).toHaveTextContent('Gómez, Ana');
    expect(row).toHaveTextContent('Vereda El Rosal');
    expect(row).toHaveTextContent('Changed their mind');
    expect(row).toHaveTextContent('I do not have the time');
    expect(row).toHaveTextContent('Back next year');
    expect(row).toHaveTextContent(formatDate(answeredAt, 'en-US'));
    const other = within(table).getByText('Lee, Mark').closest('tr')!;
    expect(other).toHaveTextContent('Waiting for an answer');
    expect(asked(calls)[0]).toMatchObject({ periodId: '3', sort: 'sponsor', order: 'asc' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'recommitted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Village' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), '3');
    await waitFor(() =>
      expect(asked(calls).at(-1)).toMatchObject({
        periodId: '3',
        state: 'recommitted',
        villageId: '5',
        schoolId: '3',
      }),
    );
    expect(
      within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option'),
    ).toHaveLength(6);

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
      (call) => call.url.pathname === YEAR_CYCLE_PATHS.recommitmentsExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toMatchObject({
      periodId: '3',
      state: 'recommitted',
      format: 'csv',
    });
  });

  it('is worded in Spanish', async () => {
    answersApi();
    await changeLanguage('es-CO', { remember: false });
    renderAs('ADMIN');
    const table = await screen.findByRole('table', {
      name: 'Respuestas de renovación 2027-2028',
    });
    expect(screen.getByRole('tab', { name: 'Respuestas de renovación' })).toBeInTheDocument();
    const row = (await within(table).findByText('Johnson, Emily')).closest('tr')!;
    expect(row).toHaveTextContent('Cambió de opinión');
    expect(row).toHaveTextContent('No tengo tiempo');
    expect(row).toHaveTextContent(formatDate(answeredAt, 'es-CO'));
    expect(within(table).getByText('Lee, Mark').closest('tr')!).toHaveTextContent(
      'Esperando respuesta',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
  });

  it('shows loading, then says when nobody was asked', async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((resolve) => {
      release = resolve;
    });
    answersApi(async () => {
      await wait;
      return pageOf([]);
    });
    renderAs('SUPER_ADMIN', '/edrocks/sponsorship?view=recommitment-answers&periodId=2');
    const table = await screen.findByRole('table', { name: 'Recommitment answers 2026-2027' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    release();
    expect(
      await screen.findByText('No sponsor was asked to recommit in this year.'),
    ).toBeInTheDocument();
  });

  it('says so in Spanish when nobody was asked', async () => {
    answersApi(() => pageOf([]));
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    expect(
      await screen.findByText('A ningún padrino se le pidió renovar en este año.'),
    ).toBeInTheDocument();
  });

  it('shows an error and tries again', async () => {
    let isFailing = true;
    answersApi(() =>
      isFailing ? errorBody(500, 'INTERNAL', 'errors.internal') : pageOf([declined]),
    );
    renderAs('SUPER_ADMIN');
    const failure = await screen.findByTestId('error-state');
    expect(failure).toHaveTextContent('We could not load this information.');
    isFailing = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Johnson, Emily')).toBeInTheDocument();
  });

  it('is not offered to sponsors', async () => {
    answersApi();
    renderAs('SPONSOR', '/edrocks/sponsorship');
    expect(await screen.findByText('My students')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Recommitment answers' })).not.toBeInTheDocument();
  });
});

describe('the year the answers show first', () => {
  it('is the newest with requests, else the draft after the available year, else that one', () => {
    expect(defaultAnswersYear([closed, available, draft])?.id).toBe(3);
    const freshDraft = { ...draft, recommited: false };
    const olderDraft = { ...draft, id: 9, startDate: '2020-08-01', recommited: false };
    const plain = { ...closed, recommited: false };
    expect(defaultAnswersYear([plain, available, freshDraft, olderDraft])?.id).toBe(3);
    expect(defaultAnswersYear([closed, available, freshDraft])?.id).toBe(1);
    expect(defaultAnswersYear([plain, available])?.id).toBe(2);
    expect(defaultAnswersYear([])).toBeUndefined();
  });
});
