// The coordinators' letters list, like the other lists: a search box, the year, school, village
// and status filters in the address and the query, and the filtered list as CSV or Excel.
import { LETTER_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { exportedFile } from '../../../test/export-and-print';
import { renderApp, signIn } from '../../../test/render-app';
import {
  FIRST_LOAD,
  SAN_JOSE,
  makeLists,
  pageOf,
  yearsAndListsRoutes,
} from '../../../test/screen-fixtures';
import { makeSummary } from './letter-fixtures';

const VEREDA = { id: 5, name: 'Vereda El Roble', countryId: 1, stateId: null };

describe('the letters list of a coordinator', () => {
  it('searches, filters by year, school, village and status, and exports what it shows', async () => {
    const api = mockApi(
      ...yearsAndListsRoutes(makeLists({ schools: [SAN_JOSE], villages: [VEREDA] })),
      onEndpoint(LETTER_ENDPOINTS.list, () => pageOf([makeSummary()])),
      onEndpoint(LETTER_ENDPOINTS.export, () => exportedFile('letters-2026-11-25.csv', 'x')),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/letters');
    await screen.findByRole('table', { name: 'Letters' }, FIRST_LOAD);
    const listCalls = () =>
      api.calls.filter((call) => call.url.pathname === '/edrocks/api/letters');

    const pick = async (name: string, value: string, param: string) => {
      await user.selectOptions(screen.getByRole('combobox', { name }), value);
      await waitFor(() => expect(listCalls().at(-1)!.url.searchParams.get(param)).toBe(value));
    };
    await screen.findByRole('option', { name: '2026-2027' });
    await pick('Year', '2', 'periodId');
    await pick('School', String(SAN_JOSE.id), 'schoolId');
    await pick('Village', String(VEREDA.id), 'villageId');
    await pick('Status', 'delivered', 'status');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by sponsor or student name' }),
      'camilo',
    );
    await waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)!.url.searchParams)).toMatchObject({
        box: 'all',
        periodId: '2',
        schoolId: String(SAN_JOSE.id),
        villageId: String(VEREDA.id),
        status: 'delivered',
        q: 'camilo',
      }),
    );

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
    const exported = api.calls.find((call) => call.url.pathname === '/edrocks/api/letters/export');
    expect(Object.fromEntries(exported!.url.searchParams)).toMatchObject({
      format: 'csv',
      periodId: '2',
      schoolId: String(SAN_JOSE.id),
      villageId: String(VEREDA.id),
      status: 'delivered',
      q: 'camilo',
    });
    expect(within(screen.getByRole('table', { name: 'Letters' })).getAllByRole('row')).toHaveLength(
      2,
    );
  });
});
