// Who the account is for: names, e-mail (only when creating: it cannot change), phone and
// language.
import type { Control } from 'react-hook-form';
import { LANGUAGES, type CreateUserBody } from '@portal/shared';
import { FormTextField } from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useUsersTranslation } from '../i18n';

export function UserDetailsFields({
  control,
  isNew,
}: {
  control: Control<CreateUserBody>;
  isNew: boolean;
}) {
  const { t } = useUsersTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name="firstName"
        label={t('users.fields.firstName')}
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t('users.fields.lastName')}
        autoComplete="off"
        required
      />
      {isNew ? (
        <FormTextField
          control={control}
          name="email"
          type="email"
          inputMode="email"
          label={t('users.fields.email')}
          autoComplete="off"
          helperText={t('users.form.emailHelp')}
          required
        />
      ) : null}
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        inputMode="tel"
        label={t('users.fields.phone')}
        autoComplete="off"
      />
      <FormSelectField
        control={control}
        name="language"
        label={t('users.fields.language')}
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
