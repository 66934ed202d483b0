// Retention: the super admin's rules per kind of data, what the next run removes, "Run now" and
// the log of past runs (decision 053).
import { defineFeature, localesOf } from '../../lib/feature-manifest';
import { RETENTION_SCREEN_PATHS } from './paths';

export default defineFeature({
  id: 'retention',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: RETENTION_SCREEN_PATHS.retention,
      access: { kind: 'area', area: 'retention' },
      load: () => import('./routes/retention'),
      titleKey: 'nav.retention',
    },
  ],
  menu: [
    {
      id: 'retention',
      group: 'administration',
      order: 82,
      area: 'retention',
      labelKey: 'nav.retention',
      path: RETENTION_SCREEN_PATHS.retention,
      icon: () => import('virtual:icon-path/AutoDelete'),
    },
  ],
});
