// The login page, at / and /auth. Once signed in, it goes where the user wanted to go.
// Built with the light kit (components/plain): it is the page with the size budget.
import { useAuthTranslation } from '../i18n';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PlainAlert, PlainCard, PlainLayout, PlainLink } from '../../../components/plain';
import { isMobileBuild } from '../../../config/env';
import { PATHS, isSafeNextPath } from '../../../config/paths';
import { AUTH_LOGGED_IN, useSession } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { PASSWORD_RESET_NOTICE, hasNotice } from '../notices';

export default function LoginRoute() {
  const { t } = useAuthTranslation();
  const { authenticated } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const next = params.get('next');

  if (authenticated === AUTH_LOGGED_IN) {
    return <Navigate to={isSafeNextPath(next) ? next : PATHS.dashboard} replace />;
  }

  return (
    <PlainLayout>
      <PlainCard>
        <h1 className="pl-title">{t('auth.login.title')}</h1>
        <p className="pl-text pl-text--secondary">{t('auth.login.intro')}</p>
        {isMobileBuild && (
          <p className="pl-text pl-text--secondary">{t('auth.login.mobileNote')}</p>
        )}
        {hasNotice(location.state, PASSWORD_RESET_NOTICE) && (
          <PlainAlert severity="success">{t('auth.recovery.resetDone')}</PlainAlert>
        )}
        <LoginForm />
        <p className="pl-center">
          <PlainLink to={PATHS.recovery}>{t('auth.login.forgot')}</PlainLink>
        </p>
        <p className="pl-center">
          <PlainLink to={PATHS.signup} data-testid="signup-link">
            {t('auth.login.createAccount')}
          </PlainLink>
        </p>
      </PlainCard>
    </PlainLayout>
  );
}
