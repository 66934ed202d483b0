// The first screen after signing in.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'dashboard',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.dashboard,
      access: { kind: 'area', area: 'dashboard' },
      load: () => import('./routes/dashboard'),
      titleKey: 'nav.dashboard',
    },
  ],
  menu: [
    {
      id: 'dashboard',
      group: 'overview',
      order: 10,
      area: 'dashboard',
      labelKey: 'nav.dashboard',
      path: PATHS.dashboard,
      icon: () => import('virtual:icon-path/Dashboard'),
    },
  ],
});
