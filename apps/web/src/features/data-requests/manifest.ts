// Data requests: the queue of requests for a copy, an erasure or a correction of a person's
// data, by due date with the overdue ones flagged; recorded and worked by the super admin, read
// by the global admins.
import { defineFeature, localesOf } from '../../lib/feature-manifest';
import { DATA_REQUEST_SCREEN_PATHS } from './paths';

export default defineFeature({
  id: 'data-requests',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: DATA_REQUEST_SCREEN_PATHS.dataRequests,
      access: { kind: 'area', area: 'dataRequests' },
      load: () => import('./routes/data-requests'),
      titleKey: 'nav.dataRequests',
    },
  ],
  menu: [
    {
      id: 'dataRequests',
      group: 'administration',
      order: 81,
      area: 'dataRequests',
      labelKey: 'nav.dataRequests',
      path: DATA_REQUEST_SCREEN_PATHS.dataRequests,
      icon: () => import('virtual:icon-path/AssignmentInd'),
    },
  ],
});
