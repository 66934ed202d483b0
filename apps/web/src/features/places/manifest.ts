// Villages and schools: lists and the create/edit screens.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const villages = { kind: 'area', area: 'villages' } as const;
const schools = { kind: 'area', area: 'schools' } as const;
const villageEdit = () => import('./routes/village-edit');
const schoolEdit = () => import('./routes/school-edit');

export default defineFeature({
  id: 'places',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.villages,
      access: villages,
      load: () => import('./routes/villages-list'),
      prefetch: (url) => {
        void import('./api/get-places').then((api) => api.prefetchPlacesList('village', url));
      },
      earlyRequests: [
        '/edrocks/api/villages?sort=name&order=asc&page=1&pageSize=50',
        '/edrocks/public/lists/',
      ],
      titleKey: 'nav.villages',
    },
    { path: PATHS.villageNew, access: villages, load: villageEdit, titleKey: 'places.village.new' },
    {
      path: PATHS.villageEdit,
      access: villages,
      load: villageEdit,
      titleKey: 'places.village.edit',
    },
    {
      path: PATHS.schools,
      access: schools,
      load: () => import('./routes/schools-list'),
      prefetch: (url) => {
        void import('./api/get-places').then((api) => api.prefetchPlacesList('school', url));
      },
      earlyRequests: [
        '/edrocks/api/schools?sort=name&order=asc&page=1&pageSize=50',
        '/edrocks/public/lists/',
      ],
      titleKey: 'nav.schools',
    },
    { path: PATHS.schoolNew, access: schools, load: schoolEdit, titleKey: 'places.school.new' },
    { path: PATHS.schoolEdit, access: schools, load: schoolEdit, titleKey: 'places.school.edit' },
  ],
  menu: [
    {
      id: 'schools',
      group: 'administration',
      order: 10,
      area: 'schools',
      labelKey: 'nav.schools',
      path: PATHS.schools,
      icon: () => import('virtual:icon-path/School'),
    },
    {
      id: 'villages',
      group: 'administration',
      order: 20,
      area: 'villages',
      labelKey: 'nav.villages',
      path: PATHS.villages,
      icon: () => import('virtual:icon-path/HolidayVillage'),
    },
  ],
});
