// The fields that say who a person is and how to reach them, as the profile, the users' form and
// the manual gift ask them. `isOwn`: the person filling the form is the one named, so the browser
// may offer their saved names and number; for someone else's it offers nothing.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LANGUAGES } from '@portal/shared';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

interface PersonFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  isOwn: boolean;
}

/** First and last name, both required. */
export function PersonNameFields<T extends { firstName: string; lastName: string }, TOut = T>({
  control,
  isOwn,
  labels,
}: PersonFieldsProps<T, TOut> & { labels: { firstName: string; lastName: string } }) {
  return (
    <>
      <FormTextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={labels.firstName}
        autoComplete={isOwn ? 'given-name' : 'off'}
        required
      />
      <FormTextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={labels.lastName}
        autoComplete={isOwn ? 'family-name' : 'off'}
        required
      />
    </>
  );
}

/** A phone number (optional) and the language the portal and its e-mails use (required). */
export function PhoneAndLanguageFields<T extends { phone?: string; language?: string }, TOut = T>({
  control,
  isOwn,
  labels,
}: PersonFieldsProps<T, TOut> & { labels: { phone: string; language: string } }) {
  const { t } = useCommonTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'phone' as FieldPath<T>}
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete={isOwn ? 'tel' : 'off'}
      />
      <FormSelectField
        control={control}
        name={'language' as FieldPath<T>}
        label={labels.language}
        required
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
          lang: language,
        }))}
      />
    </>
  );
}
