// Sponsors and students create their own account with a registration code.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'signup',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.signup,
      access: { kind: 'public' },
      load: () => import('./routes/signup'),
      titleKey: 'signup.title',
    },
  ],
});
