// The completion report through the real route table, with the API faked at fetch.
import { LEADERSHIP_REPORT_ENDPOINTS, LEADERSHIP_REPORT_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { exportedFile, exportThenPrint } from '../../../test/export-and-print';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import {
  completionPage,
  coordinatorApi,
  EMILY_COMPLETION,
  MATEO_COMPLETION,
  SOFIA_COMPLETION,
} from './report-fixtures';

function reportCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url.pathname === LEADERSHIP_REPORT_PATHS.completionReport);
}

afterEach(() => queryClient.clear());

describe('completion report', () => {
  it('shows meetings, assessments and letters of each sponsor, the distinction and what is missing', async () => {
    coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completion, () =>
        completionPage([EMILY_COMPLETION, MATEO_COMPLETION, SOFIA_COMPLETION]),
      ),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/leadership_report');
    const grid = await screen.findByRole(
      'table',
      { name: 'Completion report 2026-2027' },
      FIRST_LOAD,
    );
    expect(screen.getByTestId('distinction-summary')).toHaveTextContent(
      '1 of 3 sponsors hold the leadership distinction',
    );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Sponsor',
      'School',
      'Meetings',
      'Assessments',
      'Letters',
      'Distinction',
      'Missing',
    ]);

    const emily = within(grid).getByRole('row', { name: /Emily Johnson/ });
    expect(
      within(emily)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Colegio San José',
      '1 of 10',
      '1 of 5',
      '3 of 4',
      'No',
      '9 meetings, 4 assessments, 1 letter',
    ]);
    const link = within(emily).getByRole('link', { name: 'Emily Johnson' });
    expect(link).toHaveAttribute('href', '/edrocks/sponsors/21/assessments');
    expect(link).toHaveAccessibleDescription("Opens the sponsor's assessments");

    const sofia = within(grid).getByRole('row', { name: /Sofía Pérez/ });
    expect(within(sofia).getByRole('cell', { name: '2 meetings, 1 assessment' })).toBeVisible();

    const mateo = within(grid).getByRole('row', { name: /Mateo Ruiz/ });
    expect(within(mateo).getByRole('cell', { name: 'Yes' })).toHaveAttribute(
      'data-distinction',
      'true',
    );
    expect(within(mateo).getByRole('cell', { name: 'Nothing: complete' })).toBeVisible();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it('filters by distinction in the address and the query, and carries the year to a sponsor', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completion, ({ url }) =>
        url.searchParams.get('distinction') === 'without'
          ? completionPage([EMILY_COMPLETION, SOFIA_COMPLETION], { withDistinction: 0 })
          : completionPage([EMILY_COMPLETION, MATEO_COMPLETION, SOFIA_COMPLETION]),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/leadership_report?periodId=1');
    await screen.findByRole('table', { name: /Completion report/ }, FIRST_LOAD);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Distinction' }),
      'Without the distinction',
    );
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        periodId: '1',
        distinction: 'without',
      }),
    );
    expect(
      await screen.findByText('0 of 2 sponsors hold the leadership distinction'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(reportCalls(calls).at(-1)!.url.searchParams)).toMatchObject({
      periodId: '1',
      distinction: 'without',
    });
    expect(screen.getByRole('link', { name: 'Emily Johnson' })).toHaveAttribute(
      'href',
      '/edrocks/sponsors/21/assessments?periodId=1',
    );
  });

  it('exports with the current filters, and prints', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completion, () => completionPage([EMILY_COMPLETION])),
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completionExport, () =>
        exportedFile('completion-report.xlsx', 'Year\n'),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/leadership_report?schoolId=3&distinction=with');
    await screen.findByRole('table', { name: /Completion report/ }, FIRST_LOAD);

    await exportThenPrint(user, 'Excel');
    const exported = calls.find(
      (call) => call.url.pathname === LEADERSHIP_REPORT_PATHS.completionReportExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      schoolId: '3',
      distinction: 'with',
      sort: 'sponsor',
      order: 'asc',
      format: 'xlsx',
    });
  });

  it('speaks Spanish', async () => {
    coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.completion, () =>
        completionPage([EMILY_COMPLETION, SOFIA_COMPLETION]),
      ),
    );
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/leadership_report');
    const grid = await screen.findByRole(
      'table',
      { name: 'Informe de cumplimiento 2026-2027' },
      FIRST_LOAD,
    );
    expect(screen.getByTestId('distinction-summary')).toHaveTextContent(
      '0 de 2 padrinos tienen la distinción de liderazgo',
    );
    const sofia = within(grid).getByRole('row', { name: /Sofía Pérez/ });
    expect(within(sofia).getByRole('cell', { name: '8 de 10' })).toBeVisible();
    expect(within(sofia).getByRole('cell', { name: '2 reuniones, 1 evaluación' })).toBeVisible();
    expect(within(grid).getByRole('columnheader', { name: 'Le falta' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Distinción' })).toBeInTheDocument();
  });
});
