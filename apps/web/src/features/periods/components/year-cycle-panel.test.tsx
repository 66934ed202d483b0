import { YEAR_CYCLE_ENDPOINTS, type Period } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { ANSWERS, RECOMMIT_PREVIEW, YEARS, renderAs, year, yearsRoute } from './period-fixtures';

const others = YEARS.slice(1);

function fakeApi(
  draft: Partial<Period> = {},
  answers: () => Response | typeof ANSWERS = () => ANSWERS,
) {
  return mockApi(
    yearsRoute(() => [year(3, 2026, 'draft', draft), ...others]),
    onEndpoint(YEAR_CYCLE_ENDPOINTS.summary, answers),
    onEndpoint(YEAR_CYCLE_ENDPOINTS.recommit, () => RECOMMIT_PREVIEW),
  );
}

async function findPanel(name = 'Rolling into a new year') {
  return screen.findByRole('region', { name });
}

describe('rolling into a new year', () => {
  it('lists the steps in order and offers recommit first', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const panel = await findPanel();
    expect(panel).toHaveTextContent(
      '2026-2027 is being prepared while 2025-2026 is the available year.',
    );
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Create the new year and its four lettersDone',
      'Run recommitNot done yetRun recommit for 2026-2027',
      'Watch the answersNot done yetThe sponsors’ answers show here once recommit has run.',
      'Run the upgradeNot done yet',
      'ActivateNot done yet',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Nothing to count before recommit has run.
    expect(calls.some((call) => call.url.pathname.endsWith('/recommitments'))).toBe(false);
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Run recommit for 2026-2027' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Run recommit for 2026-2027?' }),
    ).toBeInTheDocument();
  });

  it("counts the sponsors' answers once recommit has run and offers the upgrade", async () => {
    const { calls } = fakeApi({ recommited: true });
    renderAs('SUPER_ADMIN');
    const panel = await findPanel();
    expect(await within(panel).findByText('Waiting for an answer: 5')).toBeInTheDocument();
    expect(within(panel).getByText('Recommitted: 30')).toBeInTheDocument();
    expect(within(panel).getByText('Changed their mind: 7')).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem', { current: 'step' });
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Run the upgradeNot done yet');
    expect(
      within(panel).getByRole('button', { name: 'Run upgrade for 2026-2027' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/recommitments'))?.url.pathname).toBe(
      '/edrocks/api/periods/3/recommitments',
    );
  });

  it('says the counts are unavailable when they cannot be read, and the list stays', async () => {
    fakeApi({ recommited: true }, () => errorBody(500, 'INTERNAL', 'errors.undefined'));
    renderAs('SUPER_ADMIN');
    const panel = await findPanel();
    expect(
      await within(panel).findByText('The answers cannot be counted right now.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Years' });
    expect(await within(table).findByText('2024-2025')).toBeInTheDocument();
  });

  it('offers the activation last, and marks every answer in', async () => {
    fakeApi({ recommited: true, upgraded: true }, () => ({
      ...ANSWERS,
      totals: { ...ANSWERS.totals, pending: 0 },
    }));
    renderAs('SUPER_ADMIN');
    const panel = await findPanel();
    await within(panel).findByText('Waiting for an answer: 0');
    expect(within(panel).getAllByText('Done')).toHaveLength(4);
    await userEvent.click(within(panel).getByRole('button', { name: 'Activate 2026-2027' }));
    expect(await screen.findByRole('dialog', { name: 'Activate 2026-2027?' })).toHaveTextContent(
      'Recommit has been run for this year.',
    );
  });

  it('is worded in Spanish', async () => {
    fakeApi({ recommited: true });
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    const panel = await findPanel('Paso a un nuevo año');
    expect(await within(panel).findByText('Esperando respuesta: 5')).toBeInTheDocument();
    expect(within(panel).getByText('Cambiaron de opinión: 7')).toBeInTheDocument();
    expect(within(panel).getByText('Seguir las respuestas')).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Ejecutar promoción para 2026-2027' }),
    ).toBeInTheDocument();
  });

  it('is not shown to an admin, nor without a draft after the available year', async () => {
    fakeApi();
    renderAs('ADMIN');
    await screen.findByText('2024-2025');
    expect(screen.queryByRole('region', { name: 'Rolling into a new year' })).toBeNull();
  });

  it('is not shown once the new year is the available one', async () => {
    mockApi(yearsRoute(() => [year(3, 2026, 'available'), year(2, 2025, 'closed')]));
    renderAs('SUPER_ADMIN');
    await screen.findByText('2025-2026');
    expect(screen.queryByRole('region', { name: 'Rolling into a new year' })).toBeNull();
  });
});
