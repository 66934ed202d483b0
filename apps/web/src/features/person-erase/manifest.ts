// Erasing a person (super admin): one screen, opened from a user's, a sponsor's or a student's
// details, that shows what will go and what is kept and why, and erases after a typed
// confirmation.
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
  ],
});
