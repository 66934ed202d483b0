// The root of every page: document title from the route, scroll restoration, the notice when
// the server ends a session, and the mark that the first screen is drawn (lib/after-page-drawn).
import { useEffect, useRef } from 'react';
import { useCommonTranslation } from '../lib/i18n/common-translation';
import type { AnyTranslate } from '../lib/i18n/feature-translation';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteTitleKey } from '../components/layout/route-title';
import { ensureSharedMessages, i18n } from '../lib/i18n';
import { noteFirstScreenCommitted } from '../lib/after-page-drawn';
import { notify } from '../lib/notify';
import { AUTH_LOGGED_IN, useSession } from '../lib/session';

export function RootLayout() {
  const { t } = useCommonTranslation();
  // A screen's title key is its feature's (namespaced in the manifest): known at run time.
  const translateTitle: AnyTranslate = t;
  const titleKey = useRouteTitleKey();
  const { authenticated, endedBy } = useSession();
  const wasLoggedIn = useRef(authenticated === AUTH_LOGGED_IN);

  // The router draws this layout once the first screen's code and loaders are ready (the boot
  // bar until then): its first commit carries that screen.
  useEffect(noteFirstScreenCommitted, []);

  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${translateTitle(titleKey)} · ${appName}` : appName;
  }, [t, translateTitle, titleKey]);

  useEffect(() => {
    if (wasLoggedIn.current && authenticated !== AUTH_LOGGED_IN && endedBy === 'expired') {
      void ensureSharedMessages().then(() => notify.error(i18n.t('errors.unauthenticated')));
    }
    wasLoggedIn.current = authenticated === AUTH_LOGGED_IN;
  }, [authenticated, endedBy, t]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
