// Change password: the current one, then the new one twice.
import { useState } from 'react';
import { useProfileTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PASSWORD_MIN_LENGTH,
  changePasswordBodySchema,
  type ChangePasswordBody,
} from '@portal/shared';
import {
  FormErrorAlert,
  FormTextField,
  SubmitButton,
  applyServerIssues,
} from '../../../components/form';
import { hasErrorCode } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useProfileTranslation();
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      notify.success(t('changePassword.done'));
    } catch (error) {
      if (hasErrorCode(error, 'WRONG_CURRENT_PASSWORD')) {
        setError(
          'currentPassword',
          { type: 'server', message: 'errors.wrongCurrentPassword' },
          { shouldFocus: true },
        );
      } else if (
        !applyServerIssues(error, setError, ['currentPassword', 'password', 'confirmPassword'])
      ) {
        setServerError(error);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
      <Typography sx={{ color: 'text.secondary' }}>
        {t('changePassword.intro', { num: PASSWORD_MIN_LENGTH })}
      </Typography>
      <FormTextField
        control={control}
        name="currentPassword"
        label={t('changePassword.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={t('changePassword.password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label={t('changePassword.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormErrorAlert error={serverError} />
      <SubmitButton busy={formState.isSubmitting}>{t('changePassword.submit')}</SubmitButton>
    </Box>
  );
}
