// Sign in with e-mail and password (the phone build adds mobile: true in the session store).
import { useState } from 'react';
import { useAuthTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import type { LoginBody } from '@portal/shared';
import { applyServerIssues } from '../../../components/form/server-errors';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { PlainField } from '../../../components/plain/plain-field';
import { getErrorMessage } from '../../../lib/errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLogIn } from '../api/log-in';

const resolver = lazyZodResolver(() => import('../schemas').then((m) => m.loginBodySchema));

export function LoginForm() {
  const { t } = useAuthTranslation();
  const logIn = useLogIn();
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' } satisfies LoginBody,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await logIn(values);
      // The login route follows the session to the next screen.
    } catch (error) {
      if (!applyServerIssues(error, setError, ['username', 'password'])) setServerError(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={() => void resolver.preload()}
      data-testid="login-form"
    >
      <PlainField
        control={control}
        name="username"
        label={t('auth.login.username')}
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        autoFocus
      />
      <PlainField
        control={control}
        name="password"
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {serverError !== null && (
        <PlainAlert severity="error" testId="form-error">
          {getErrorMessage(serverError, t)}
        </PlainAlert>
      )}
      <PlainSubmit busy={isSubmitting}>{t('auth.login.submit')}</PlainSubmit>
    </form>
  );
}
