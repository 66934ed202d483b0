// The data requests screen, through the real route table with the API faked at fetch: the queue
// by due date with the overdue ones flagged and counted, the state filter in the request and in
// the export, a request recorded (the server's field message under its input) and updated, its
// History, read-only for a global admin, closed to an admin, and Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_ENDPOINTS,
  DATA_REQUEST_ENDPOINTS,
  type AuditHistory,
  type DataRequest,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { localToday } from '../../lib/format';
import { errorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { exportedFile } from '../../test/export-and-print';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../test/screen-fixtures';

const LATE: DataRequest = {
  id: 3,
  kind: 'erase',
  person: { userId: null, name: 'Lucía Restrepo', email: 'lucia@example.org' },
  message: 'Borren mis datos.',
  source: 'staff',
  recordedBy: { id: 1, name: 'Ana Admin' },
  receivedOn: '2026-06-01',
  dueOn: '2026-07-01',
  state: 'open',
  note: '',
  isOverdue: true,
  closedAt: null,
};
const FRESH: DataRequest = {
  ...LATE,
  id: 4,
  kind: 'export',
  person: { userId: 9, name: 'Tom Baker', email: 'tom@example.org' },
  receivedOn: '2026-08-01',
  dueOn: '2026-08-31',
  isOverdue: false,
};

const queue = () => ({ ...pageOf([LATE, FRESH]), overdue: 1 });

const HISTORY: AuditHistory = {
  items: [
    {
      id: 40,
      at: '2026-07-02T15:00:00.000Z',
      actor: { id: 1, name: 'Ana Admin' },
      action: 'update',
      changes: [{ field: 'state', before: 'open', after: 'inProgress' }],
      reason: null,
    },
    {
      id: 31,
      at: '2026-06-01T15:00:00.000Z',
      actor: { id: 1, name: 'Ana Admin' },
      action: 'create',
      changes: [
        { field: 'kind', before: null, after: 'erase' },
        { field: 'source', before: null, after: 'staff' },
        { field: 'recordedBy', before: null, after: 1 },
        { field: 'receivedOn', before: null, after: '2026-06-01' },
      ],
      reason: null,
    },
  ],
  hasMore: false,
  names: { 'user:1': 'Ana Admin' },
};

afterEach(() => queryClient.clear());

describe('the data requests screen', () => {
  it('lists by due date, flags and counts the overdue ones, and filters by state', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue));
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/data-requests');
    const table = await screen.findByRole('table', { name: 'Data requests' }, FIRST_LOAD);
    expect(await within(table).findByText('Lucía Restrepo · lucia@example.org')).toBeVisible();
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
    expect(screen.getByText('1 request is overdue.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'done');
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('state') === 'done')).toBe(true),
    );
  });

  it('records a request, showing the server’s field message under its input', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { calls } = mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue),
      onEndpoint(DATA_REQUEST_ENDPOINTS.create, () => {
        tries += 1;
        return tries === 1
          ? errorBody(400, 'VALIDATION', 'errors.validation', {
              issues: [{ path: 'personEmail', message: 'validation.invalidEmail' }],
            })
          : FRESH;
      }),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/data-requests');
    await user.click(await screen.findByRole('button', { name: 'New request' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Record a data request' });
    const posts = () => calls.filter((call) => call.method === 'POST');
    // The day it came defaults to today in the user's own zone.
    expect(within(dialog).getByLabelText(/Date received/)).toHaveValue(localToday());
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tom Baker');
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'tom@');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Checked before it is sent: nothing went to the server.
    expect(await within(dialog).findByText('Invalid email')).toBeVisible();
    expect(posts()).toHaveLength(0);
    await user.type(email, 'example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's refusal lands under its input, and nothing typed is lost.
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await within(dialog).findByText('Invalid email')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Tom Baker');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Request recorded.')).toBeVisible();
    expect(posts().at(-1)?.body).toMatchObject({
      kind: 'export',
      personName: 'Tom Baker',
      personEmail: 'tom@example.org',
      receivedOn: localToday(),
    });
  });

  it('updates a request’s state and note', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue),
      onEndpoint(DATA_REQUEST_ENDPOINTS.update, () => ({ ...LATE, state: 'done' as const })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/data-requests');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Update the request of Lucía Restrepo' },
        FIRST_LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update the request' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'done');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Erased.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Request updated.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      state: 'done',
      note: 'Erased.',
    });
  });

  it('shows a request’s History in its dialog, read when opened', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue),
      onEndpoint(AUDIT_ENDPOINTS.history, () => HISTORY),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/data-requests');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Update the request of Lucía Restrepo' },
        FIRST_LOAD,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update the request' });
    expect(within(dialog).getByText('Borren mis datos.')).toBeVisible();
    const historyCalls = () => calls.filter((call) => call.url.pathname === '/edrocks/api/audit');
    expect(historyCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'History' }));
    // Codes in the screen's words, the recorder by name, the day in the user's language.
    expect(await within(dialog).findByText('State: Open → In progress')).toBeVisible();
    expect(within(dialog).getByText('Request: (empty) → Erase their data')).toBeVisible();
    expect(
      within(dialog).getByText('How it came: (empty) → Recorded by a coordinator'),
    ).toBeVisible();
    expect(within(dialog).getByText('Recorded by: (empty) → Ana Admin')).toBeVisible();
    expect(within(dialog).getByText('Date received: (empty) → Jun 1, 2026')).toBeVisible();
    expect(Object.fromEntries(historyCalls()[0]!.url.searchParams)).toEqual({
      entity: 'dataRequest',
      id: String(LATE.id),
    });
  });

  it('exports the queue with its filters', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue),
      onEndpoint(DATA_REQUEST_ENDPOINTS.export, () =>
        exportedFile('data-requests-2026-08-02.xlsx', 'x'),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/data-requests');
    await screen.findByRole('table', { name: 'Data requests' }, FIRST_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'open');
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('state') === 'open')).toBe(true),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
    } finally {
      save.mockRestore();
      vi.unstubAllGlobals();
    }
    const exported = calls.find(
      (call) => call.url.pathname === '/edrocks/api/data-requests/export',
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toMatchObject({
      format: 'xlsx',
      state: 'open',
    });
  });

  it('is read-only for a global admin, who views a request and its History', async () => {
    const user = userEvent.setup();
    mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, queue),
      onEndpoint(AUDIT_ENDPOINTS.history, () => HISTORY),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/data-requests');
    await screen.findByRole('table', { name: 'Data requests' }, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Update the request/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'View the request of Tom Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'The request of Tom Baker' });
    expect(within(dialog).getByText('A copy of their data')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'History' }));
    expect(await within(dialog).findByText('State: Open → In progress')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is closed to an admin', async () => {
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/data-requests');
    expect(
      await screen.findByText('You do not have access to this page', { exact: false }, FIRST_LOAD),
    ).toBeVisible();
  });

  it('reads in Spanish, with the empty state', async () => {
    mockApi(onEndpoint(DATA_REQUEST_ENDPOINTS.list, () => ({ ...pageOf([]), overdue: 0 })));
    signIn({ role: 'SUPER_ADMIN' });
    await changeLanguage('es-CO', { remember: false });
    renderApp('/edrocks/data-requests');
    expect(
      await screen.findByText(/Aún no hay solicitudes de datos/, {}, FIRST_LOAD),
    ).toBeVisible();
    await changeLanguage('en-US', { remember: false });
  });
});
