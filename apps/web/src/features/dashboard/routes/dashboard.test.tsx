import {
  AGREEMENT_ENDPOINTS,
  DASHBOARD_ENDPOINTS,
  SPONSOR_OFFER_ENDPOINTS,
  YEAR_CYCLE_ENDPOINTS,
  type Role,
} from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { noteFirstScreenCommitted } from '../../../lib/after-page-drawn';
import { session, writeStoredSession } from '../../../lib/session';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { settle } from '../../../test/settle';
import { offer } from '../components/offer-fixtures';
import { request } from '../components/recommitment-fixtures';
import DashboardRoute from './dashboard';

function renderAs(role: Role) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role, firstName: 'Marta' }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([{ path: '/', element: <DashboardRoute /> }]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function requestsMine() {
  return mockApi(
    onEndpoint(YEAR_CYCLE_ENDPOINTS.mine, () => ({ items: [request()] })),
    onEndpoint(SPONSOR_OFFER_ENDPOINTS.mine, () => ({ items: [offer()] })),
    onEndpoint(AGREEMENT_ENDPOINTS.missingTexts, () => ({ items: [] })),
    onEndpoint(DASHBOARD_ENDPOINTS.get, () => ({
      view: 'sponsor' as const,
      year: { id: 1, name: '2026-2027' },
      partners: 1,
      letters: { due: 1, late: 0, unread: 0 },
      partnerLetters: [],
      meetings: null,
      assessments: null,
      donationPages: null,
      myStudents: [],
    })),
  ).calls;
}

const minePath = '/edrocks/api/recommitments/mine';
const offersPath = '/edrocks/api/sponsorships/offers/mine';

describe("the dashboard's recommitment requests and offers", () => {
  // First: the page is not drawn yet in this file until this test marks it.
  it('are asked for only once the page has drawn, below the welcome', async () => {
    const calls = requestsMine();
    renderAs('SPONSOR');
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, Marta');
    await settle();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('region', { name: /Your students/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A student for you' })).not.toBeInTheDocument();
    noteFirstScreenCommitted();
    const section = await screen.findByRole('region', { name: 'Your students for 2026-2027' });
    const offers = await screen.findByRole('region', { name: 'A student for you' });
    expect(await within(offers).findByRole('article', { name: 'Lucía' })).toBeInTheDocument();
    // The figures are a part of their own, imported after the first screen: on a busy machine
    // their request comes well after the cards'.
    await vi.waitFor(
      () =>
        expect(calls.map((call) => call.url.pathname).sort()).toEqual([
          '/edrocks/api/dashboard',
          minePath,
          offersPath,
        ]),
      { timeout: 10_000 },
    );
    expect(
      screen.getByTestId('welcome').compareDocumentPosition(section) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each<Role>(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'STUDENT'])(
    'are never asked for by a %s',
    async (role) => {
      const calls = requestsMine();
      renderAs(role);
      expect(screen.getByTestId('welcome')).toBeInTheDocument();
      if (role === 'SUPER_ADMIN' || role === 'GLOBAL_ADMIN') {
        // What the page loads once drawn has been asked for: the agreements' notice.
        await vi.waitFor(() =>
          expect(calls.map((call) => call.url.pathname)).toContain(
            '/edrocks/api/agreements/missing-texts',
          ),
        );
      }
      await settle();
      expect(calls.map((call) => call.url.pathname)).not.toContain(minePath);
      expect(calls.map((call) => call.url.pathname)).not.toContain(offersPath);
      expect(screen.queryByRole('region', { name: 'A student for you' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /Your students/ })).not.toBeInTheDocument();
    },
  );
});
