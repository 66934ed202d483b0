// Leadership assessments: a sponsor writes the year's five parts (drafts, then submitted), and
// coordinators read one sponsor's parts of a year and may return a submitted one with a comment.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const assessments = { kind: 'area', area: 'assessments' } as const;

export default defineFeature({
  id: 'assessments',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.sponsorsAssessments,
      access: assessments,
      load: () => import('./routes/my-assessments'),
      titleKey: 'nav.sponsorsAssessments',
    },
    {
      path: PATHS.sponsorAssessments,
      access: assessments,
      load: () => import('./routes/sponsor-assessments'),
      titleKey: 'nav.sponsorAssessments',
    },
  ],
  menu: [
    {
      id: 'sponsorsAssessments',
      group: 'curriculum',
      order: 50,
      // Coordinators read assessments too, but through a sponsor (the completion report and the
      // sponsor's profile link them): the entry is for the role that writes its own.
      area: 'assessments',
      mode: 'write',
      labelKey: 'nav.sponsorsAssessments',
      path: PATHS.sponsorsAssessments,
      icon: () => import('virtual:icon-path/HistoryEdu'),
    },
  ],
});
