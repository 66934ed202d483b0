// Everyone's own profile and password, reached from the user menu (no side-menu entry).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'profile',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.profile,
      access: { kind: 'area', area: 'profile' },
      load: () => import('./routes/profile'),
      titleKey: 'nav.profile',
    },
    {
      path: PATHS.changePassword,
      access: { kind: 'area', area: 'profile' },
      load: () => import('./routes/change-password'),
      titleKey: 'nav.changePassword',
    },
  ],
});
