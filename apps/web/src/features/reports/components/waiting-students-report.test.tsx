// The students waiting report through the real route table, with the API faked at fetch:
// loading, rows, empty and no-match states, an error with Try again, filters and sort in the
// address and the query, export and print, Spanish.
import { REPORT_ENDPOINTS, REPORT_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { exportedFile, exportThenPrint } from '../../../test/export-and-print';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { BRUNO, coordinatorApi, DARIO, waitingPage } from './report-fixtures';

function reportCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url.pathname === REPORT_PATHS.waitingStudentsReport);
}

afterEach(() => queryClient.clear());

describe('students waiting report', () => {
  it('shows a skeleton, then each student with how long they have waited', async () => {
    // The answer waits until the skeleton has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.waitingStudents, async () => {
        await answered;
        return waitingPage([BRUNO, DARIO]);
      }),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/reports/students_waiting');
    await waitFor(() => expect(reportCalls(calls)).not.toHaveLength(0), FIRST_LOAD);
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    answer();
    const table = await screen.findByRole(
      'table',
      { name: 'Students waiting for a sponsor 2026-2027' },
      FIRST_LOAD,
    );
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Students waiting');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student', 'Grade', 'Village', 'School', 'Waiting since', 'Days waiting']);
    const bruno = within(table).getByRole('row', { name: /Bruno Bernal/ });
    expect(within(bruno).getByRole('cell', { name: '116 days' })).toBeVisible();
    const dario = within(table).getByRole('row', { name: /Darío Duarte/ });
    expect(within(dario).getByRole('cell', { name: '1 day' })).toBeVisible();
    expect(within(dario).getByRole('cell', { name: 'Colegio San José' })).toBeVisible();
    expect(screen.getByText(/Days waiting count from the latest of/)).toBeVisible();
  });

  it('keeps the filters and the sort in the address and sends them to the server', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.waitingStudents, () => waitingPage([BRUNO])),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/reports/students_waiting?periodId=2');
    await screen.findByRole('table', { name: /Students waiting/ }, FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Village' }), 'Vereda El Roble');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting at least' }), '90 days');
    await user.click(screen.getByRole('button', { name: 'Student' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
        periodId: '2',
        villageId: '7',
        minDays: '90',
        sort: 'student',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(reportCalls(calls).at(-1)!.url.searchParams)).toMatchObject({
        periodId: '2',
        villageId: '7',
        minDays: '90',
        sort: 'student',
        order: 'asc',
      }),
    );
  });

  it('says when no student matches, and clears the filters', async () => {
    coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.waitingStudents, ({ url }) =>
        url.searchParams.has('minDays') ? waitingPage([]) : waitingPage([BRUNO]),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/reports/students_waiting?minDays=365');
    expect(
      await screen.findByText(
        'No students match these filters. Change or clear the filters.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Clear/ }));
    expect(await screen.findByRole('row', { name: /Bruno Bernal/ })).toBeInTheDocument();
  });

  it('says when every student has a sponsor', async () => {
    coordinatorApi(onEndpoint(REPORT_ENDPOINTS.waitingStudents, () => waitingPage([])));
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/reports/students_waiting');
    expect(
      await screen.findByText('Every active student has a sponsor in this year.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('retries after an error, and says when there is no available year', async () => {
    let isFailing = true;
    coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.waitingStudents, () =>
        isFailing ? errorBody(500, 'INTERNAL', 'errors.internal') : waitingPage([], null),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/reports/students_waiting');
    const alert = await screen.findByTestId('error-state', {}, FIRST_LOAD);
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'There is no available year yet. A super admin activates one in Years.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports with the current filters, and prints', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.waitingStudents, () => waitingPage([BRUNO])),
      onEndpoint(REPORT_ENDPOINTS.waitingStudentsExport, () =>
        exportedFile('students-waiting.csv', 'Year\n'),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/reports/students_waiting?schoolId=3&minDays=30');
    await screen.findByRole('table', { name: /Students waiting/ }, FIRST_LOAD);

    await exportThenPrint(user, 'CSV');
    const exported = calls.find(
      (call) => call.url.pathname === REPORT_PATHS.waitingStudentsReportExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      schoolId: '3',
      minDays: '30',
      sort: 'waiting',
      order: 'asc',
      format: 'csv',
    });
  });

  it('speaks Spanish', async () => {
    coordinatorApi(onEndpoint(REPORT_ENDPOINTS.waitingStudents, () => waitingPage([BRUNO, DARIO])));
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/reports/students_waiting');
    const table = await screen.findByRole(
      'table',
      { name: 'Estudiantes en espera de padrino o madrina 2026-2027' },
      FIRST_LOAD,
    );
    expect(within(table).getByRole('cell', { name: '116 días' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '1 día' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Vereda' })).toBeInTheDocument();
  });
});
