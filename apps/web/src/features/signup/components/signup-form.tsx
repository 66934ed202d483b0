// Sign up with a registration code (seed: "sign up"): a school's code makes a sponsor, a
// village's code a student. On success the person is signed in (api/sign-up.ts) and the route
// moves on to the portal. A refused code or e-mail is shown under its own field. Everyone gives
// their date of birth (the form cannot tell whose the code is; a sponsor under 18 needs a
// parent's agreement, decision 030).
import { useEffect, useRef, useState } from 'react';
import { useSignupTranslation } from '../i18n';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  signupFormSchema,
  type Language,
  type SignupBody,
} from '@portal/shared';
import { applyServerIssues } from '../../../components/form/server-errors';
import { PlainAlert, PlainLink, PlainSubmit } from '../../../components/plain';
import { PlainField } from '../../../components/plain/plain-field';
import { PATHS } from '../../../config/paths';
import { errorField, getErrorMessage } from '../../../lib/errors';
import { isLanguage } from '../../../lib/i18n';
import { signUp } from '../api/sign-up';
import { PlainCheckboxField, PlainSelectField } from './plain-choice-fields';
import { PlainDateField } from './plain-date-field';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** What the form holds: the terms box starts unticked, which the schema then refuses. */
export type SignupFormValues = Omit<SignupBody, 'acceptTerms'> & { acceptTerms: boolean };
type SignupValues = z.output<typeof signupFormSchema>;

const resolver = zodResolver(signupFormSchema) as unknown as Resolver<
  SignupFormValues,
  unknown,
  SignupValues
>;

const FIELDS = [
  'code',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'birthdate',
  'language',
  'acceptTerms',
] as const satisfies ReadonlyArray<keyof SignupFormValues>;

function isFormField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

export function SignupForm({ initialCode = '' }: { initialCode?: string }) {
  const { t, i18n } = useSignupTranslation();
  const uiLanguage: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [serverError, setServerError] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      code: initialCode,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      birthdate: '',
      language: uiLanguage,
      acceptTerms: false,
    },
  });

  // Until the person picks a language themselves, it follows the page's language switch.
  const languagePicked = useRef(false);
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name === 'language' && type === 'change') languagePicked.current = true;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    if (!languagePicked.current) setValue('language', uiLanguage);
  }, [uiLanguage, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp(values);
      // The route follows the new session into the portal.
    } catch (error) {
      const owned = errorField(error);
      if (owned && isFormField(owned.field)) {
        setError(owned.field, { type: 'server', message: owned.key }, { shouldFocus: true });
      } else if (!applyServerIssues(error, setError, FIELDS)) {
        setServerError(error);
      }
    }
  });

  const policyLink = (document: 'terms' | 'privacy', label: string) => (
    <PlainLink
      to={`${PATHS.policy}?show=${document}`}
      target="_blank"
      rel="noopener"
      data-testid={`signup-${document}-link`}
    >
      {label}
      <span style={visuallyHidden}> ({t('signup.opensInNewTab')})</span>
    </PlainLink>
  );

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
        details={
          <p className="su-policy-links">
            {t('signup.readPolicies')} {policyLink('terms', t('signup.termsLink'))}
            {' · '}
            {policyLink('privacy', t('signup.privacyLink'))}
          </p>
        }
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
