// Donations: the public pages that give to the programme (/donations/donate) or to a sponsor's
// page for one of their students (/donations/mypage/{sponsor}/{student}, public ids), the list of
// gifts with manual gifts and refunds for coordinators (a sponsor's "Donations" is their own
// pages, with link, QR code, totals and donors' messages), the coordinators' review of the texts
// the pages' safeguarding screening held, and the total report.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const review = { kind: 'area', area: 'textReview' } as const;

export default defineFeature({
  id: 'donations',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.donate,
      access: { kind: 'public' },
      load: () => import('./routes/donate'),
      titleKey: 'nav.donate',
    },
    {
      path: PATHS.donationPage,
      access: { kind: 'public' },
      load: () => import('./routes/donation-page'),
      titleKey: 'nav.donationPage',
    },
    {
      path: PATHS.donations,
      access: { kind: 'area', area: 'donations' },
      load: () => import('./routes/donations'),
      titleKey: 'nav.donations',
      titleKeyByRole: { SPONSOR: 'nav.myDonationPages' },
    },
    {
      path: PATHS.donationReview,
      access: review,
      load: () => import('./routes/donation-review'),
      prefetch: (url) => {
        void import('./api/get-text-reviews').then((api) => api.prefetchTextReviews(url));
      },
      earlyRequests: [
        '/edrocks/api/donations/review?sort=submittedAt&order=asc&page=1&pageSize=50',
      ],
      titleKey: 'nav.donationReview',
    },
    {
      path: PATHS.donationsSummary,
      access: { kind: 'area', area: 'donationsSummary' },
      load: () => import('./routes/donations-summary'),
      titleKey: 'nav.donationsSummary',
    },
  ],
  menu: [
    {
      id: 'donations',
      group: 'donations',
      order: 10,
      area: 'donations',
      labelKey: 'nav.donations',
      path: PATHS.donations,
      icon: () => import('virtual:icon-path/Savings'),
    },
    {
      id: 'donationReview',
      group: 'donations',
      order: 15,
      area: 'textReview',
      labelKey: 'nav.donationReview',
      path: PATHS.donationReview,
      icon: () => import('virtual:icon-path/FactCheckOutlined'),
    },
    {
      id: 'donationsSummary',
      group: 'donations',
      order: 20,
      area: 'donationsSummary',
      labelKey: 'nav.donationsSummary',
      path: PATHS.donationsSummary,
      icon: () => import('virtual:icon-path/Assessment'),
    },
  ],
});
