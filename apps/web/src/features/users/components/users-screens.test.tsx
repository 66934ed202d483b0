import { LIST_ENDPOINTS, USER_ENDPOINTS } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUser, Role } from '@portal/shared';
import { ensureSharedMessages } from '../../../lib/i18n';
import { session, writeStoredSession } from '../../../lib/session';
import { json, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { UserScreenView } from './user-screen';
import { UsersList } from './users-list';

function account(overrides: Partial<ManagedUser>): ManagedUser {
  return {
    id: 5,
    email: 'camila@example.org',
    firstName: 'Camila',
    lastName: 'Rojas',
    fullName: 'Camila Rojas',
    phone: '',
    role: 'ADMIN',
    language: 'es-CO',
    active: true,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

function renderAs(role: Role, url: string, myId = 1) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role, id: myId }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter(
    [
      { path: '/edrocks/admins', element: <UsersList screen="adminUsers" /> },
      { path: '/edrocks/users', element: <UsersList screen="allUsers" /> },
      { path: '/edrocks/users/new', element: <UserScreenView screen="allUsers" /> },
      { path: '/edrocks/users/:id', element: <UserScreenView screen="allUsers" /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const emptyLists = {
  grades: [],
  genders: [],
  schools: [],
  villages: [],
  countries: [],
  states: [],
  status: [],
  letters: [],
  languages: [],
};

// Role names come from the shared catalogue, which the signed-in area loads first.
beforeAll(() => ensureSharedMessages());

describe('user screens', () => {
  it('labels admins role_1 / role_2 and offers a super admin every admin role', async () => {
    mockApi(
      onEndpoint(USER_ENDPOINTS.adminUsers.list, () =>
        json(200, {
          items: [account({ id: 2, role: 'SUPER_ADMIN', lastName: 'Boss' }), account({})],
          total: 2,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderAs('SUPER_ADMIN', '/edrocks/admins');
    const row = (await screen.findByRole('link', { name: 'Boss, Camila' })).closest('tr')!;
    expect(within(row).getByText('Super Administrator')).toBeInTheDocument();
    const roleFilter = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(roleFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Super admin', 'Global admin', 'Admin']);
    expect(screen.getByRole('link', { name: 'New admin user' })).toBeInTheDocument();
  });

  it('never offers a global admin the super or global admin role', async () => {
    mockApi(
      onEndpoint(USER_ENDPOINTS.allUsers.list, () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      ),
    );
    renderAs('GLOBAL_ADMIN', '/edrocks/users');
    const roleFilter = await screen.findByRole('combobox', { name: 'Role' });
    const options = within(roleFilter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).not.toContain('Super admin');
    expect(options).not.toContain('Global admin');
    expect(options).toContain('Sponsor');
  });

  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const)(
    'offers a %s no sponsor or student account on New user, and links to their screens',
    async (role) => {
      mockApi(onEndpoint(LIST_ENDPOINTS.get, () => emptyLists));
      renderAs(role, '/edrocks/users/new');
      const roleField = await screen.findByRole('combobox', { name: /Role/ });
      const options = within(roleField)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toContain('Admin');
      expect(options).not.toContain('Sponsor');
      expect(options).not.toContain('Student');
      const note = screen.getByTestId('record-roles-note');
      expect(within(note).getByRole('link', { name: 'Sponsors' })).toHaveAttribute(
        'href',
        '/edrocks/sponsors',
      );
      expect(within(note).getByRole('link', { name: 'Students' })).toHaveAttribute(
        'href',
        '/edrocks/students',
      );
    },
  );

  it('offers password reset and deactivation, but not for one’s own account', async () => {
    mockApi(
      onEndpoint(USER_ENDPOINTS.allUsers.get, () => json(200, account({})), { params: { id: 5 } }),
      onEndpoint(
        USER_ENDPOINTS.allUsers.get,
        () => json(200, account({ id: 1, role: 'GLOBAL_ADMIN' })),
        { params: { id: 1 } },
      ),
      onEndpoint(LIST_ENDPOINTS.get, () => emptyLists),
    );
    renderAs('GLOBAL_ADMIN', '/edrocks/users/5');
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a password reset link' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
  });

  it('hides deactivation and the role on one’s own account', async () => {
    mockApi(
      onEndpoint(
        USER_ENDPOINTS.allUsers.get,
        () => json(200, account({ id: 1, role: 'GLOBAL_ADMIN' })),
        { params: { id: 1 } },
      ),
      onEndpoint(LIST_ENDPOINTS.get, () => emptyLists),
    );
    renderAs('GLOBAL_ADMIN', '/edrocks/users/1', 1);
    expect(
      await screen.findByRole('button', { name: 'Send a password reset link' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });
});
