// Years (periods): the list with create, edit and activate, and each year's four letters.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'periods',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.periods,
      access: { kind: 'area', area: 'periods' },
      load: () => import('./routes/periods-list'),
      titleKey: 'nav.periods',
    },
  ],
  menu: [
    {
      id: 'periods',
      group: 'administration',
      order: 30,
      area: 'periods',
      labelKey: 'nav.periods',
      path: PATHS.periods,
      icon: () => import('virtual:icon-path/CalendarMonth'),
    },
  ],
});
