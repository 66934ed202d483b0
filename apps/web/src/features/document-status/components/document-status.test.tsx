// The document status screen through the real route table, with the API faked at fetch.
import {
  DOCUMENT_STATUS_ENDPOINTS,
  type DocumentStatusPage,
  type DocumentStatusRow,
  DOCUMENT_STATUS_PATHS,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import {
  errorBody,
  mockApi,
  onEndpoint,
  type MockRoute,
  type RecordedCall,
} from '../../../test/api-mock';
import { exportedFile, exportThenPrint } from '../../../test/export-and-print';
import { renderApp, signIn } from '../../../test/render-app';
import {
  FIRST_LOAD,
  makeLists,
  pageOf,
  SAN_JOSE,
  yearsAndListsRoutes,
} from '../../../test/screen-fixtures';

const LISTS = makeLists({
  schools: [SAN_JOSE],
  villages: [{ id: 5, name: 'Vereda El Rosal', countryId: 1, stateId: null }],
});

const school = { id: 3, name: 'Colegio San José' };
const emily: DocumentStatusRow = {
  sponsor: { id: 21, firstName: 'Emily', lastName: 'Johnson', fullName: 'Emily Johnson' },
  school,
  students: [
    {
      id: 11,
      fullName: 'Ana Gómez',
      village: { id: 5, name: 'Vereda El Rosal' },
      hasGuardianAuthorisation: false,
    },
  ],
  agreements: [
    { key: 'commitment', state: 'done' },
    { key: 'media', state: 'missing' },
  ],
  parentAgreement: 'notNeeded',
  photo: 'done',
  sent: ['done', 'late', 'notDue', 'notDue'],
  answered: ['done', 'missing', 'notDue', 'notDue'],
  outstanding: 3,
};
const mateo: DocumentStatusRow = {
  sponsor: { id: 22, firstName: 'Mateo', lastName: 'Ruiz', fullName: 'Mateo Ruiz' },
  school,
  students: [],
  agreements: [
    { key: 'commitment', state: 'done' },
    { key: 'media', state: 'done' },
  ],
  parentAgreement: 'done',
  photo: 'done',
  sent: ['notNeeded', 'notNeeded', 'notNeeded', 'notNeeded'],
  answered: ['notNeeded', 'notNeeded', 'notNeeded', 'notNeeded'],
  outstanding: 0,
};
const sofia: DocumentStatusRow = {
  ...mateo,
  sponsor: { id: 23, firstName: 'Sofía', lastName: 'Pérez', fullName: 'Sofía Pérez' },
  students: [
    {
      id: 12,
      fullName: 'Luis Mora',
      village: { id: 5, name: 'Vereda El Rosal' },
      hasGuardianAuthorisation: true,
    },
  ],
  parentAgreement: 'missing',
  photo: 'missing',
  sent: ['done', 'done', 'notDue', 'notDue'],
  answered: ['done', 'done', 'notDue', 'notDue'],
  outstanding: 2,
};

/** A minor whose parent contact or signature waits for a coordinator: nothing else to do. */
const mia: DocumentStatusRow = {
  ...mateo,
  sponsor: { id: 24, firstName: 'Mia', lastName: 'Moore', fullName: 'Mia Moore' },
  parentAgreement: 'toCheck',
  outstanding: 1,
};

function gridOf(items: DocumentStatusRow[]): DocumentStatusPage {
  return {
    ...pageOf(items),
    columns: {
      year: { id: 2, name: '2026-2027' },
      agreements: [
        { key: 'commitment', title: 'Commitment' },
        { key: 'media', title: 'Photo release' },
      ],
      parentAgreement: true,
      letters: [1, 2, 3, 4].map((number) => ({
        number,
        title: `Letter ${number}`,
        dueDate: number === 2 ? '2026-11-15' : null,
        answerDueDate: number === 2 ? '2026-12-15' : null,
      })),
    },
  };
}

function coordinatorApi(...routes: MockRoute[]) {
  return mockApi(...routes, ...yearsAndListsRoutes(LISTS));
}

function gridCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url.pathname === DOCUMENT_STATUS_PATHS.documentStatus);
}

afterEach(() => queryClient.clear());

