// Sponsors and students create their own account with a registration code.
import { PATHS } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'signup',
  translations: {
    'en-US': () => import('./locales/en-US.json'),
    'es-CO': () => import('./locales/es-CO.json'),
  },
  screens: [
    {
      path: PATHS.signup,
      access: { kind: 'public' },
      load: () => import('./routes/signup'),
      titleKey: 'signup.title',
    },
  ],
});
