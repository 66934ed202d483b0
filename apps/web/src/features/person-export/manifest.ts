// Exporting a person's data: "Download my data" on everyone's profile, and for the super admin
// "Download this person's data" on a user's page, "Download this student's data" on a student's
// page and "Download this sponsor's data" on a sponsor's page (a student or a sponsor without an
// account has no user page). All are sections of other features' screens
// (components/screen-sections), no screen of their own.
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'person-export',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [],
  sections: [
    { slot: 'profile', area: 'profile', load: () => import('./components/download-my-data') },
    {
      slot: 'userDetails',
      area: 'personExport',
      load: () => import('./components/download-person-data'),
    },
    {
      slot: 'studentDetails',
      area: 'personExport',
      load: () => import('./components/download-student-data'),
    },
    {
      slot: 'sponsorDetails',
      area: 'personExport',
      load: () => import('./components/download-sponsor-data'),
    },
  ],
});
