import { LIST_ENDPOINTS, PLACE_ENDPOINTS } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Place, Role } from '@portal/shared';
import { session, writeStoredSession } from '../../../lib/session';
import { json, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { PlacesList } from './places-list';

const village: Place = {
  id: 7,
  kind: 'village',
  name: 'El Roble',
  countryId: 1,
  countryCode: 'CO',
  countryName: 'Colombia',
  stateId: 10,
  stateName: 'Antioquia',
  enabled: true,
  registrationEnabled: true,
  registrationCode: 'K7QM3XPA',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const lists = {
  grades: [],
  genders: [],
  schools: [],
  villages: [],
  countries: [
    { id: 1, code: 'CO', name: 'Colombia' },
    { id: 2, code: 'US', name: 'United States' },
  ],
  states: [
    { id: 10, code: 'CO-ANT', name: 'Antioquia', countryId: 1 },
    { id: 20, code: 'US-NY', name: 'New York', countryId: 2 },
  ],
  status: [],
  letters: [],
  languages: [],
};

function renderAs(role: Role, url = '/edrocks/villages') {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [{ path: '/edrocks/villages', element: <PlacesList kind="village" /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function fakeApi() {
  return mockApi(
    onEndpoint(PLACE_ENDPOINTS.village.list, ({ url }) =>
      json(200, {
        items: [village],
        total: 1,
        page: Number(url.searchParams.get('page')),
        pageSize: 50,
      }),
    ),
    onEndpoint(LIST_ENDPOINTS.get, () => lists),
  );
}

describe('villages list', () => {
  it('offers "New village" to a super admin, with the code shown grouped', async () => {
    fakeApi();
    renderAs('SUPER_ADMIN');
    expect(await screen.findByRole('link', { name: 'El Roble' })).toHaveAttribute(
      'href',
      '/edrocks/villages/7',
    );
    expect(screen.getByText('K7QM-3XPA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New village' })).toBeInTheDocument();
  });

  it('is read-only for an admin (coordinator): no "New village"', async () => {
    fakeApi();
    renderAs('ADMIN');
    await screen.findByRole('link', { name: 'El Roble' });
    expect(screen.queryByRole('link', { name: 'New village' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('offers the states of the chosen country, and a new country clears the state', async () => {
    const { calls } = fakeApi();
    const router = renderAs('SUPER_ADMIN', '/edrocks/villages?countryId=1&stateId=10&page=2');
    await screen.findByRole('link', { name: 'El Roble' });
    const state = screen.getByRole('combobox', { name: 'State' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Antioquia' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('option', { name: 'New York' })).not.toBeInTheDocument();
    expect(state).toHaveValue('10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '2');
    expect(router.state.location.search).toBe('?countryId=2');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('countryId')).toBe('2'));
    expect(calls.at(-1)!.url.searchParams.get('stateId')).toBeNull();
  });
});
