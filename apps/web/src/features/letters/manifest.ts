// Letters: a sponsor's and a student's letters of the year (write, send, read, answer), and the
// coordinators' review (translate, screen, deliver or return).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const letters = { kind: 'area', area: 'letters' } as const;
const review = { kind: 'area', area: 'letterReview' } as const;

export default defineFeature({
  id: 'letters',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.letters,
      access: letters,
      load: () => import('./routes/letters-home'),
      titleKey: 'nav.letters',
    },
    {
      path: PATHS.letter,
      access: letters,
      load: () => import('./routes/letter'),
      titleKey: 'nav.letter',
    },
    {
      path: PATHS.letterWrite,
      access: letters,
      load: () => import('./routes/write-letter'),
      titleKey: 'nav.writeLetter',
      titleKeyByRole: { STUDENT: 'nav.answerLetter' },
    },
    {
      path: PATHS.letterReview,
      access: review,
      load: () => import('./routes/review-queue'),
      prefetch: (url) => {
        void import('./api/get-review-queue').then((api) => api.prefetchReviewQueue(url));
      },
      earlyRequests: ['/edrocks/api/letters/review?sort=sentAt&order=asc&page=1&pageSize=50'],
      titleKey: 'nav.letterReview',
    },
    {
      path: PATHS.letterReviewDetails,
      access: review,
      load: () => import('./routes/review-letter'),
      titleKey: 'nav.letterReviewDetails',
    },
  ],
  menu: [
    {
      id: 'letters',
      group: 'communication',
      order: 20,
      area: 'letters',
      labelKey: 'nav.letters',
      path: PATHS.letters,
      icon: () => import('virtual:icon-path/MailOutlined'),
    },
    {
      id: 'letterReview',
      group: 'communication',
      order: 30,
      area: 'letterReview',
      labelKey: 'nav.letterReview',
      path: PATHS.letterReview,
      icon: () => import('virtual:icon-path/RateReviewOutlined'),
    },
  ],
});
