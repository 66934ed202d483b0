// Agreements: the sponsor's signing page and the texts for coordinators.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'agreements',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.agreements,
      access: { kind: 'area', area: 'agreements' },
      load: () => import('./routes/agreements'),
      titleKey: 'nav.agreements',
    },
  ],
  menu: [
    {
      id: 'agreements',
      group: 'people',
      order: 40,
      area: 'agreements',
      labelKey: 'nav.agreements',
      path: PATHS.agreements,
      icon: () => import('virtual:icon-path/Draw'),
    },
  ],
});
