import { LIST_ENDPOINTS, PLACE_ENDPOINTS } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Place, Role } from '@portal/shared';
import { changeLanguage } from '../../../lib/i18n';
import { session, writeStoredSession } from '../../../lib/session';
import { json, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { PlaceScreen } from './place-screen';

const school: Place = {
  id: 3,
  kind: 'school',
  name: 'Colegio San José',
  countryId: 1,
  countryCode: 'CO',
  countryName: 'Colombia',
  stateId: null,
  stateName: null,
  enabled: true,
  registrationEnabled: false,
  registrationCode: 'ABCD2345',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const lists = {
  grades: [],
  genders: [],
  schools: [],
  villages: [],
  countries: [{ id: 1, code: 'CO', name: 'Colombia' }],
  states: [{ id: 10, code: 'CO-ANT', name: 'Antioquia', countryId: 1 }],
  status: [],
  letters: [],
  languages: [],
};

function renderAs(role: Role) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [{ path: '/edrocks/schools/:id', element: <PlaceScreen kind="school" /> }],
    { initialEntries: ['/edrocks/schools/3'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('edit school', () => {
  it('replaces the code only after the confirmation', async () => {
    const { calls } = mockApi(
      onEndpoint(PLACE_ENDPOINTS.school.get, () => json(200, school), { params: { id: 3 } }),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
      onEndpoint(
        PLACE_ENDPOINTS.school.newRegistrationCode,
        () => json(200, { ...school, registrationCode: 'WXYZ6789' }),
        { params: { id: 3 } },
      ),
    );
    renderAs('GLOBAL_ADMIN');
    expect(await screen.findByTestId('registration-code')).toHaveTextContent('ABCD-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Generate a new code' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The current code ABCD-2345 stops working at once');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getAllByRole('button', { name: 'Generate a new code' }).at(-1)!);
    await waitFor(() =>
      expect(screen.getByTestId('registration-code')).toHaveTextContent('WXYZ-6789'),
    );
    // The form is still there, as it was.
    expect(screen.getByDisplayValue('Colegio San José')).toBeInTheDocument();
  });

  it('is read-only for an admin: the details and the code, no form, no new code', async () => {
    mockApi(
      onEndpoint(PLACE_ENDPOINTS.school.get, () => json(200, school), { params: { id: 3 } }),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
    );
    renderAs('ADMIN');
    expect(await screen.findByTestId('registration-code')).toHaveTextContent('ABCD-2345');
    expect(screen.getByRole('button', { name: 'Copy the registration code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate a new code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('Colombia')).toBeInTheDocument();
  });

  it("names the country in the reader's language", async () => {
    const inOhio = { ...school, countryId: 2, countryCode: 'US', countryName: 'United States' };
    mockApi(
      onEndpoint(PLACE_ENDPOINTS.school.get, () => json(200, inOhio), { params: { id: 3 } }),
      onEndpoint(LIST_ENDPOINTS.get, () => lists),
    );
    await changeLanguage('es-CO', { remember: false });
    renderAs('ADMIN');
    expect(await screen.findByText('Estados Unidos')).toBeInTheDocument();
    expect(screen.queryByText('United States')).not.toBeInTheDocument();
  });
});