describe('document status', () => {
  it('shows each cell with a symbol and its words, the due dates and the legend', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily, mateo])),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/document_status');
    const table = await screen.findByRole(
      'table',
      { name: /Document status 2026-2027/ },
      FIRST_LOAD,
    );

    // The sponsor names the row; every cell says what it is about and its state.
    const row = within(table).getByRole('row', { name: /Emily Johnson/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Emily Johnson');
    // Ana's guardian has not authorised the processing of her data: flagged beside her name.
    expect(within(row).getByTestId('guardian-missing')).toHaveTextContent(
      "No guardian's authorisation on file",
    );
    expect(within(row).getByRole('cell', { name: 'Letter 2 sent: late' })).toHaveTextContent('!');
    expect(within(row).getByRole('cell', { name: 'Letter 2 answered: missing' })).toHaveTextContent(
      '✗',
    );
    expect(within(row).getByRole('cell', { name: 'Photo release: missing' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Commitment: done' })).toHaveTextContent('✓');
    expect(within(row).getByRole('cell', { name: 'Letter 3 sent: not due yet' })).toHaveTextContent(
      '…',
    );
    expect(
      within(row).getByRole('cell', { name: 'Parent agreement: not needed' }),
    ).toHaveTextContent('—');
    expect(row).toHaveTextContent('Ana Gómez (Vereda El Rosal)');
    expect(row).toHaveTextContent('3 missing, late or to check');

    // Grouped headers, with the letters' due dates.
    expect(
      within(table).getByRole('columnheader', { name: 'Letters sent by the sponsor' }),
    ).toHaveAttribute('scope', 'colgroup');
    expect(
      within(table).getByRole('columnheader', { name: /Letter 2\s*Due Nov 15, 2026/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: /Letter 2\s*Due Dec 15, 2026/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Parent agreement' })).toBeVisible();

    // The legend explains every symbol in words.
    const legend = screen.getByRole('region', { name: 'What the symbols mean' });
    for (const meaning of [
      /Done: the document is there/,
      /Missing: it is needed now/,
      /Late: a letter that is past its due date/,
      /Not due yet/,
      /Not needed/,
      /To check: a parent agreement waits for a coordinator/,
    ]) {
      expect(within(legend).getByText(meaning)).toBeInTheDocument();
    }

    // The stand-in is gone; the year filter starts on the available year.
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue(
      '2026-2027 (available year)',
    );
    expect(gridCalls(calls)[0]!.url.searchParams.has('periodId')).toBe(false);
  });

  it('"Only missing" goes into the URL and the query, and says when nothing matches', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, ({ url }) =>
        gridOf(url.searchParams.get('onlyMissing') === 'true' ? [] : [emily, mateo]),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/document_status?villageId=5');
    await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);

    await user.click(screen.getByRole('switch', { name: 'Only missing' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('onlyMissing')).toBe('true'),
    );
    await waitFor(() =>
      expect(gridCalls(calls).at(-1)!.url.searchParams.get('onlyMissing')).toBe('true'),
    );
    expect(gridCalls(calls).at(-1)!.url.searchParams.get('villageId')).toBe('5');
    expect(
      await screen.findByText('No sponsors match these filters. Change or clear the filters.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Emily Johnson')).toBeInTheDocument();
  });

  it('sends reminders to the selected sponsors after a confirmation with counts', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily, mateo, sofia])),
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.reminders, () => ({
        queued: 3,
        skipped: 0,
        alreadyRemindedToday: 0,
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status');
    await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeDisabled();
    // Luis's guardian authorisation is on file: nothing is flagged on Sofía's row.
    expect(
      within(screen.getByRole('row', { name: /Sofía Pérez/ })).queryByTestId('guardian-missing'),
    ).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Emily Johnson' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sofía Pérez' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select every sponsor on this page' }),
    ).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('button', { name: 'Send reminders (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send reminders' });
    expect(dialog).toHaveTextContent(
      'Up to 3 people will get an e-mail listing what is missing or late:',
    );
    expect(dialog).toHaveTextContent('2 sponsors');
    expect(dialog).toHaveTextContent('up to 1 student whose letter answers are missing or late');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Reminders queued: 3')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      periodId: 2,
      sponsorIds: [21, 23],
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select Emily Johnson' })).not.toBeChecked(),
    );
  });

  it('tells the coordinator when the reminders already went today', async () => {
    coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily, mateo, sofia])),
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.reminders, () => ({
        queued: 0,
        skipped: 0,
        alreadyRemindedToday: 2,
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status');
    await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select Emily Johnson' }));
    await user.click(screen.getByRole('button', { name: 'Send reminders (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminders' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(
      await screen.findByText(
        'Everyone selected already got a reminder today for what is missing. Nothing was sent again; the next reminder can go tomorrow.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Reminders queued: 0')).not.toBeInTheDocument();
  });

  it('shows a parent agreement to check, and reminds nobody of what waits for a coordinator', async () => {
    coordinatorApi(onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([mia])));
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status');
    const table = await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Mia Moore/ });
    expect(within(row).getByRole('cell', { name: 'Parent agreement: to check' })).toHaveTextContent(
      '?',
    );
    expect(row).toHaveTextContent('1 missing, late or to check');
    await user.click(screen.getByRole('checkbox', { name: 'Select Mia Moore' }));
    await user.click(screen.getByRole('button', { name: 'Send reminders (1)' }));
    expect(
      await screen.findByText(
        'The selected sponsors have nothing missing or late. Nobody needs a reminder.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects the whole page, and shows the server refusal in words', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily, mateo, sofia])),
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.reminders, () =>
        errorBody(404, 'NOT_FOUND', 'errors.notFound'),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status');
    await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select every sponsor on this page' }));
    await user.click(screen.getByRole('button', { name: 'Send reminders (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminders' });
    expect(dialog).toHaveTextContent(
      '1 selected sponsor has nothing missing or late and will be skipped.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('We could not find what you asked for.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      periodId: 2,
      sponsorIds: [21, 22, 23],
    });
  });

  it('exports with the current search and filters, and prints', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily])),
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.export, () =>
        exportedFile('document-status.csv', 'Sponsor,School\n'),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status?periodId=1&schoolId=3&onlyMissing=true&q=emily');
    await screen.findByRole('table', { name: /Document status/ }, FIRST_LOAD);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1');

    await exportThenPrint(user, 'Excel');
    const exported = calls.find(
      (call) => call.url.pathname === DOCUMENT_STATUS_PATHS.documentStatusExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      periodId: '1',
      schoolId: '3',
      onlyMissing: 'true',
      q: 'emily',
      sort: 'sponsor',
      order: 'asc',
      format: 'xlsx',
    });
  });

  it('says when there is no available year, and retries after an error', async () => {
    let isFailing = true;
    coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => {
        if (isFailing) return errorBody(500, 'INTERNAL', 'errors.internal');
        return { ...gridOf([]), columns: { ...gridOf([]).columns, year: null } };
      }),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/document_status');
    const alert = await screen.findByTestId('error-state', {}, FIRST_LOAD);
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'There is no available year yet. A super admin activates one in Years.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send reminders/ })).not.toBeInTheDocument();
  });

  it('pages on the server with cursors, counting "more than" a floor', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, ({ url }) => ({
        ...gridOf(url.searchParams.get('cursor') === 'c2' ? [mateo] : [emily]),
        total: 10_000,
        totalKind: 'atLeast' as const,
        page: Number(url.searchParams.get('page') ?? 1),
        next: url.searchParams.get('cursor') === 'c2' ? 'c3' : 'c2',
        previous: url.searchParams.get('cursor') === 'c2' ? 'c1' : null,
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/document_status');
    expect(await screen.findByText('1-50 of more than 10,000', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByText('Mateo Ruiz')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&cursor=c2');
    expect(Object.fromEntries(gridCalls(calls).at(-1)!.url.searchParams)).toEqual({
      sort: 'sponsor',
      order: 'asc',
      page: '2',
      pageSize: '50',
      cursor: 'c2',
    });
  });

  it('speaks Spanish', async () => {
    coordinatorApi(onEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, () => gridOf([emily])));
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/document_status');
    const table = await screen.findByRole(
      'table',
      { name: /Estado de documentos 2026-2027/ },
      FIRST_LOAD,
    );
    expect(within(table).getByRole('cell', { name: 'Carta 2 enviada: atrasado' })).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: /Letter 2\s*Vence el 15\/11\/2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué significan los símbolos' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Solo pendientes' })).toBeInTheDocument();
  });
});
