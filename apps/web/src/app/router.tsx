// The route table (seed, point 2), built from the feature manifests (app/features.ts). Every
// screen is a lazy chunk; the browser build uses browser history, the phone build hash history.
// Signed-in screens check the permission table before their code loads: a role that cannot see
// a screen's area gets "You do not have access to this page", and no request is made.
import {
  createBrowserRouter,
  createHashRouter,
  data,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { canSee, type Area } from '@portal/shared';
import { BootPageLoader } from '../components/plain';
import type { RouteHandle } from '../components/layout/route-title';
import { isMobileBuild } from '../config/env';
import type { FeatureManifest } from '../lib/feature-manifest';
import { ensureNamespace, ensureNavStrings, ensureSharedMessages } from '../lib/i18n';
import { loadMenuIcons } from '../lib/menu-icons';
import { AUTH_LOGGED_IN, session } from '../lib/session';
import { MENU_ICONS, NAV_STRINGS, SCREENS, type AppScreen } from './features';
import { RequireAuth, requireAuthLoader } from './guards';
import { RootLayout } from './root-layout';
import { RouteError, ScreenError } from './route-error';
import { startupLoader } from './startup';

/** Route loader: every string (the whole locale file and the shared catalogue). Sign-in alone
 * does without: it shows the first-page strings only (lib/i18n/first-page-groups.ts). */
async function withMessages(): Promise<null> {
  await ensureSharedMessages();
  return null;
}

function withStringsOf(feature: FeatureManifest): Promise<void> {
  return ensureNamespace(feature.id, feature.translations);
}

/** The signed-in shell: every common string, the features' menu labels and titles, and the
 * menu's icons (in the shell's chunk: drawn with the menu, not a moment after it). */
async function withShellMessages(): Promise<null> {
  await Promise.all([
    ensureSharedMessages(),
    ensureNavStrings(NAV_STRINGS),
    loadMenuIcons(MENU_ICONS),
  ]);
  return null;
}

/** Refuses a signed-in role the permission table keeps out of the area (nobody signed in is
 * left to the parent guard, which sends them to the login page), then starts the screen's first
 * data and loads the strings. */
function requireArea(area: Area, screen: AppScreen): LoaderFunction {
  return async ({ request }) => {
    const { authenticated, userData } = session.getState();
    if (authenticated === AUTH_LOGGED_IN && userData && !canSee(userData.role, area)) {
      throw data(null, { status: 403 });
    }
    try {
      screen.prefetch?.(new URL(request.url), userData?.role);
    } catch {
      // Only a head start: the screen asks for its data itself.
    }
    await withStringsOf(screen.feature);
    return null;
  };
}

/** A public screen: its feature's strings, and all the common ones unless it is the first page. */
function publicStrings(feature: FeatureManifest, isFirstPage: boolean): LoaderFunction {
  return async () => {
    await Promise.all([withStringsOf(feature), isFirstPage ? null : ensureSharedMessages()]);
    return null;
  };
}

function toRoute(screen: AppScreen): RouteObject {
  const handle: RouteHandle = { titleKey: screen.titleKey, titleKeyByRole: screen.titleKeyByRole };
  const lazy = async () => ({ Component: (await screen.load()).default });
  const { access, feature } = screen;
  if (access.kind === 'area') {
    return {
      path: screen.path,
      loader: requireArea(access.area, screen),
      lazy,
      handle,
      ErrorBoundary: ScreenError,
    };
  }
  return {
    path: screen.path,
    loader: publicStrings(feature, access.firstPage === true),
    lazy,
    handle,
  };
}

const signedInScreens = SCREENS.filter((screen) => screen.access.kind === 'area').map(toRoute);
const publicScreens = SCREENS.filter((screen) => screen.access.kind === 'public').map(toRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: startupLoader,
    Component: RootLayout,
    HydrateFallback: BootPageLoader,
    ErrorBoundary: RouteError,
    children: [
      ...publicScreens,
      {
        id: 'protected',
        loader: requireAuthLoader,
        Component: RequireAuth,
        children: [
          {
            id: 'app-layout',
            loader: withShellMessages,
            lazy: async () => ({ Component: (await import('./routes/app-layout')).default }),
            children: signedInScreens,
          },
        ],
      },
      {
        path: '*',
        loader: withMessages,
        lazy: async () => ({ Component: (await import('./routes/not-found')).default }),
        handle: { titleKey: 'errors.pageNotFound' } satisfies RouteHandle,
      },
    ],
  },
];

export function createAppRouter() {
  return isMobileBuild ? createHashRouter(routes) : createBrowserRouter(routes);
}
