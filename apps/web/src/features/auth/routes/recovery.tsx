// /auth/recovery: the request form, or the new-password form when the e-mailed link's
// ?token= is present.
import { useAuthTranslation } from '../i18n';
import { useSearchParams } from 'react-router';
import { PlainCard, PlainLayout, PlainLink } from '../../../components/plain';
import { PATHS } from '../../../config/paths';
import { RecoveryRequestForm } from '../components/recovery-request-form';
import { RecoveryResetForm } from '../components/recovery-reset-form';

export default function RecoveryRoute() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <PlainLayout>
      <PlainCard>
        <h1 className="pl-title">
          {token ? t('auth.recovery.resetTitle') : t('auth.recovery.title')}
        </h1>
        {token ? <RecoveryResetForm key={token} token={token} /> : <RecoveryRequestForm />}
        <p className="pl-center">
          <PlainLink to={PATHS.login}>{t('auth.recovery.backToLogin')}</PlainLink>
        </p>
      </PlainCard>
    </PlainLayout>
  );
}
