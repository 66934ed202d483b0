// The leadership curriculum's reports for coordinators: attendance per meeting and per sponsor,
// and completion (meetings, assessments, letters and the leadership distinction).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'leadership-reports',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.attendance,
      access: { kind: 'area', area: 'attendanceReport' },
      load: () => import('./routes/attendance-report'),
      titleKey: 'nav.attendanceReport',
    },
    {
      path: PATHS.leadershipReport,
      access: { kind: 'area', area: 'leadershipReport' },
      load: () => import('./routes/completion-report'),
      titleKey: 'nav.leadershipReport',
    },
  ],
  menu: [
    {
      id: 'attendance',
      group: 'curriculum',
      order: 20,
      area: 'attendanceReport',
      labelKey: 'nav.attendanceReport',
      path: PATHS.attendance,
      icon: () => import('virtual:icon-path/EventAvailable'),
    },
    {
      id: 'leadershipReport',
      group: 'curriculum',
      order: 30,
      area: 'leadershipReport',
      labelKey: 'nav.leadershipReport',
      path: PATHS.leadershipReport,
      icon: () => import('virtual:icon-path/EmojiEvents'),
    },
  ],
});
