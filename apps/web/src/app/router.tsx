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
const signup = page(() => import('../features/signup/routes/signup'));
const policy = page(() => import('../features/policy/routes/policy'));
const dashboard = page(() => import('../features/dashboard/routes/dashboard'));
const profile = page(() => import('../features/profile/routes/profile'));
const changePassword = page(() => import('../features/profile/routes/change-password'));
const studentsList = page(() => import('../features/students/routes/students-list'));
const studentDetails = page(() => import('../features/students/routes/student-details'));
const studentPrint = page(() => import('../features/students/routes/student-print'));
const sponsorsList = page(() => import('../features/sponsors/routes/sponsors-list'));
const sponsorDetails = page(() => import('../features/sponsors/routes/sponsor-details'));
const tools = page(() => import('../features/tools/routes/tools'));
const villagesList = page(() => import('../features/places/routes/villages-list'));
const villageEdit = page(() => import('../features/places/routes/village-edit'));
const schoolsList = page(() => import('../features/places/routes/schools-list'));
const schoolEdit = page(() => import('../features/places/routes/school-edit'));
const adminsList = page(() => import('../features/users/routes/admins-list'));
const adminEdit = page(() => import('../features/users/routes/admin-edit'));
const usersList = page(() => import('../features/users/routes/users-list'));
const userEdit = page(() => import('../features/users/routes/user-edit'));
const unavailable = page(() => import('./routes/unavailable'));
const unavailablePublic = page(() => import('./routes/unavailable-public'));
const notFound = page(() => import('./routes/not-found'));

/** Route loader: every string (the whole locale file and the shared catalogue). Sign-in alone
 * does without: it shows the first-page strings only (lib/i18n/first-page-groups.ts). */
async function withMessages(): Promise<null> {
  await ensureSharedMessages();
  return null;
}

function handle(titleKey: string): RouteHandle {
  return { titleKey };
}

/** Children of /edrocks that later work fills in; for now they say so plainly. */
const LATER_APP_SCREENS: Array<[path: string, titleKey: string]> = [
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
  [PATHS.reports, 'nav.reports'],
  [PATHS.periods, 'nav.periods'],
  [PATHS.help, 'nav.help'],
];

/** Villages, schools, admin users and all users (children of /edrocks). */
const PLACES_AND_USERS_SCREENS: RouteObject[] = [
  { path: appChild(PATHS.villages), lazy: villagesList, handle: handle('nav.villages') },
  { path: appChild(PATHS.villageNew), lazy: villageEdit, handle: handle('places.village.new') },
  { path: appChild(PATHS.villageEdit), lazy: villageEdit, handle: handle('places.village.edit') },
  { path: appChild(PATHS.schools), lazy: schoolsList, handle: handle('nav.schools') },
  { path: appChild(PATHS.schoolNew), lazy: schoolEdit, handle: handle('places.school.new') },
  { path: appChild(PATHS.schoolEdit), lazy: schoolEdit, handle: handle('places.school.edit') },
  { path: appChild(PATHS.admins), lazy: adminsList, handle: handle('nav.adminUsers') },
  { path: appChild(PATHS.adminNew), lazy: adminEdit, handle: handle('users.adminUsers.new') },
  { path: appChild(PATHS.adminEdit), lazy: adminEdit, handle: handle('users.adminUsers.edit') },
  { path: appChild(PATHS.users), lazy: usersList, handle: handle('nav.allUsers') },
  { path: appChild(PATHS.userNew), lazy: userEdit, handle: handle('users.allUsers.new') },
  { path: appChild(PATHS.userEdit), lazy: userEdit, handle: handle('users.allUsers.edit') },
];

/** Public pages that later work fills in. */
const LATER_PUBLIC_PAGES: Array<[path: string, titleKey: string]> = [
  [PATHS.event, 'nav.event'],
  [PATHS.agreement, 'nav.agreement'],
  [PATHS.donationPage, 'nav.donationPage'],
  [PATHS.donate, 'nav.donate'],
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
      { path: PATHS.signup, loader: withMessages, lazy: signup, handle: handle('signup.title') },
      { path: PATHS.policy, loader: withMessages, lazy: policy, handle: handle('policy.title') },
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
                  {
                    path: appChild(PATHS.students),
                    lazy: studentsList,
                    handle: handle('nav.students'),
                  },
                  {
                    path: appChild(PATHS.studentDetails),
                    lazy: studentDetails,
                    handle: handle('nav.studentDetails'),
                  },
                  {
                    path: appChild(PATHS.studentPrint),
                    lazy: studentPrint,
                    handle: handle('students.print.title'),
                  },
                  {
                    path: appChild(PATHS.sponsors),
                    lazy: sponsorsList,
                    handle: {
                      titleKey: 'nav.sponsors',
                      titleKeyByRole: {
                        SPONSOR: 'sponsors.own.title',
                        STUDENT: 'sponsors.mine.title',
                      },
                    },
                  },
                  {
                    path: appChild(PATHS.sponsorDetails),
                    lazy: sponsorDetails,
                    handle: handle('nav.sponsorDetails'),
                  },
                  { path: appChild(PATHS.tools), lazy: tools, handle: handle('nav.tools') },
                  ...PLACES_AND_USERS_SCREENS,
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
        loader: withMessages,
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
