// Students: the list, one student's record and its printable page. A sponsor finds their
// students here, a student their own record, under titles of their own.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const access = { kind: 'area', area: 'students' } as const;
// A sponsor opens their own students, a student their own record (decision 032).
const titleKeyByRole = { SPONSOR: 'nav.myStudents', STUDENT: 'nav.myStudentRecord' };

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
      titleKeyByRole,
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
      labelKeyByRole: titleKeyByRole,
      path: PATHS.students,
      icon: () => import('virtual:icon-path/Face'),
    },
  ],
});
