// The signed-in area: app bar (screen title, language, user menu), the side menu (permanent on
// a wide screen, a drawer behind the menu button on a phone, loaded on its first opening) and
// the screen. Drawn with plain elements in the theme's look (styles/shell.css), as the boot bar
// is: the shell is on every signed-in page, and MUI's app bar, toolbars and typography cost
// every first drawing their style work.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import type { AnyTranslate } from '../../lib/i18n/feature-translation';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PATHS } from '../../config/paths';
import MENU_PATH from 'virtual:icon-path/Menu';
import { useSession } from '../../lib/session';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { LanguageSwitch } from '../language-switch';
import { NavMenu } from './nav-menu';
import { useRouteTitleKey } from './route-title';
import { ScreenHelpButton } from './screen-help-button';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { UserMenu } from './user-menu';

const NavDrawer = lazy(() => import('./nav-drawer'));

const DRAWER_WIDTH = 280;
const DRAWER_ID = 'main-menu-drawer';

/** `banner`: above every screen (the phone app's offline banner). */
export function AppShell({ banner }: { banner?: ReactNode } = {}) {
  const { t } = useCommonTranslation();
  const isDesktop = useMediaQuery(WIDE_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer is drawn from its first opening on, so it stays mounted to slide away.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { userData } = useSession();
  const titleKey = useRouteTitleKey();
  // A screen's title key is its feature's (namespaced in the manifest): known at run time.
  const translateTitle: AnyTranslate = t;
  const navigation = useNavigation();
  // Every signed-in screen has a "?" beside its title, but the Help page itself.
  const { pathname } = useLocation();
  const hasScreenHelp = Boolean(userData) && pathname !== PATHS.help;

  return (
    <div className="sh-page">
      <SkipLink />
      <header className="sh-bar">
        <div className="sh-bar__row">
          {!isDesktop && (
            <button
              type="button"
              className="sh-bar__button sh-bar__menu"
              aria-label={t('nav.openMenu')}
              aria-controls={DRAWER_ID}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
              data-testid="menu-button"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={MENU_PATH} />
              </svg>
            </button>
          )}
          <div className="sh-bar__heading">
            <h1 className="sh-bar__title" data-testid="screen-title">
              {titleKey ? translateTitle(titleKey) : t('app.name')}
            </h1>
            {hasScreenHelp && <ScreenHelpButton />}
          </div>
          <LanguageSwitch onDark compact />
          <UserMenu />
        </div>
        {navigation.state === 'loading' && (
          <div className="sh-bar__progress" role="progressbar" aria-label={t('app.navigating')} />
        )}
      </header>
      {userData && isDesktop && (
        // What MUI's permanent drawer draws, without the modal code its temporary one needs.
        <div id={DRAWER_ID} className="sh-side" data-no-print>
          <div className="sh-side__panel">
            <div className="sh-bar-space" />
            <NavMenu role={userData.role} />
          </div>
        </div>
      )}
      {userData && !isDesktop && drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            id={DRAWER_ID}
            width={DRAWER_WIDTH}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          >
            <NavMenu role={userData.role} onNavigate={() => setDrawerOpen(false)} />
          </NavDrawer>
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="sh-main">
        <div className="sh-bar-space" />
        {banner}
        <Outlet />
      </main>
    </div>
  );
}
