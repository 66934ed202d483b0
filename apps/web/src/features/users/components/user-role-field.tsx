// The account's role: a choice among the roles the signed-in user manages, or, on one's own
// account, the role as words (nobody changes their own role).
import type { Control } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import type { CreateUserBody, ManagedUser, Role } from '@portal/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useUsersTranslation } from '../i18n';

export function UserRoleField({
  control,
  user,
  roles,
  isOwnAccount,
}: {
  control: Control<CreateUserBody>;
  user: ManagedUser | undefined;
  roles: readonly Role[];
  isOwnAccount: boolean;
}) {
  const { t } = useUsersTranslation();
  if (isOwnAccount) {
    return (
      <Typography sx={{ mt: 2 }}>
        {t('users.fields.role')}: {t(`roles.${user?.role ?? 'ADMIN'}`)}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          ({t('users.form.ownRole')})
        </Typography>
      </Typography>
    );
  }
  // A role the signed-in user may not give (their own, say) still shows, unchangeable.
  const roleOptions = user && !roles.includes(user.role) ? [user.role, ...roles] : roles;
  return (
    <FormSelectField
      control={control}
      name="role"
      label={t('users.fields.role')}
      required
      options={roleOptions.map((value) => ({ value, label: t(`roles.${value}`) }))}
    />
  );
}
