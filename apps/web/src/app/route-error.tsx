// When a page fails to render or its code cannot be loaded (e.g. after a new release).
import { lazy, Suspense, useEffect } from 'react';
import { useCommonTranslation } from '../lib/i18n/common-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainCard, PlainLayout, PlainPageLoader } from '../components/plain';
import { ensureSharedMessages } from '../lib/i18n';

const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function RouteError() {
  const { t } = useCommonTranslation();
  const error = useRouteError();
  useEffect(() => {
    void ensureSharedMessages();
  }, []);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PlainPageLoader />}>
        <NotFoundRoute />
      </Suspense>
    );
  }
  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title">{t('errors.undefined')}</h1>
        <p className="pl-text">{t('errorPage.body')}</p>
        <button type="button" className="pl-button" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
      </PlainCard>
    </PlainLayout>
  );
}

const NoAccessRoute = lazy(() => import('./routes/no-access'));

/** A signed-in screen's own error boundary: a refusal from the route guard shows inside the
 * shell; anything else goes up to the page-level boundary above. */
export function ScreenError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Suspense fallback={null}>
        <NoAccessRoute />
      </Suspense>
    );
  }
  throw error;
}
