// Admin users (coordinators and their places) and all users (every account).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const admins = { kind: 'area', area: 'adminUsers' } as const;
const users = { kind: 'area', area: 'allUsers' } as const;
const adminEdit = () => import('./routes/admin-edit');
const userEdit = () => import('./routes/user-edit');

export default defineFeature({
  id: 'users',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.admins,
      access: admins,
      load: () => import('./routes/admins-list'),
      prefetch: (url) => {
        void import('./api/get-users').then((api) => api.prefetchUsersList('adminUsers', url));
      },
      earlyRequests: ['/edrocks/api/admins?sort=lastName&order=asc&page=1&pageSize=50'],
      titleKey: 'nav.adminUsers',
    },
    { path: PATHS.adminNew, access: admins, load: adminEdit, titleKey: 'users.adminUsers.new' },
    { path: PATHS.adminEdit, access: admins, load: adminEdit, titleKey: 'users.adminUsers.edit' },
    {
      path: PATHS.users,
      access: users,
      load: () => import('./routes/users-list'),
      prefetch: (url) => {
        void import('./api/get-users').then((api) => api.prefetchUsersList('allUsers', url));
      },
      earlyRequests: ['/edrocks/api/users?sort=lastName&order=asc&page=1&pageSize=50'],
      titleKey: 'nav.allUsers',
    },
    { path: PATHS.userNew, access: users, load: userEdit, titleKey: 'users.allUsers.new' },
    { path: PATHS.userEdit, access: users, load: userEdit, titleKey: 'users.allUsers.edit' },
  ],
  menu: [
    {
      id: 'adminUsers',
      group: 'administration',
      order: 40,
      area: 'adminUsers',
      labelKey: 'nav.adminUsers',
      path: PATHS.admins,
      icon: () => import('virtual:icon-path/AdminPanelSettings'),
    },
    {
      id: 'allUsers',
      group: 'administration',
      order: 50,
      area: 'allUsers',
      labelKey: 'nav.allUsers',
      path: PATHS.users,
      icon: () => import('virtual:icon-path/People'),
    },
  ],
});
