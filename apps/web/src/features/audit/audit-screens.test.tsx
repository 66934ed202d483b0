// The audit log screen (super admin) and a record's History section, through the real route
// table with the API faked at fetch: the entries with who, what and when, the filters in the
// request, the empty and error states, and the History opened on a student's screen, in both
// languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUDIT_ENDPOINTS,
  LIST_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type AuditHistory,
  type AuditLogItem,
  type StudentDetails,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_LOAD, makeLists, pageOf } from '../../test/screen-fixtures';

const ENTRY: AuditLogItem = {
  id: 9,
  at: '2026-11-21T15:04:05.000Z',
  actor: { id: 4, name: 'Lucía Restrepo' },
  action: 'update',
  changes: [{ field: 'firstName', before: 'Salomé', after: 'Sara' }],
  reason: null,
  entity: 'student',
  entityId: 12,
  address: '203.0.113.9',
  details: null,
};

afterEach(() => queryClient.clear());

describe('the audit log screen', () => {
  it('lists who did what to which record, and sends the filters', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(AUDIT_ENDPOINTS.list, () =>
        pageOf([
          ENTRY,
          { ...ENTRY, id: 8, actor: { id: null, name: null }, action: 'view', changes: [] },
        ]),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' }, FIRST_LOAD);
    expect(await within(table).findByText('Lucía Restrepo')).toBeVisible();
    expect(within(table).getAllByText('Student #12')).toHaveLength(2);
    expect(within(table).getByText('The system')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'view');
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('action') === 'view')).toBe(true),
    );
  });

  it('says when nothing is recorded, and offers Try again on an error', async () => {
    mockApi(onEndpoint(AUDIT_ENDPOINTS.list, () => pageOf([])));
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/audit-log');
    expect(await screen.findByText('Nothing has been recorded yet.', {}, FIRST_LOAD)).toBeVisible();
    queryClient.clear();
    mockApi(onEndpoint(AUDIT_ENDPOINTS.list, () => errorBody(500, 'INTERNAL', 'errors.internal')));
    renderApp('/edrocks/audit-log?action=view');
    expect(await screen.findByRole('button', { name: 'Try again' }, FIRST_LOAD)).toBeVisible();
  });

  it('is not open to a global admin', async () => {
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/audit-log');
    expect(
      await screen.findByText('You do not have access to this page', { exact: false }, FIRST_LOAD),
    ).toBeVisible();
  });
});

describe('a student’s History', () => {
  it('shows the changes by their labels when opened, in Spanish too', async () => {
    const user = userEvent.setup();
    const history: AuditHistory = {
      items: [
        { ...ENTRY, id: 9 },
        {
          ...ENTRY,
          id: 7,
          // Places by their names, codes and days in the user's language, a photo as a file.
          changes: [
            { field: 'villageId', before: 3, after: 4 },
            { field: 'schoolId', before: null, after: 99 },
            { field: 'gender', before: 'male', after: 'female' },
            { field: 'birthdate', before: '2014-03-08', after: '2014-03-09' },
            { field: 'photoFileId', before: null, after: 51 },
            { field: 'leadershipDistinction', before: false, after: true },
          ],
        },
        {
          ...ENTRY,
          id: 3,
          action: 'create',
          // A creation lists every column; those left unset are not worth a line.
          changes: [
            { field: 'externalId', before: null, after: null },
            { field: 'lastName', before: null, after: 'Giraldo' },
            { field: 'photoFileId', before: null, after: '' },
          ],
        },
      ],
      hasMore: false,
      // School 99 was deleted since: it has no name.
      names: { 'village:3': 'La Esperanza', 'village:4': 'El Rosal' },
    };
    const { calls } = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.get, () => STUDENT),
      onEndpoint(AUDIT_ENDPOINTS.history, () => history),
      onEndpoint(LIST_ENDPOINTS.get, () => makeLists()),
    );
    signIn({ role: 'ADMIN' });
    await changeLanguage('es-CO', { remember: false });
    renderApp('/edrocks/students/12/details');
    const section = await screen.findByRole('button', { name: 'Historial' }, FIRST_LOAD);
    expect(calls.some((call) => call.url.pathname === '/edrocks/api/audit')).toBe(false);
    await user.click(section);
    expect(await screen.findByText('Nombres: Salomé → Sara')).toBeVisible();
    expect(screen.getAllByText('Lucía Restrepo · cambió')).toHaveLength(2);
    expect(screen.getByText('Apellidos: (vacío) → Giraldo')).toBeVisible();
    expect(screen.getByText('Vereda: La Esperanza → El Rosal')).toBeVisible();
    expect(screen.getByText('Colegio: (vacío) → N.º 99')).toBeVisible();
    expect(screen.getByText('Género: Masculino → Femenino')).toBeVisible();
    expect(screen.getByText('Fecha de nacimiento: 8/03/2014 → 9/03/2014')).toBeVisible();
    expect(screen.getByText('Foto: (vacío) → un archivo')).toBeVisible();
    expect(screen.getByText(/: No → Sí$/)).toBeVisible();
    expect(screen.getAllByText(/→/)).toHaveLength(8);
    await changeLanguage('en-US', { remember: false });
  });
});

const STUDENT: StudentDetails = {
  view: 'full',
  id: 12,
  firstName: 'Sara',
  lastName: 'Giraldo',
  fullName: 'Sara Giraldo',
  birthdate: '2014-03-09',
  age: 12,
  gender: 'female',
  grade: '5-fifth',
  status: 'active',
  school: null,
  village: { id: 3, name: 'La Esperanza' },
  photoUrl: null,
  country: { id: 1, code: 'CO', name: 'Colombia' },
  externalId: null,
  leadershipDistinction: false,
  photoFileId: null,
  userId: null,
  sponsors: [],
  paired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
