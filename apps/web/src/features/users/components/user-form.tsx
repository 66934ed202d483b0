// Create or edit an account: names, e-mail (only when creating: it cannot change), phone,
// language, role (only the roles the signed-in user manages; not one's own), and for an ADMIN
// on "Admin users" the schools and villages they work with.
import { useUsersTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminScope, ManagedUser, Role, UserScreen } from '@portal/shared';
import { FormErrorAlert, SubmitButton } from '../../../components/form';
import { AdminScopeFields } from './admin-scope-fields';
import { UserDetailsFields } from './user-details-fields';
import { useUserForm } from './use-user-form';
import { UserRoleField } from './user-role-field';

export function UserForm({
  screen,
  user,
  scope,
  roles,
  isOwnAccount = false,
  onSaved,
  onCancel,
}: {
  screen: UserScreen;
  user?: ManagedUser;
  scope?: AdminScope;
  /** The roles the signed-in user may give on this screen. */
  roles: readonly Role[];
  isOwnAccount?: boolean;
  onSaved: (user: ManagedUser, scopeError?: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useUsersTranslation();
  const { control, onSubmit, isSubmitting, serverError, showScope, scopeChoice } = useUserForm({
    screen,
    user,
    scope,
    roles,
    isOwnAccount,
    onSaved,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="user-form">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('form.requiredNote')}
      </Typography>
      <UserDetailsFields control={control} isNew={!user} />
      <UserRoleField control={control} user={user} roles={roles} isOwnAccount={isOwnAccount} />
      {showScope ? <AdminScopeFields {...scopeChoice} /> : null}
      <FormErrorAlert error={serverError} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SubmitButton busy={isSubmitting}>
          {user ? t('users.form.save') : t('users.form.create')}
        </SubmitButton>
        <Button onClick={onCancel} size="large" sx={{ mt: 2 }}>
          {t('users.form.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
