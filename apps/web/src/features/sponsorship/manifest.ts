// Sponsorship: coordinators' pairing screen and the sponsor's "My students" / "Sponsor a student".
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'sponsorship',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.sponsorship,
      access: { kind: 'area', area: 'sponsorship' },
      load: () => import('./routes/sponsorship'),
      titleKey: 'nav.sponsorship',
    },
  ],
  menu: [
    {
      id: 'sponsorship',
      group: 'people',
      order: 30,
      area: 'sponsorship',
      labelKey: 'nav.sponsorship',
      path: PATHS.sponsorship,
      icon: () => import('virtual:icon-path/Handshake'),
    },
  ],
});
