// Sponsors: the list and one sponsor's record. A sponsor finds their own profile here, a
// student their sponsors, under a title of their own.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const access = { kind: 'area', area: 'sponsors' } as const;
const titleKeyByRole = { SPONSOR: 'nav.mySponsorProfile', STUDENT: 'nav.mySponsors' };

export default defineFeature({
  id: 'sponsors',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.sponsors,
      access,
      load: () => import('./routes/sponsors-list'),
      // What it asks for first depends on the role: no early requests (the start-up script
      // would have to know the role).
      prefetch: (url, role) => {
        void import('./api/prefetch-sponsors-screen').then((api) =>
          api.prefetchSponsorsScreen(url, role),
        );
      },
      titleKey: 'nav.sponsors',
      titleKeyByRole,
    },
    {
      path: PATHS.sponsorDetails,
      access,
      load: () => import('./routes/sponsor-details'),
      titleKey: 'nav.sponsorDetails',
    },
  ],
  menu: [
    {
      id: 'sponsors',
      group: 'people',
      order: 20,
      area: 'sponsors',
      labelKey: 'nav.sponsors',
      labelKeyByRole: titleKeyByRole,
      path: PATHS.sponsors,
      icon: () => import('virtual:icon-path/VolunteerActivism'),
    },
  ],
});
