// /edrocks/admins ("Admin users": super admins, global admins, admins) and /edrocks/users
// ("All users"): search, role and active filters, export, "New ...". The roles offered are the
// ones the signed-in role manages on that screen (managedRoles), as the API enforces.
import { useUsersTranslation } from '../i18n';
import Chip from '@mui/material/Chip';
import {
  ADMIN_USER_ROLES,
  type USER_SORT_FIELDS,
  adminRoleLabelKey,
  canWrite,
  managedRoles,
  type AdminUserRole,
  type ManagedUser,
  type UserScreen,
} from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  useYesNoOptions,
  type DataTableColumn,
} from '../../../components/data-table';
import { buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { USERS_LIST, useUsers } from '../api/get-users';
import { exportUsers } from '../api/export-users';
import { USER_PATHS } from '../api/user-screens';

function isAdminUserRole(role: string): role is AdminUserRole {
  return (ADMIN_USER_ROLES as readonly string[]).includes(role);
}

export function UsersList({ screen }: { screen: UserScreen }) {
  const { t } = useUsersTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, screen);
  const roles = role ? managedRoles(role, screen) : [];
  const list = useListUrlState(USERS_LIST);
  const users = useUsers(screen, list.query);
  const yesNo = useYesNoOptions();
  const k = `users.${screen}` as const;

  const columns = useUserColumns(screen);

  return (
    <ListScreen
      list={list}
      result={users}
      searchLabel={t(`${k}.search`)}
      filters={[
        {
          name: 'role',
          label: t('users.fields.role'),
          options: roles.map((value) => ({ value, label: t(`roles.${value}`) })),
        },
        { name: 'active', label: t('users.fields.active'), options: yesNo },
      ]}
      exportFile={{
        download: (format) => exportUsers(screen, list.exportQuery, format),
        fileName: t(
          screen === 'adminUsers' ? 'usersExport.adminsFileName' : 'usersExport.usersFileName',
        ),
      }}
      newAction={canChange ? { label: t(`${k}.new`), to: USER_PATHS[screen].create } : null}
      offerNewWhenEmpty
      tableLabel={t(`${k}.tableLabel`)}
      columns={columns}
      getRowId={(user) => user.id}
      getRowHref={(user) => buildPath(USER_PATHS[screen].edit, { id: user.id })}
      emptyMessages={{ noMatch: t('table.noMatches'), empty: t(`${k}.empty`) }}
    />
  );
}

function useUserColumns(
  screen: UserScreen,
): Array<DataTableColumn<ManagedUser, (typeof USER_SORT_FIELDS)[number]>> {
  const { t } = useUsersTranslation();
  const format = useFormat();
  return [
    {
      id: 'name',
      header: t('users.fields.name'),
      sortField: 'lastName',
      rowLink: true,
      render: (user) => `${user.lastName}, ${user.firstName}`,
    },
    {
      id: 'email',
      header: t('users.fields.email'),
      sortField: 'email',
      render: (user) => user.email,
      hideOnPhone: true,
    },
    ...(screen === 'adminUsers'
      ? [
          {
            id: 'type',
            header: t('users.fields.adminType'),
            render: (user: ManagedUser) =>
              isAdminUserRole(user.role) ? t(adminRoleLabelKey(user.role)) : null,
            hideOnPhone: true,
          },
        ]
      : []),
    { id: 'role', header: t('users.fields.role'), render: (user) => t(`roles.${user.role}`) },
    {
      id: 'active',
      header: t('users.fields.active'),
      render: (user) =>
        user.active ? (
          t('table.yes')
        ) : (
          <Chip size="small" label={t('users.inactive')} variant="outlined" />
        ),
    },
    {
      id: 'lastLoginAt',
      header: t('users.fields.lastLoginAt'),
      render: (user) => (user.lastLoginAt ? format.date(user.lastLoginAt) : t('users.never')),
      hideOnPhone: true,
    },
    {
      id: 'createdAt',
      header: t('users.fields.createdAt'),
      sortField: 'createdAt',
      render: (user) => format.date(user.createdAt),
      hideOnPhone: true,
    },
  ];
}
