// Sign up with a registration code (seed: "sign up"): a school's code makes a sponsor, a
// village's code a student. On success the person is signed in (api/sign-up.ts) and the route
// moves on to the portal. A refused code or e-mail is shown under its own field. Everyone gives
// their date of birth (the form cannot tell whose the code is; a sponsor under 18 needs a
// parent's agreement, decision 030).
import { useSignupTranslation } from '../i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { PlainField } from '../../../components/plain/plain-field';
import { getErrorMessage } from '../../../lib/errors';
import { isLanguage } from '../../../lib/i18n';
import { PlainCheckboxField, PlainSelectField } from './plain-choice-fields';
import { PlainDateField } from './plain-date-field';
import { PolicyLinks } from './policy-links';
import { SignupAccountFields } from './signup-account-fields';
import { useSignupForm } from './use-signup-form';

export function SignupForm({ initialCode = '' }: { initialCode?: string }) {
  const { t, i18n } = useSignupTranslation();
  const uiLanguage: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { control, onSubmit, isSubmitting, serverError } = useSignupForm(initialCode, uiLanguage);

  return (
    <form noValidate onSubmit={onSubmit} data-testid="signup-form">
      <p className="pl-text pl-text--secondary">{t('form.requiredNote')}</p>
      <PlainField
        control={control}
        name="code"
        label={t('signup.code')}
        hint={t('signup.codeHint')}
        autoComplete="off"
        required
        autoFocus={!initialCode}
      />
      <div className="su-row">
        <PlainField
          control={control}
          name="firstName"
          label={t('signup.firstName')}
          autoComplete="given-name"
          required
          autoFocus={Boolean(initialCode)}
        />
        <PlainField
          control={control}
          name="lastName"
          label={t('signup.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <SignupAccountFields control={control} />
      <PlainDateField
        control={control}
        name="birthdate"
        label={t('signup.birthdate')}
        hint={t('signup.birthdateHint')}
        language={uiLanguage}
        required
      />
      <PlainSelectField
        control={control}
        name="language"
        label={t('signup.language')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
        required
      />
      <PlainCheckboxField
        control={control}
        name="acceptTerms"
        label={t('signup.acceptTerms')}
        required
        details={<PolicyLinks />}
      />
      {serverError !== null && (
        <PlainAlert severity="error" testId="form-error">
          {getErrorMessage(serverError, t)}
        </PlainAlert>
      )}
      <PlainSubmit busy={isSubmitting}>{t('signup.submit')}</PlainSubmit>
    </form>
  );
}
