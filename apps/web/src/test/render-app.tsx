// Renders the real route table in a memory router, as the app would at `path`.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserData } from '@portal/shared';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { session, writeStoredSession } from '../lib/session';
import { makeAccessToken, makeUser } from './fake-session';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Puts a signed-in session in storage and loads it, as a returning user's browser would. */
export function signIn(overrides: Partial<UserData> = {}): UserData {
  const userData = makeUser(overrides);
  writeStoredSession(localStorage, {
    userData,
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  return userData;
}
