// The first screen after signing in.
import { lazy } from 'react';
import { PATHS } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'dashboard',
  translations: {
    'en-US': () => import('./locales/en-US.json'),
    'es-CO': () => import('./locales/es-CO.json'),
  },
  screens: [
    {
      path: PATHS.dashboard,
      access: { kind: 'area', area: 'dashboard' },
      load: () => import('./routes/dashboard'),
      titleKey: 'nav.dashboard',
    },
  ],
  menu: [
    {
      id: 'dashboard',
      group: 'overview',
      order: 10,
      area: 'dashboard',
      labelKey: 'nav.dashboard',
      path: PATHS.dashboard,
      icon: lazy(() => import('@mui/icons-material/Dashboard')),
    },
  ],
});
