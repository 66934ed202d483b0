// Students: the list, one student's record and its printable page.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const access = { kind: 'area', area: 'students' } as const;

export default defineFeature({
  id: 'students',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.students,
      access,
      load: () => import('./routes/students-list'),
      prefetch: (url) => {
        void import('./api/get-students').then((api) => api.prefetchStudentsList(url));
      },
      earlyRequests: [
        '/edrocks/api/students?sort=lastName&order=asc&page=1&pageSize=50',
        '/edrocks/public/lists/',
      ],
      titleKey: 'nav.students',
    },
    {
      path: PATHS.studentDetails,
      access,
      load: () => import('./routes/student-details'),
      titleKey: 'nav.studentDetails',
    },
    {
      path: PATHS.studentPrint,
      access,
      load: () => import('./routes/student-print'),
      titleKey: 'students.print.title',
    },
  ],
  menu: [
    {
      id: 'students',
      group: 'people',
      order: 10,
      area: 'students',
      labelKey: 'nav.students',
      path: PATHS.students,
      icon: () => import('virtual:icon-path/Face'),
    },
  ],
});
