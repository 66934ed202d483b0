import { PERIOD_ENDPOINTS, type Period } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderAs, year } from './period-fixtures';

const years = [year(3, 2026, 'draft'), year(2, 2025, 'available'), year(1, 2024, 'closed')];

function fakeApi(
  activate: () => Response | Period = () => ({ ...years[0]!, status: 'available' }),
) {
  return mockApi(
    onEndpoint(PERIOD_ENDPOINTS.list, () => ({
      items: years,
      total: 3,
      totalKind: 'exact' as const,
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
    })),
    onEndpoint(PERIOD_ENDPOINTS.activate, activate),
    onEndpoint(PERIOD_ENDPOINTS.create, ({ body }) => ({
      ...year(4, 2027, 'draft'),
      ...(body as object),
    })),
  );
}

describe('years list', () => {
  it('shows the years newest first with their status and dates as calendar days', async () => {
    fakeApi();
    renderAs('ADMIN');
    await screen.findByText('2024-2025');
    const table = screen.getByRole('table', { name: 'Years' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2026-2027',
      '2025-2026',
      '2024-2025',
    ]);
    expect(within(rows[1]!).getByText('Available')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Aug 1, 2026')).toBeInTheDocument();
    // An admin reads only.
    expect(screen.queryByRole('button', { name: 'New year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
  });

  it('activates a draft after a confirmation naming the year that closes', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate 2026-2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate 2026-2027?' });
    expect(dialog).toHaveTextContent(
      '2026-2027 becomes the available year; 2025-2026 closes. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate 2026-2027' }));
    expect(await screen.findByText('2026-2027 is now the available year.')).toBeInTheDocument();
    const activation = calls.find((call) => call.method === 'POST');
    expect(activation?.url.pathname).toBe('/edrocks/api/periods/3/activate');
    expect(activation?.body).toEqual({ closingPeriodId: 2 });
  });

  it('says "already available year" when another activation won', async () => {
    fakeApi(() => errorBody(409, 'ALREADY_AVAILABLE_YEAR', 'errors.alreadyAvailableYear'));
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate 2026-2027' }));
    expect(await screen.findByText('already available year')).toBeInTheDocument();
  });

  it('suggests the year after the newest in "New year" and creates it', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'New year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New year' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('2027-2028'));
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2027-08-01');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('2028-07-31');
    await userEvent.clear(within(dialog).getByLabelText(/^End date/));
    await userEvent.type(within(dialog).getByLabelText(/^End date/), '2027-07-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end date must be after the start date'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^End date/));
    await userEvent.type(within(dialog).getByLabelText(/^End date/), '2028-07-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
  });
});
