import { PERIOD_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { YEARS, renderAs, yearsRoute } from './period-fixtures';

function fakeApi() {
  return mockApi(
    yearsRoute(),
    onEndpoint(PERIOD_ENDPOINTS.update, ({ body }) => ({ ...YEARS[0]!, ...(body as object) })),
  );
}

describe('the rule for unanswered requests', () => {
  it('is edited with the year and sent with it', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 2026-2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit year' });
    const rule = await within(dialog).findByLabelText(/^Unanswered requests at activation/);
    expect(rule).toHaveValue('carry');
    expect(
      within(rule)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Carry the sponsorship over', 'End the sponsorship']);
    await userEvent.selectOptions(rule, 'End the sponsorship');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/edrocks/api/periods/3');
    expect(patch?.body).toEqual({
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      unansweredRule: 'end',
    });
  });

  it('is worded in Spanish', async () => {
    fakeApi();
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar 2026-2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar año' });
    const rule = await within(dialog).findByLabelText(/^Solicitudes sin respuesta al activar/);
    expect(
      within(rule)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Continuar el apadrinamiento', 'Terminar el apadrinamiento']);
  });

  it('is not asked of a new year', async () => {
    fakeApi();
    renderAs('SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'New year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New year' });
    await within(dialog).findByLabelText(/^Name/);
    expect(within(dialog).queryByLabelText(/^Unanswered requests/)).not.toBeInTheDocument();
  });
});
