// The reports catalogue for coordinators: the list of reports (/edrocks/reports, replacing the
// seed's stand-in), the sponsorship, students waiting, lapsed sponsors, giving and letters reports. The
// catalogue links to the reports other features own (attendance, completion, document status,
// donations).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';
import { REPORT_SCREEN_PATHS } from './paths';

export default defineFeature({
  id: 'reports',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.reports,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/report-catalogue'),
      titleKey: 'nav.reports',
    },
    {
      path: REPORT_SCREEN_PATHS.sponsorship,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/sponsorship-report'),
      titleKey: 'nav.sponsorshipReport',
    },
    {
      path: REPORT_SCREEN_PATHS.waitingStudents,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/waiting-students-report'),
      titleKey: 'nav.waitingStudentsReport',
    },
    {
      path: REPORT_SCREEN_PATHS.lapsedSponsors,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/lapsed-sponsors-report'),
      titleKey: 'nav.lapsedSponsorsReport',
    },
    {
      path: REPORT_SCREEN_PATHS.giving,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/giving-report'),
      titleKey: 'nav.givingReport',
    },
    {
      path: REPORT_SCREEN_PATHS.letters,
      access: { kind: 'area', area: 'reports' },
      load: () => import('./routes/letters-report'),
      titleKey: 'nav.lettersReport',
    },
  ],
  menu: [
    {
      id: 'reports',
      group: 'overview',
      order: 20,
      area: 'reports',
      labelKey: 'nav.reports',
      path: PATHS.reports,
      icon: () => import('virtual:icon-path/BarChart'),
    },
  ],
});
