// Tools: importing students and sponsors from a spreadsheet.
import { lazy } from 'react';
import { PATHS } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'tools',
  translations: {
    'en-US': () => import('./locales/en-US.json'),
    'es-CO': () => import('./locales/es-CO.json'),
  },
  screens: [
    {
      path: PATHS.tools,
      access: { kind: 'area', area: 'tools' },
      load: () => import('./routes/tools'),
      titleKey: 'nav.tools',
    },
  ],
  menu: [
    {
      id: 'tools',
      group: 'administration',
      order: 70,
      area: 'tools',
      labelKey: 'nav.tools',
      path: PATHS.tools,
      icon: lazy(() => import('@mui/icons-material/Build')),
    },
  ],
});
