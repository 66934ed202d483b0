// The attendance report through the real route table, with the API faked at fetch.
import { LEADERSHIP_REPORT_ENDPOINTS, LEADERSHIP_REPORT_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { exportedFile, exportThenPrint } from '../../../test/export-and-print';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import {
  attendancePage,
  coordinatorApi,
  EMILY_ATTENDANCE,
  MATEO_ATTENDANCE,
} from './report-fixtures';

function reportCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.url.pathname === LEADERSHIP_REPORT_PATHS.attendanceReport);
}

function cellTexts(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

afterEach(() => queryClient.clear());

describe('attendance report', () => {
  it('shows the attendance per meeting as a chart with its numbers, and each sponsor by meeting', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, () =>
        attendancePage([EMILY_ATTENDANCE, MATEO_ATTENDANCE]),
      ),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/attendance');
    const grid = await screen.findByRole('table', { name: 'Attendance 2026-2027' }, FIRST_LOAD);

    // The chart is one image described in words; the table beside it has every number.
    const chart = screen.getByRole('region', { name: /Attendance per meeting · 2026-2027/ });
    expect(
      within(chart).getByRole('img', {
        name: /Bar chart of attendance per meeting: 32 of 180 expected attendances in all/,
      }),
    ).toBeInTheDocument();
    const numbers = within(chart).getByRole('table', {
      name: 'Attendance per meeting, in numbers',
    });
    expect(
      within(numbers)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Meeting', 'By code', 'By hand', 'Attended', 'Expected']);
    expect(cellTexts(within(numbers).getByRole('row', { name: /1\. Kickoff 1/ }))).toEqual([
      '12',
      '3',
      '15',
      '20',
    ]);
    expect(cellTexts(within(numbers).getByRole('row', { name: /2\. Kickoff 2/ }))).toEqual([
      '8',
      '1',
      '9',
      '20',
    ]);
    expect(cellTexts(within(numbers).getByRole('row', { name: /10\. Final meeting/ }))).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(cellTexts(within(numbers).getByRole('row', { name: /All meetings/ }))).toEqual([
      '27',
      '5',
      '32',
      '180',
    ]);

    // A cell per meeting, with words for screen readers and a symbol for the eye.
    const row = within(grid).getByRole('row', { name: /Emily Johnson/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Emily Johnson');
    expect(
      within(row).getByRole('cell', { name: 'Kickoff 1: attended, by code' }),
    ).toHaveTextContent('✓');
    expect(
      within(row).getByRole('cell', { name: 'Kickoff 2: attended, marked by hand' }),
    ).toHaveTextContent('✓');
    expect(within(row).getByRole('cell', { name: 'Meeting 1: absent' })).toHaveTextContent('✗');
    expect(within(row).getByRole('cell', { name: 'Meeting 2: upcoming' })).toHaveTextContent('…');
    expect(
      within(row).getByRole('cell', { name: 'Final meeting: not scheduled' }),
    ).toHaveTextContent('—');
    expect(within(row).getByRole('cell', { name: '2 of 10' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Meetings' })).toHaveAttribute(
      'scope',
      'colgroup',
    );
    expect(within(grid).getByRole('columnheader', { name: 'Meeting 7' })).toBeInTheDocument();

    const legend = screen.getByRole('region', { name: 'What the symbols mean' });
    for (const meaning of [/By code: /, /By hand: /, /Absent: /, /Upcoming: /, /Not scheduled: /]) {
      expect(within(legend).getByText(meaning)).toBeInTheDocument();
    }

    // The stand-in is gone; the year filter starts on the available year.
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue(
      '2026-2027 (available year)',
    );
    expect(reportCalls(calls)[0]!.url.searchParams.has('periodId')).toBe(false);
  });

  it('keeps the year and the school in the address and the query', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, ({ url }) =>
        url.searchParams.get('periodId') === '1'
          ? attendancePage([MATEO_ATTENDANCE], { id: 1, name: '2025-2026' })
          : attendancePage([EMILY_ATTENDANCE, MATEO_ATTENDANCE]),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/attendance');
    await screen.findByRole('table', { name: 'Attendance 2026-2027' }, FIRST_LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025-2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'Colegio San José');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        periodId: '1',
        schoolId: '3',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Attendance 2025-2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(reportCalls(calls).at(-1)!.url.searchParams)).toMatchObject({
        periodId: '1',
        schoolId: '3',
      }),
    );
    expect(screen.queryByText('Emily Johnson')).not.toBeInTheDocument();
  });

  it('exports with the current filters, and prints', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, () => attendancePage([EMILY_ATTENDANCE])),
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendanceExport, () =>
        exportedFile('attendance-report.csv', 'Year,Last name\n'),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/attendance?periodId=1&schoolId=3&q=emily');
    await screen.findByRole('table', { name: 'Attendance 2026-2027' }, FIRST_LOAD);

    await exportThenPrint(user, 'CSV');
    const exported = calls.find(
      (call) => call.url.pathname === LEADERSHIP_REPORT_PATHS.attendanceReportExport,
    );
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      periodId: '1',
      schoolId: '3',
      q: 'emily',
      sort: 'sponsor',
      order: 'asc',
      format: 'csv',
    });
  });

  it('says when there is no available year, and retries after an error', async () => {
    let isFailing = true;
    coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, () =>
        isFailing ? errorBody(500, 'INTERNAL', 'errors.internal') : attendancePage([], null),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/attendance');
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

  it('says when no sponsor matches the filters', async () => {
    coordinatorApi(onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, () => attendancePage([])));
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/attendance?schoolId=3');
    expect(
      await screen.findByText(
        'No sponsors match these filters. Change or clear the filters.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('speaks Spanish', async () => {
    coordinatorApi(
      onEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, () => attendancePage([EMILY_ATTENDANCE])),
    );
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/attendance');
    const grid = await screen.findByRole('table', { name: 'Asistencia 2026-2027' }, FIRST_LOAD);
    expect(
      within(grid).getByRole('cell', { name: 'Lanzamiento 1: asistió, con código' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('cell', { name: 'Reunión 1: no asistió' })).toBeInTheDocument();
    expect(within(grid).getByRole('cell', { name: '2 de 10' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Asistencia por reunión, en cifras' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Qué significan los símbolos' })).toBeVisible();
  });
});
