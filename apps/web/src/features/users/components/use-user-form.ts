// The account form's state and its Save: the account is created or updated (one's own role is
// never sent), then, for an ADMIN on "Admin users", the schools and villages they work with. A
// refused scope does not undo the saved account: it is handed on with it.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUserBodySchema,
  type AdminScope,
  type CreateUserBody,
  type ManagedUser,
  type Role,
  type UserScreen,
} from '@portal/shared';
import { applyServerIssues } from '../../../components/form';
import { usePutAdminScope } from '../api/admin-scope';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import type { ScopeOption } from './scope-picker';

const editSchema = createUserBodySchema.omit({ email: true });
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'language', 'role'] as const;

export interface UserFormOptions {
  screen: UserScreen;
  user: ManagedUser | undefined;
  scope: AdminScope | undefined;
  roles: readonly Role[];
  isOwnAccount: boolean;
  onSaved: (user: ManagedUser, scopeError?: unknown) => void;
}

export function useUserForm({
  screen,
  user,
  scope,
  roles,
  isOwnAccount,
  onSaved,
}: UserFormOptions) {
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

  async function saveScope(saved: ManagedUser): Promise<unknown> {
    try {
      await putScope.mutateAsync({
        id: saved.id,
        body: {
          schoolIds: schools.map((school) => school.id),
          villageIds: villages.map((village) => village.id),
        },
      });
      return undefined;
    } catch (error) {
      return error;
    }
  }

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
    onSaved(saved, showScope ? await saveScope(saved) : undefined);
  });

  return {
    control,
    onSubmit,
    isSubmitting: formState.isSubmitting,
    serverError,
    showScope,
    scopeChoice: { schools, setSchools, villages, setVillages },
  };
}
