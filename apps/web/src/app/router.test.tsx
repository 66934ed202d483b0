import { AUTH_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, onEndpoint } from '../test/api-mock';
import { makeAccessToken, makeUser } from '../test/fake-session';
import { renderApp, signIn } from '../test/render-app';
import { PATHS } from '../config/paths';
import { changeLanguage } from '../lib/i18n';
import { SCREENS } from './features';

describe('router', () => {
  it('sends an anonymous visitor of a protected screen to the login page, remembering it', async () => {
    const { router } = renderApp('/edrocks/students');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/edrocks/students');
  });

  it('returns to the remembered screen after signing in', async () => {
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () =>
        json(200, { access: makeAccessToken(3600_000), refresh: 'r1', data: makeUser() }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth?next=%2Fedrocks%2Fhelp');
    await user.type(await screen.findByLabelText(/^E-mail/), 'director@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/help'));
    await waitFor(() => expect(screen.getByTestId('screen-title')).toHaveTextContent('Help'));
  });

  it('does not follow a next= that leaves the site', async () => {
    signIn();
    const { router } = renderApp('/auth?next=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks'));
  });

  it('shows "Page no found" for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page no found' })).toBeInTheDocument();
  });

  it('opens the signed-in area with its landmarks, menu and dashboard', async () => {
    signIn({ role: 'SUPER_ADMIN', firstName: 'Ana' });
    renderApp('/edrocks');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana' })).toBeInTheDocument();
    // The shortcuts come with their icons in the first drawing (the shell loads them first).
    const shortcuts = screen.getAllByTestId(/^dashboard-link-/);
    expect(shortcuts.length).toBeGreaterThan(10);
    for (const shortcut of shortcuts) {
      expect(shortcut.querySelector('svg path')?.getAttribute('d')).toMatch(/^[Mm]\d/);
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Admin users' })).toHaveAttribute(
      'href',
      '/edrocks/admins',
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('switches the whole screen to Spanish from the app bar', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/edrocks');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));

    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(
      within(menu).getByRole('link', { name: 'Usuarios administradores' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-CO');
    expect(localStorage.getItem('portal.language')).toBe('es-CO');
  });

  it('signs out from the user menu and lands on the login page', async () => {
    signIn();
    const api = mockApi(onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)));
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/profile');
    await user.click(await screen.findByRole('button', { name: /^Account: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toContain(
      'POST /edrocks/public/auth/logout',
    );
  });

  it('refuses a sponsor the schools screen before it loads anything', async () => {
    signIn({ role: 'SPONSOR' });
    const api = mockApi();
    renderApp('/edrocks/schools');
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'You do not have access to this page',
    );
    // The shell stays: the menu and the title of the screen asked for.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Schools');
    expect(api.calls.map((call) => call.url.pathname)).toEqual([]);
  });

  it('words the refusal in Spanish too', async () => {
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'STUDENT' });
    renderApp('/edrocks/admins');
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'No tiene acceso a esta página',
    );
  });

  it('opens a screen the role may see', async () => {
    signIn({ role: 'ADMIN' });
    mockApi();
    renderApp('/edrocks/help');
    await waitFor(() => expect(screen.getByTestId('screen-title')).toHaveTextContent('Help'));
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
  });

  it('has a screen for every URL of the portal, each declared once', () => {
    const routed = SCREENS.map((entry) => entry.path);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...Object.values(PATHS)].filter((path) => !routed.includes(path))).toEqual([]);
  });
});
