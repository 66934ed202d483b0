// The root of every page: document title from the route, scroll restoration, and the notice
// when the server ends a session.
import { useEffect, useRef } from 'react';
import { useCommonTranslation } from '../lib/i18n/common-translation';
import type { AnyTranslate } from '../lib/i18n/feature-translation';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteTitleKey } from '../components/layout/route-title';
import { ensureSharedMessages, i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { AUTH_LOGGED_IN, useSession } from '../lib/session';

export function RootLayout() {
  const { t } = useCommonTranslation();
  // A screen's title key is its feature's (namespaced in the manifest): known at run time.
  const translateTitle: AnyTranslate = t;
  const titleKey = useRouteTitleKey();
  const { authenticated, endedBy } = useSession();
  const wasLoggedIn = useRef(authenticated === AUTH_LOGGED_IN);

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
