// Create or edit an account: names, e-mail (only when creating: it cannot change), phone,
// language, role (only the roles the signed-in user manages; not one's own), and for an ADMIN
// on "Admin users" the schools and villages they work with.
import { useState } from 'react';
import { useUsersTranslation } from '../i18n';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LANGUAGES,
  createUserBodySchema,
  type AdminScope,
  type CreateUserBody,
  type ManagedUser,
  type Role,
  type UserScreen,
} from '@portal/shared';
import {
  FormErrorAlert,
  FormTextField,
  SubmitButton,
  applyServerIssues,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useLists } from '../../../lib/get-lists';
import { usePutAdminScope } from '../api/admin-scope';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import { ScopePicker, type ScopeOption } from './scope-picker';

const editSchema = createUserBodySchema.omit({ email: true });
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'language', 'role'] as const;

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
  const lookups = useLists();
  const createUser = useCreateUser(screen);
  const updateUser = useUpdateUser(screen, user?.id ?? 0);
  const putScope = usePutAdminScope();
  const [serverError, setServerError] = useState<unknown>(null);
  const [schools, setSchools] = useState<ScopeOption[]>(scope?.schools ?? []);
  const [villages, setVillages] = useState<ScopeOption[]>(scope?.villages ?? []);
  const defaultRole: Role | undefined = roles.includes('ADMIN') ? 'ADMIN' : roles[0];
  const { control, handleSubmit, setError, formState } = useForm<CreateUserBody>({
    resolver: zodResolver(
      user ? (editSchema as unknown as typeof createUserBodySchema) : createUserBodySchema,
    ),
    mode: 'onTouched',
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      language: user?.language ?? 'es-CO',
      role: (user?.role ?? defaultRole) as Role,
    },
  });
  const role = useWatch({ control, name: 'role' });
  const showScope = screen === 'adminUsers' && role === 'ADMIN';
  // A role the signed-in user may not give (their own, say) still shows, unchangeable.
  const roleOptions = user && !roles.includes(user.role) ? [user.role, ...roles] : roles;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let saved: ManagedUser;
    try {
      if (user) {
        const { email: _email, role: newRole, ...rest } = values;
        saved = await updateUser.mutateAsync(
          isOwnAccount || newRole === user.role ? rest : { ...rest, role: newRole },
        );
      } else {
        saved = await createUser.mutateAsync(values);
      }
    } catch (error) {
      if (!applyServerIssues(error, setError, FIELDS)) setServerError(error);
      return;
    }
    let scopeError: unknown;
    if (showScope) {
      try {
        await putScope.mutateAsync({
          id: saved.id,
          body: {
            schoolIds: schools.map((school) => school.id),
            villageIds: villages.map((village) => village.id),
          },
        });
      } catch (error) {
        scopeError = error;
      }
    }
    onSaved(saved, scopeError);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="user-form">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('form.requiredNote')}
      </Typography>
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
      {user ? null : (
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
      )}
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
      {isOwnAccount ? (
        <Typography sx={{ mt: 2 }}>
          {t('users.fields.role')}: {t(`roles.${user?.role ?? 'ADMIN'}`)}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            ({t('users.form.ownRole')})
          </Typography>
        </Typography>
      ) : (
        <FormSelectField
          control={control}
          name="role"
          label={t('users.fields.role')}
          required
          options={roleOptions.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
      )}
      {showScope ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" variant="h6">
            {t('users.scope.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('users.scope.intro')}
          </Typography>
          <ScopePicker
            name="schools"
            label={t('users.scope.schools')}
            options={lookups.data?.schools ?? []}
            value={schools}
            onChange={setSchools}
          />
          <ScopePicker
            name="villages"
            label={t('users.scope.villages')}
            options={lookups.data?.villages ?? []}
            value={villages}
            onChange={setVillages}
          />
        </Box>
      ) : null}
      <FormErrorAlert error={serverError} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SubmitButton busy={formState.isSubmitting}>
          {user ? t('users.form.save') : t('users.form.create')}
        </SubmitButton>
        <Button onClick={onCancel} size="large" sx={{ mt: 2 }}>
          {t('users.form.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
