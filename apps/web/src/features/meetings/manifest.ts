// Meetings: the leadership curriculum's ten meetings a year per school. Coordinators schedule a
// school's meetings in one step, edit one at a time, show its attendance code (big, and as a QR
// code) and mark attendance by hand; a sponsor enters a code and follows their own meetings.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const meetings = { kind: 'area', area: 'meetings' } as const;

export default defineFeature({
  id: 'meetings',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.meetings,
      access: meetings,
      load: () => import('./routes/meetings-list'),
      titleKey: 'nav.meetings',
    },
    {
      path: PATHS.meetingEdit,
      access: meetings,
      load: () => import('./routes/meeting-edit'),
      titleKey: 'nav.meetingEdit',
    },
    {
      path: PATHS.sponsorsMeetings,
      access: { kind: 'area', area: 'attendanceCodes' },
      load: () => import('./routes/my-meetings'),
      titleKey: 'nav.sponsorsMeetings',
    },
  ],
  menu: [
    {
      id: 'meetings',
      group: 'curriculum',
      order: 10,
      area: 'meetings',
      labelKey: 'nav.meetings',
      path: PATHS.meetings,
      icon: () => import('virtual:icon-path/Groups'),
    },
    {
      // The sponsor's side of the same curriculum: their meetings and the code entry.
      id: 'sponsorsMeetings',
      group: 'curriculum',
      order: 10,
      area: 'attendanceCodes',
      labelKey: 'nav.sponsorsMeetings',
      path: PATHS.sponsorsMeetings,
      icon: () => import('virtual:icon-path/Groups'),
    },
  ],
});
