// The sponsorship, lapsed sponsors and giving reports through the real route table, with the API faked
// at fetch: the places summary with its numbers, the rows, the answers in words, the sort.
import { REPORT_ENDPOINTS, REPORT_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import {
  ANA_WITH_EMILY,
  coordinatorApi,
  EMILY_GIVING,
  EMILY_LAPSED,
  givingPage,
  lapsedPage,
  sponsorshipPage,
} from './report-fixtures';

afterEach(() => queryClient.clear());

describe('sponsorship report', () => {
  it('shows the free places per village and each current sponsorship, sorted on the server', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.sponsorship, () => sponsorshipPage([ANA_WITH_EMILY])),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/reports/sponsorship');
    const table = await screen.findByRole('table', { name: 'Sponsorships 2026-2027' }, FIRST_LOAD);
    expect(screen.getByTestId('places-summary')).toHaveTextContent(
      '7 free places in 1 village: 3 active students can have up to 3 sponsors each, and 2 places are taken.',
    );
    const numbers = screen.getByRole('table', { name: 'Places per village' });
    expect(
      within(within(numbers).getByRole('row', { name: /Vereda El Roble/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '7']);
    const row = within(table).getByRole('row', { name: /Ana Arias/ });
    expect(within(row).getByRole('cell', { name: 'Emily Johnson' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Sponsor' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=sponsor'));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === REPORT_PATHS.sponsorshipReport)
          .at(-1)!
          .url.searchParams.get('sort'),
      ).toBe('sponsor'),
    );
  });
});

describe('lapsed sponsors report', () => {
  it("shows last year's sponsors with their recommitment answer in words", async () => {
    coordinatorApi(onEndpoint(REPORT_ENDPOINTS.lapsedSponsors, () => lapsedPage([EMILY_LAPSED])));
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/reports/lapsed_sponsors');
    const table = await screen.findByRole(
      'table',
      { name: 'Sponsors of 2025-2026 without a sponsorship in 2026-2027' },
      FIRST_LOAD,
    );
    const row = within(table).getByRole('row', { name: /Emily Johnson/ });
    expect(within(row).getByRole('cell', { name: 'Changed their mind: No time' })).toBeVisible();
    expect(within(row).getByRole('cell', { name: 'Not ended' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'End reason' })).toBeInTheDocument();
  });
});

describe('giving report', () => {
  it('shows the totals and each sponsor, and filters to last year but not this year', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(REPORT_ENDPOINTS.sponsorGiving, () => givingPage([EMILY_GIVING])),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/reports/giving');
    const table = await screen.findByRole(
      'table',
      { name: 'Giving per sponsor 2026-2027' },
      FIRST_LOAD,
    );
    expect(screen.getByTestId('giving-totals')).toHaveTextContent(
      'In all: $0.00 this year (0 gifts), $150.00 the year before (2 gifts).',
    );
    const row = within(table).getByRole('row', { name: /Emily Johnson/ });
    expect(within(row).getByRole('cell', { name: '$150.00 · 2 gifts' })).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Gave' }),
      'Last year but not this year',
    );
    await waitFor(() => expect(router.state.location.search).toContain('lapsed=true'));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === REPORT_PATHS.sponsorGivingReport)
          .at(-1)!
          .url.searchParams.get('lapsed'),
      ).toBe('true'),
    );
  });
});
