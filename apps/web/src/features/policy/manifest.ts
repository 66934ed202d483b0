// The privacy policy and terms, readable before signing up.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'policy',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.policy,
      access: { kind: 'public' },
      load: () => import('./routes/policy'),
      titleKey: 'policy.title',
    },
  ],
});
