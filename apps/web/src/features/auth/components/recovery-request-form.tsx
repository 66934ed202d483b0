// Asks for a password recovery link. The answer is the same whether or not the e-mail has an
// account, so the page never reveals who is registered.
import { useState } from 'react';
import { useAuthTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import type { RecoveryRequestBody } from '@portal/shared';
import { applyServerIssues } from '../../../components/form/server-errors';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { PlainField } from '../../../components/plain/plain-field';
import { getErrorMessage } from '../../../lib/errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { requestRecovery } from '../api/request-recovery';

const resolver = lazyZodResolver(() =>
  import('../schemas').then((m) => m.recoveryRequestBodySchema),
);

export function RecoveryRequestForm() {
  const { t } = useAuthTranslation();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' } satisfies RecoveryRequestBody,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestRecovery(values);
      setSent(true);
    } catch (error) {
      if (!applyServerIssues(error, setError, ['email'])) setServerError(error);
    }
  });

  if (sent) {
    return (
      <PlainAlert severity="success" title={t('auth.recovery.sentTitle')} testId="recovery-sent">
        <p>{t('auth.recovery.sent')}</p>
      </PlainAlert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={() => void resolver.preload()}
      data-testid="recovery-form"
    >
      <p className="pl-text">{t('auth.recovery.intro')}</p>
      <PlainField
        control={control}
        name="email"
        label={t('auth.recovery.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        autoFocus
      />
      {serverError !== null && (
        <PlainAlert severity="error" testId="form-error">
          {getErrorMessage(serverError, t)}
        </PlainAlert>
      )}
      <PlainSubmit busy={isSubmitting}>{t('auth.recovery.submit')}</PlainSubmit>
    </form>
  );
}
