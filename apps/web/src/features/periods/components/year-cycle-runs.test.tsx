import {
  YEAR_CYCLE_ENDPOINTS,
  YEAR_CYCLE_ERRORS,
  type Period,
  type RecommitSummary,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { areaErrorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import {
  RECOMMIT_PREVIEW,
  UPGRADE_PREVIEW,
  YEARS,
  renderAs,
  year,
  yearsRoute,
} from './period-fixtures';

/** The years, whose draft is marked as run once the run has been confirmed. */
function fakeApi(overrides: { recommit?: () => Response; upgrade?: () => Response } = {}) {
  let draft: Period = YEARS[0]!;
  const others = YEARS.slice(1);
  return mockApi(
    yearsRoute(() => [draft, ...others]),
    onEndpoint(YEAR_CYCLE_ENDPOINTS.recommit, ({ body }) => {
      const { dryRun } = body as { dryRun: boolean };
      if (!dryRun && overrides.recommit) return overrides.recommit();
      if (!dryRun) draft = { ...draft, recommited: true };
      return { ...RECOMMIT_PREVIEW, dryRun };
    }),
    onEndpoint(YEAR_CYCLE_ENDPOINTS.upgrade, ({ body }) => {
      const { dryRun } = body as { dryRun: boolean };
      if (!dryRun && overrides.upgrade) return overrides.upgrade();
      if (!dryRun) draft = { ...draft, upgraded: true };
      return { ...UPGRADE_PREVIEW, dryRun };
    }),
  );
}

async function draftRow() {
  const table = await screen.findByRole('table', { name: /Years|Años/ });
  await within(table).findByText('2026-2027');
  return within(table).getAllByRole('row')[1]!;
}

function runBodies(calls: ReturnType<typeof fakeApi>['calls'], run: string) {
  return calls.filter((call) => call.url.pathname.endsWith(`/${run}`)).map((call) => call.body);
}

describe('run recommit', () => {
  it('previews the requests per school and village, then runs it and marks the year done', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run recommit for 2026-2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run recommit for 2026-2027?' });
    expect(
      await within(dialog).findByText('42 sponsorships of 2025-2026 will be asked to recommit.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Each sponsor gets an e-mail/);
    expect(dialog).toHaveTextContent(/This cannot be undone\./);
    const schools = within(dialog).getByRole('table', { name: 'Per school' });
    expect(within(schools).getByRole('row', { name: 'Colegio San José 30' })).toBeInTheDocument();
    const villages = within(dialog).getByRole('table', { name: 'Per village' });
    expect(within(villages).getByRole('row', { name: 'La Palma 17' })).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ask 42 sponsorships to recommit' }),
    );
    expect(
      await screen.findByText(
        'Recommit was run: 42 sponsorships of 2025-2026 were asked to recommit.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await draftRow()).findByText('Recommit done')).toBeInTheDocument();
    expect(runBodies(calls, 'recommit')).toEqual([{ dryRun: true }, { dryRun: false }]);
  });

  it('speaks Spanish', async () => {
    fakeApi();
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Ejecutar renovación para 2026-2027' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Ejecutar la renovación para 2026-2027?',
    });
    expect(
      await within(dialog).findByText('Se pedirá renovar 42 apadrinamientos de 2025-2026.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Cada padrino recibe un correo/);
    expect(within(dialog).getByRole('table', { name: 'Por vereda' })).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pedir renovar 42 apadrinamientos' }),
    );
    expect(
      await screen.findByText(
        'Se ejecutó la renovación: se pidió renovar 42 apadrinamientos de 2025-2026.',
      ),
    ).toBeInTheDocument();
    expect(await within(await draftRow()).findByText('Renovación hecha')).toBeInTheDocument();
  });

  it('shows the refusal of the preview in the dialog, with nothing to confirm', async () => {
    mockApi(
      yearsRoute(),
      onEndpoint(YEAR_CYCLE_ENDPOINTS.recommit, () =>
        areaErrorBody(YEAR_CYCLE_ERRORS.NO_PREVIOUS_YEAR),
      ),
    );
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run recommit for 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no year before this one whose sponsorships could be recommitted.',
    );
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the refusal when it had already run meanwhile', async () => {
    fakeApi({ recommit: () => areaErrorBody(YEAR_CYCLE_ERRORS.ALREADY_RECOMMITED) });
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run recommit for 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Ask 42 sponsorships to recommit' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Recommit has already been run for this year.',
    );
  });

  it('shows a skeleton while the preview loads, and no tables when nothing is to recommit', async () => {
    let answer: (value: RecommitSummary) => void = () => undefined;
    mockApi(
      yearsRoute(),
      onEndpoint(
        YEAR_CYCLE_ENDPOINTS.recommit,
        () => new Promise<RecommitSummary>((resolve) => (answer = resolve)),
      ),
    );
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run recommit for 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    answer({ ...RECOMMIT_PREVIEW, requests: 0, bySchool: [], byVillage: [] });
    expect(
      await within(dialog).findByText('0 sponsorships of 2025-2026 will be asked to recommit.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Ask 0 sponsorships to recommit' }),
    ).toBeInTheDocument();
  });

  it('is not offered to an admin, nor on a closed year', async () => {
    fakeApi();
    renderAs('ADMIN');
    await draftRow();
    expect(screen.queryByRole('button', { name: /Run recommit/ })).not.toBeInTheDocument();
  });

  it('marks a year whose recommit has run instead of offering it', async () => {
    mockApi(yearsRoute(() => [year(3, 2026, 'draft', { recommited: true }), ...YEARS.slice(1)]));
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    expect(within(row).getByText('Recommit done')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Run recommit/ })).not.toBeInTheDocument();
    const closed = within(screen.getByRole('table')).getAllByRole('row')[3]!;
    expect(within(closed).queryByRole('button', { name: /Run/ })).not.toBeInTheDocument();
  });
});

