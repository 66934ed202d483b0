// Erasing a person (super admin): one screen, opened from a user's, a sponsor's or a student's
// details, that shows what will go and what is kept and why, and erases after a typed
// confirmation; and one for someone without an account, found by e-mail (opened from the data
// requests), that also downloads their data.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'person-erase',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.personErase,
      access: { kind: 'area', area: 'personErase' },
      load: () => import('./routes/person-erase'),
      titleKey: 'nav.personErase',
    },
    {
      path: PATHS.studentErase,
      access: { kind: 'area', area: 'personErase' },
      load: () => import('./routes/person-erase'),
      titleKey: 'nav.personErase',
    },
    {
      path: PATHS.sponsorErase,
      access: { kind: 'area', area: 'personErase' },
      load: () => import('./routes/person-erase'),
      titleKey: 'nav.personErase',
    },
    {
      path: PATHS.personByEmail,
      access: { kind: 'area', area: 'personErase' },
      load: () => import('./routes/person-by-email'),
      titleKey: 'nav.personByEmail',
    },
  ],
});
