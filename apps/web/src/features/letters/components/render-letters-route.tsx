// For the letters tests: one screen of the feature in a memory router as a signed-in user, with
// the toasts host, a fresh query cache and stand-ins for the screens it links to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role, UserData } from '@portal/shared';
import NotificationsHost from '../../../components/notifications-host';
import { PATHS } from '../../../config/paths';
import { session, writeStoredSession } from '../../../lib/session';
import { makeAccessToken, makeUser } from '../../../test/fake-session';

export function renderLettersRoute(
  path: string,
  screens: Array<{ path: string; element: ReactElement }>,
  user: Partial<UserData> & { role: Role },
) {
  writeStoredSession(localStorage, {
    userData: makeUser(user),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const taken = new Set(screens.map((screen) => screen.path));
  const standIns = [
    { path: PATHS.letters, element: <p>Letters home</p> },
    { path: PATHS.letterReview, element: <p>Review queue</p> },
    { path: PATHS.agreements, element: <p>Agreements page</p> },
  ].filter((screen) => !taken.has(screen.path));
  const router = createMemoryRouter([...screens, ...standIns], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
      <NotificationsHost />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