describe('run the student upgrade', () => {
  it('previews each move with the grades in words, then applies it', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run upgrade for 2026-2027' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Run the student upgrade for 2026-2027?',
    });
    expect(
      await within(dialog).findByText('19 students will move up one grade.'),
    ).toBeInTheDocument();
    const moves = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(moves).toEqual([
      '1st grade → 2nd grade: 12',
      '12th grade → College: 4',
      'College → Alumni: 3',
    ]);
    expect(dialog).toHaveTextContent(/This cannot be undone\./);
    expect(dialog).toHaveTextContent(
      '2 sponsorships of students who become alumni end (student left).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 19 students up' }));
    expect(
      await screen.findByText('The upgrade was run: 19 students moved up one grade.'),
    ).toBeInTheDocument();
    expect(await within(await draftRow()).findByText('Upgrade done')).toBeInTheDocument();
    expect(runBodies(calls, 'upgrade')).toEqual([{ dryRun: true }, { dryRun: false }]);
  });

  it('names the grades in Spanish', async () => {
    fakeApi();
    await changeLanguage('es-CO', { remember: false });
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Ejecutar promoción para 2026-2027' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('19 estudiantes pasarán al grado siguiente.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Primero → Segundo: 12')).toBeInTheDocument();
    expect(within(dialog).getByText('Universidad → Egresado: 3')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Pasar 19 estudiantes de grado' }),
    ).toBeInTheDocument();
  });

  it('says when no student is to move up', async () => {
    mockApi(
      yearsRoute(),
      onEndpoint(YEAR_CYCLE_ENDPOINTS.upgrade, () => ({
        moves: [],
        total: 0,
        endingSponsorships: 0,
        dryRun: true,
      })),
    );
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run upgrade for 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('0 students will move up one grade.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a refusal of the run in the dialog', async () => {
    fakeApi({ upgrade: () => areaErrorBody(YEAR_CYCLE_ERRORS.YEAR_CLOSED_FOR_CYCLE) });
    renderAs('SUPER_ADMIN');
    const row = await draftRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Run upgrade for 2026-2027' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Move 19 students up' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This year is closed: recommit and upgrade run on a draft or the available year.',
    );
  });
});
