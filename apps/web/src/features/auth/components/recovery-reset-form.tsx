// Sets a new password from the e-mailed link (/auth/recovery?token=...).
import { useState } from 'react';
import { useAuthTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, type RecoveryResetBody } from '@portal/shared';
import { applyServerIssues } from '../../../components/form/server-errors';
import { PlainAlert, PlainLink, PlainSubmit } from '../../../components/plain';
import { PlainField } from '../../../components/plain/plain-field';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { resetPassword } from '../api/reset-password';
import { PASSWORD_RESET_NOTICE } from '../notices';

const resolver = lazyZodResolver(() => import('../schemas').then((m) => m.recoveryResetBodySchema));

export function RecoveryResetForm({ token }: { token: string }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' } satisfies RecoveryResetBody,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await resetPassword(values);
      await navigate(PATHS.login, { replace: true, state: { notice: PASSWORD_RESET_NOTICE } });
    } catch (error) {
      if (!applyServerIssues(error, setError, ['password', 'confirmPassword'])) {
        setServerError(error);
      }
    }
  });

  const linkIsInvalid =
    serverError instanceof ApiError &&
    (serverError.code === 'RECOVERY_LINK_INVALID' ||
      serverError.issues.some((issue) => issue.path === 'token'));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={() => void resolver.preload()}
      data-testid="reset-form"
    >
      <p className="pl-text">{t('auth.recovery.resetIntro', { num: PASSWORD_MIN_LENGTH })}</p>
      <PlainField
        control={control}
        name="password"
        label={t('auth.recovery.password')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
      />
      <PlainField
        control={control}
        name="confirmPassword"
        label={t('auth.recovery.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      {serverError !== null && (
        <PlainAlert severity="error" testId="form-error">
          <p>{getErrorMessage(serverError, t)}</p>
          {linkIsInvalid && (
            <p>
              <PlainLink to={PATHS.recovery}>{t('auth.recovery.requestNew')}</PlainLink>
            </p>
          )}
        </PlainAlert>
      )}
      <PlainSubmit busy={isSubmitting}>{t('auth.recovery.resetSubmit')}</PlainSubmit>
    </form>
  );
}
