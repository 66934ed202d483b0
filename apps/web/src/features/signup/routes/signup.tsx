// /auth/signup: create an account with a registration code (seed: "sign up"). A lazy chunk of
// its own, linked from the login page, so it adds nothing to the login page's download.
// `?code=...` fills the code in (a coordinator may share such a link).
import { useSignupTranslation } from '../i18n';
import { Navigate, useSearchParams } from 'react-router';
import { PlainCard, PlainLayout, PlainLink } from '../../../components/plain';
import { PATHS } from '../../../config/paths';
import { AUTH_LOGGED_IN, useSession } from '../../../lib/session';
import { SignupForm } from '../components/signup-form';
import '../signup.css';

export default function SignupRoute() {
  const { t } = useSignupTranslation();
  const { authenticated } = useSession();
  const [params] = useSearchParams();

  if (authenticated === AUTH_LOGGED_IN) return <Navigate to={PATHS.dashboard} replace />;

  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title">{t('signup.title')}</h1>
        <p className="pl-text pl-text--secondary">{t('signup.intro')}</p>
        <SignupForm initialCode={params.get('code')?.slice(0, 64) ?? ''} />
        <p className="pl-center">
          {t('signup.haveAccount')} <PlainLink to={PATHS.login}>{t('signup.signIn')}</PlainLink>
        </p>
      </PlainCard>
    </PlainLayout>
  );
}
