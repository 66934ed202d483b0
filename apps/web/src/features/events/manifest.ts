// Events: the programme's events and their ticket sales. Super and global admins create and
// publish events and follow each one's sales (/events/admin); anyone buys tickets on the public
// pages (/event lists what is coming, /event/{slug} sells one event's tickets); coordinators
// check tickets in at the door, with a phone's camera or by typing the code.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'events',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.eventsAdmin,
      access: { kind: 'area', area: 'events' },
      load: () => import('./routes/events-admin'),
      titleKey: 'nav.events',
    },
    {
      path: PATHS.checkIn,
      access: { kind: 'area', area: 'ticketCheckIn' },
      load: () => import('./routes/check-in'),
      titleKey: 'nav.checkIn',
    },
    {
      // One public address for the list and for one event: `/event` and `/event/{slug}`.
      path: PATHS.event,
      access: { kind: 'public' },
      load: () => import('./routes/public-event'),
      titleKey: 'nav.event',
    },
  ],
  menu: [
    {
      id: 'events',
      group: 'administration',
      order: 60,
      area: 'events',
      labelKey: 'nav.events',
      path: PATHS.eventsAdmin,
      icon: () => import('virtual:icon-path/Event'),
    },
    {
      id: 'ticketCheckIn',
      group: 'administration',
      order: 61,
      area: 'ticketCheckIn',
      labelKey: 'nav.checkIn',
      path: PATHS.checkIn,
      icon: () => import('virtual:icon-path/QrCodeScanner'),
    },
  ],
});
