// The sign-up form's state and its sending. The language asked for follows the page's language
// switch until the person picks one; a refused code or e-mail lands under its own field, any
// other refusal above the button.
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { signupFormSchema, type Language, type SignupBody } from '@portal/shared';
import { applyServerIssues } from '../../../components/form/server-errors';
import { errorField } from '../../../lib/errors';
import { signUp } from '../api/sign-up';

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

export function useSignupForm(initialCode: string, uiLanguage: Language) {
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<SignupFormValues, unknown, SignupValues>({
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
  const { handleSubmit, setError, setValue, watch } = form;

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

  return {
    control: form.control,
    onSubmit,
    isSubmitting: form.formState.isSubmitting,
    serverError,
  };
}
