// Who the account is for: names, e-mail (only when creating: it cannot change), phone and
// language.
import type { Control } from 'react-hook-form';
import type { CreateUserBody } from '@portal/shared';
import { FormTextField } from '../../../components/form';
import { PersonNameFields, PhoneAndLanguageFields } from '../../../components/form/person-fields';
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
      <PersonNameFields
        control={control}
        isOwn={false}
        labels={{ firstName: t('users.fields.firstName'), lastName: t('users.fields.lastName') }}
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
      <PhoneAndLanguageFields
        control={control}
        isOwn={false}
        labels={{ phone: t('users.fields.phone'), language: t('users.fields.language') }}
      />
    </>
  );
}
