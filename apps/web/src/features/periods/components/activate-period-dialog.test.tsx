import { PERIOD_ENDPOINTS, YEAR_CYCLE_ERRORS, type Period } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { areaErrorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { YEARS, renderAs, year, yearsRoute } from './period-fixtures';

/** The activation refuses once (recommit not run, 12 sponsorships), then goes ahead. */
function fakeApi(years: Period[] = YEARS, language: 'en-US' | 'es-CO' = 'en-US') {
  return mockApi(
    yearsRoute(() => years),
    onEndpoint(PERIOD_ENDPOINTS.activate, ({ body }) =>
      (body as { endingSponsorships?: number }).endingSponsorships === undefined
        ? areaErrorBody(YEAR_CYCLE_ERRORS.RECOMMIT_NOT_RUN, { language, params: { count: 12 } })
        : { ...years[0]!, status: 'available' as const },
    ),
  );
}

async function openActivation(name: string, dialogName: string) {
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText('2026-2027')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('activating a year', () => {
  it('says whether recommit and the upgrade have run for it', async () => {
    fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openActivation('Activate 2026-2027', 'Activate 2026-2027?');
    expect(dialog).toHaveTextContent('Recommit has not been run for this year.');
    expect(dialog).toHaveTextContent('Student upgrade has not been run for this year.');
  });

  it('says so once they have run', async () => {
    fakeApi([year(3, 2026, 'draft', { recommited: true, upgraded: true }), ...YEARS.slice(1)]);
    renderAs('SUPER_ADMIN');
    const dialog = await openActivation('Activate 2026-2027', 'Activate 2026-2027?');
    expect(dialog).toHaveTextContent('Recommit has been run for this year.');
    expect(dialog).toHaveTextContent('Student upgrade has been run for this year.');
  });

  it('asks again, naming the sponsorships that end, when recommit has not run', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openActivation('Activate 2026-2027', 'Activate 2026-2027?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate 2026-2027' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Recommit has not been run for this year. Sponsorships of the current year that would not carry over: 12.',
    );
    expect(
      within(dialog).queryByRole('button', { name: 'Activate 2026-2027' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'End 12 sponsorships and activate' }),
    );
    expect(await screen.findByText('2026-2027 is now the available year.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { closingPeriodId: 2 },
      { closingPeriodId: 2, endingSponsorships: 12 },
    ]);
  });

  it('forgets the refusal when cancelled', async () => {
    fakeApi();
    renderAs('SUPER_ADMIN');
    let dialog = await openActivation('Activate 2026-2027', 'Activate 2026-2027?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate 2026-2027' }));
    await within(dialog).findByRole('button', { name: 'End 12 sponsorships and activate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openActivation('Activate 2026-2027', 'Activate 2026-2027?');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Activate 2026-2027' })).toBeInTheDocument();
  });

  it('is worded in Spanish', async () => {
    fakeApi(YEARS, 'es-CO');
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    const dialog = await openActivation('Activar 2026-2027', '¿Activar 2026-2027?');
    expect(dialog).toHaveTextContent('La renovación no se ha ejecutado para este año.');
    expect(dialog).toHaveTextContent(
      'La promoción de estudiantes no se ha ejecutado para este año.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar 2026-2027' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Apadrinamientos del año actual que no continuarían: 12.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Terminar 12 apadrinamientos y activar' }),
    ).toBeInTheDocument();
  });
});
