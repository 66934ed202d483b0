// Document status: the coordinators' grid of each sponsor's agreements, photo and letters in a
// year, with reminders, export and a printable layout.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'document-status',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.documentStatus,
      access: { kind: 'area', area: 'documentStatus' },
      load: () => import('./routes/document-status'),
      titleKey: 'nav.documentStatus',
    },
  ],
  menu: [
    {
      id: 'documentStatus',
      group: 'curriculum',
      order: 40,
      area: 'documentStatus',
      labelKey: 'nav.documentStatus',
      path: PATHS.documentStatus,
      icon: () => import('virtual:icon-path/FactCheck'),
    },
  ],
});
