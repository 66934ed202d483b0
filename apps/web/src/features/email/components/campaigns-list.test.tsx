// The campaigns list through the real route table, with the API faked at fetch.
import { EMAIL_ENDPOINTS, EMAIL_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';
import { makeCampaignRow } from './email-fixtures';

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en-US');
});

const ROWS = [
  makeCampaignRow(),
  makeCampaignRow({ id: 13, name: 'Agreement reminder', state: 'draft', sent: 0, failed: 0 }),
];

describe('campaigns list', () => {
  it('lists the campaigns with their state and counts; a draft opens in the composer', async () => {
    const { calls } = mockApi(onEndpoint(EMAIL_ENDPOINTS.campaigns, () => pageOf(ROWS)));
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/email');
    const table = await screen.findByRole('table', { name: 'Campaigns' }, FIRST_LOAD);
    const finished = await within(table).findByRole('row', { name: /Letter 2 is due/ });
    expect(finished).toHaveTextContent('Finished');
    expect(finished).toHaveTextContent('2 / 1');
    expect(screen.queryByTestId('unavailable')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-email')).toHaveAttribute('href', '/edrocks/email');
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      '/edrocks/email/campaigns/new',
    );
    // The sections; the board is the super admin's only.
    const sections = screen.getByRole('navigation', { name: 'E-mail sections' });
    expect(within(sections).getByRole('tab', { name: 'Delivery log' })).toHaveAttribute(
      'href',
      '/edrocks/email/log',
    );
    expect(within(sections).queryByRole('tab', { name: 'Board' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'draft');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === EMAIL_PATHS.campaigns)
          .at(-1)!
          .url.searchParams.get('state'),
      ).toBe('draft'),
    );
    await user.click(within(table).getByRole('link', { name: 'Agreement reminder' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edrocks/email/campaigns/13/edit'),
    );
  });

  it('says so when there are none, in Spanish, and shows the board to the super admin', async () => {
    mockApi(onEndpoint(EMAIL_ENDPOINTS.campaigns, () => pageOf([])));
    signIn({ role: 'SUPER_ADMIN', language: 'es-CO' });
    await changeLanguage('es-CO');
    renderApp('/edrocks/email');
    expect(
      await screen.findByText(
        'Aún no hay campañas. Escriba la primera con "Nueva campaña".',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Junta' })).toHaveAttribute(
      'href',
      '/edrocks/email/board',
    );
  });
});
