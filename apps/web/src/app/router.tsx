// The route table (seed, point 2). Every screen is a lazy chunk; the browser build uses
// browser history, the phone build hash history.
import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { PlainPageLoader } from '../components/plain';
import type { RouteHandle } from '../components/layout/route-title';
import { isMobileBuild } from '../config/env';
import { PATHS, appChild } from '../config/paths';
import { ensureSharedMessages } from '../lib/i18n';
import { RequireAuth, requireAuthLoader } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { startupLoader } from './startup';

type PageModule = { default: ComponentType };

/** A lazy route whose module's default export is the screen. */
function page(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}

const login = page(() => import('../features/auth/routes/login'));
const recovery = page(() => import('../features/auth/routes/recovery'));
const dashboard = page(() => import('../features/dashboard/routes/dashboard'));
const profile = page(() => import('../features/profile/routes/profile'));
const changePassword = page(() => import('../features/profile/routes/change-password'));
const unavailable = page(() => import('./routes/unavailable'));
const unavailablePublic = page(() => import('./routes/unavailable-public'));
const notFound = page(() => import('./routes/not-found'));

/** Route loader: the shared message catalogue, for screens that show its messages at once. */
async function withMessages(): Promise<null> {
  await ensureSharedMessages();
  return null;
}

function handle(titleKey: string): RouteHandle {
  return { titleKey };
}

/** Children of /edrocks that later work fills in; for now they say so plainly. */
const LATER_APP_SCREENS: Array<[path: string, titleKey: string]> = [
  [PATHS.admins, 'nav.adminUsers'],
  [PATHS.students, 'nav.students'],
  [PATHS.studentDetails, 'nav.studentDetails'],
  [PATHS.sponsors, 'nav.sponsors'],
  [PATHS.sponsorDetails, 'nav.sponsorDetails'],
  [PATHS.sponsorsAssessments, 'nav.sponsorsAssessments'],
  [PATHS.sponsorsMeetings, 'nav.sponsorsMeetings'],
  [PATHS.sponsorAssessments, 'nav.sponsorAssessments'],
  [PATHS.sponsorship, 'nav.sponsorship'],
  [PATHS.attendance, 'nav.attendanceReport'],
  [PATHS.leadershipReport, 'nav.leadershipReport'],
  [PATHS.documentStatus, 'nav.documentStatus'],
  [PATHS.donationsSummary, 'nav.donationsSummary'],
  [PATHS.donations, 'nav.donations'],
  [PATHS.email, 'nav.email'],
  [PATHS.meetings, 'nav.meetings'],
  [PATHS.schools, 'nav.schools'],
  [PATHS.tools, 'nav.tools'],
  [PATHS.villages, 'nav.villages'],
  [PATHS.reports, 'nav.reports'],
  [PATHS.periods, 'nav.periods'],
  [PATHS.users, 'nav.allUsers'],
  [PATHS.help, 'nav.help'],
];

/** Public pages that later work fills in. */
const LATER_PUBLIC_PAGES: Array<[path: string, titleKey: string]> = [
  [PATHS.event, 'nav.event'],
  [PATHS.agreement, 'nav.agreement'],
  [PATHS.donationPage, 'nav.donationPage'],
  [PATHS.donate, 'nav.donate'],
  [PATHS.policy, 'nav.policy'],
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: startupLoader,
    Component: RootLayout,
    HydrateFallback: PlainPageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: login, handle: handle('auth.login.title') },
      { path: PATHS.login, lazy: login, handle: handle('auth.login.title') },
      {
        path: PATHS.recovery,
        loader: withMessages,
        lazy: recovery,
        handle: handle('auth.recovery.title'),
      },
      {
        id: 'protected',
        loader: requireAuthLoader,
        Component: RequireAuth,
        children: [
          {
            id: 'app-layout',
            loader: withMessages,
            lazy: page(() => import('./routes/app-layout')),
            children: [
              {
                path: PATHS.app,
                children: [
                  { index: true, lazy: dashboard, handle: handle('nav.dashboard') },
                  { path: appChild(PATHS.profile), lazy: profile, handle: handle('nav.profile') },
                  {
                    path: appChild(PATHS.changePassword),
                    lazy: changePassword,
                    handle: handle('nav.changePassword'),
                  },
                  ...LATER_APP_SCREENS.map(([path, titleKey]) => ({
                    path: appChild(path),
                    lazy: unavailable,
                    handle: handle(titleKey),
                  })),
                ],
              },
              { path: PATHS.eventsAdmin, lazy: unavailable, handle: handle('nav.events') },
            ],
          },
        ],
      },
      ...LATER_PUBLIC_PAGES.map(([path, titleKey]) => ({
        path,
        lazy: unavailablePublic,
        handle: handle(titleKey),
      })),
      { path: '*', loader: withMessages, lazy: notFound, handle: handle('errors.pageNotFound') },
    ],
  },
];

export function createAppRouter() {
  return isMobileBuild ? createHashRouter(routes) : createBrowserRouter(routes);
}
