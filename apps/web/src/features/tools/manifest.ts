// Tools: importing students and sponsors from a spreadsheet.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'tools',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.tools,
      access: { kind: 'area', area: 'tools' },
      load: () => import('./routes/tools'),
      titleKey: 'nav.tools',
    },
  ],
  menu: [
    {
      id: 'tools',
      group: 'administration',
      order: 70,
      area: 'tools',
      labelKey: 'nav.tools',
      path: PATHS.tools,
      icon: () => import('virtual:icon-path/Build'),
    },
  ],
});
