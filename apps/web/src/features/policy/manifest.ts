// The privacy policy and terms, readable before signing up.
import { PATHS } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'policy',
  translations: {
    'en-US': () => import('./locales/en-US.json'),
    'es-CO': () => import('./locales/es-CO.json'),
  },
  screens: [
    {
      path: PATHS.policy,
      access: { kind: 'public' },
      load: () => import('./routes/policy'),
      titleKey: 'policy.title',
    },
  ],
});
