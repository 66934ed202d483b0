// The new account's sign-in: the e-mail, and the password typed twice.
import type { Control } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@portal/shared';
import { PlainField } from '../../../components/plain/plain-field';
import { useSignupTranslation } from '../i18n';
import type { SignupFormValues } from './use-signup-form';

export function SignupAccountFields({ control }: { control: Control<SignupFormValues> }) {
  const { t } = useSignupTranslation();
  return (
    <>
      <PlainField
        control={control}
        name="email"
        label={t('signup.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <PlainField
        control={control}
        name="password"
        label={t('signup.password')}
        hint={t('signup.passwordHint', { num: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <PlainField
        control={control}
        name="confirmPassword"
        label={t('signup.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
