// E-mail to audiences: campaigns written in each language, previewed for any recipient, sent
// now or at a time and followed per recipient; the delivery log of every message (campaigns'
// and transactional), the addresses campaigns leave out, saved templates, the board members
// and their monthly programme report; and the public page an unsubscribe link opens.
import { defineFeature, localesOf } from '../../lib/feature-manifest';
import { EMAIL_SCREEN_PATHS as P } from './paths';

const email = { kind: 'area', area: 'email' } as const;

export default defineFeature({
  id: 'email',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: P.campaigns,
      access: email,
      load: () => import('./routes/campaigns-list'),
      prefetch: (url) => {
        void import('./api/get-campaigns').then((api) => api.prefetchCampaigns(url));
      },
      earlyRequests: ['/edrocks/api/email/campaigns?sort=createdAt&order=desc&page=1&pageSize=50'],
      titleKey: 'nav.email',
    },
    {
      path: P.campaignNew,
      access: email,
      load: () => import('./routes/campaign-new'),
      titleKey: 'nav.campaignNew',
    },
    {
      path: P.campaign,
      access: email,
      load: () => import('./routes/campaign'),
      titleKey: 'nav.campaign',
    },
    {
      path: P.campaignEdit,
      access: email,
      load: () => import('./routes/campaign-edit'),
      titleKey: 'nav.campaignEdit',
    },
    {
      path: P.log,
      access: email,
      load: () => import('./routes/delivery-log'),
      titleKey: 'nav.log',
    },
    {
      path: P.addresses,
      access: email,
      load: () => import('./routes/addresses'),
      titleKey: 'nav.addresses',
    },
    {
      path: P.templates,
      access: email,
      load: () => import('./routes/templates'),
      titleKey: 'nav.templates',
    },
    {
      path: P.board,
      access: { kind: 'area', area: 'boardReport' },
      load: () => import('./routes/board'),
      titleKey: 'nav.board',
    },
    {
      path: P.unsubscribe,
      access: { kind: 'public' },
      load: () => import('./routes/unsubscribe'),
      titleKey: 'nav.unsubscribe',
    },
  ],
  menu: [
    {
      id: 'email',
      group: 'communication',
      order: 10,
      area: 'email',
      labelKey: 'nav.email',
      path: P.campaigns,
      icon: () => import('virtual:icon-path/Email'),
    },
  ],
});
