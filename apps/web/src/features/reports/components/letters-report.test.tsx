// The letters report through the real route table, with the API faked at fetch: the totals, a
// row per letter and direction with its title in the screen's language, the chart, the letters
// sent per month, the direction filter in the address and the request, and the empty state.
import { REPORT_ENDPOINTS, REPORT_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { coordinatorApi, FIRST_ANSWER, FIRST_LETTER, lettersPage } from './report-fixtures';

afterEach(() => queryClient.clear());

describe('letters report', () => {
  it('shows the totals, the chart and a row per letter and direction', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.letters, () => lettersPage([FIRST_LETTER, FIRST_ANSWER])),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/reports/letters');
    const table = await screen.findByRole('table', { name: 'Letters 2026-2027' }, FIRST_LOAD);
    expect(screen.getByTestId('letters-totals')).toHaveTextContent(
      'In all: 4 sent, 1 in review, 6 late, 5 due soon.',
    );
    expect(
      screen.getByRole('img', { name: /Bar chart of the letters sent, in review/ }),
    ).toBeVisible();
    const answer = within(table).getByRole('row', { name: /Student to sponsor/ });
    expect(
      within(answer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Student to sponsor', 'About me', 'Nov 1, 2026', '1', '0', '4', '0']);
    expect(within(answer).getByRole('rowheader')).toHaveTextContent('Letter 1');

    // The letters sent per month: the chart, and the table with each number.
    const months = screen.getByRole('table', { name: 'Letters sent per month 2026-2027' });
    expect(
      screen.getByRole('img', { name: /Bar chart of the letters sent each month/ }),
    ).toBeVisible();
    const october = within(months).getByRole('row', { name: /Oct 2026/ });
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '2']);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Direction' }),
      'Sponsor to student',
    );
    await waitFor(() => expect(router.state.location.search).toContain('writer=sponsor'));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === REPORT_PATHS.lettersReport)
          .at(-1)!
          .url.searchParams.get('writer'),
      ).toBe('sponsor'),
    );
    expect(screen.getByRole('combobox', { name: "Sponsor's school" })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "Student's village" })).toBeInTheDocument();
  });

  it('reads in Spanish, with the titles the year gave in Spanish', async () => {
    coordinatorApi(onEndpoint(REPORT_ENDPOINTS.letters, () => lettersPage([FIRST_LETTER])));
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SUPER_ADMIN', language: 'es-CO' });
    renderApp('/edrocks/reports/letters');
    const table = await screen.findByRole('table', { name: 'Cartas 2026-2027' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Padrino o madrina a estudiante/ });
    expect(within(row).getByRole('cell', { name: 'Sobre mí' })).toBeVisible();
    expect(screen.getByTestId('letters-totals')).toHaveTextContent(
      'En total: 3 enviadas, 1 en revisión, 2 atrasadas, 5 por vencer.',
    );
    expect(
      screen.getByRole('table', { name: 'Cartas enviadas por mes 2026-2027' }),
    ).toBeInTheDocument();
  });

  it('says why there are no rows, and offers to clear the filters that caused it', async () => {
    coordinatorApi(onEndpoint(REPORT_ENDPOINTS.letters, () => lettersPage([])));
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/reports/letters?writer=student');
    expect(
      await screen.findByText(
        'No letters match these filters. Change or clear the filters.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Clear/ })).toBeVisible();
  });
});
