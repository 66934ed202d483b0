// Leadership assessments: the plain values screens and schemas share, kept apart from the schemas
// so that a screen calls the area without loading a validator (decision 028).

/** The leadership assessments' API paths (assessments.ts). */
export const ASSESSMENT_PATHS = {
  myAssessments: '/edrocks/api/assessments/mine',
  myAssessment: '/edrocks/api/assessments/mine/:part',
  myAssessmentSubmit: '/edrocks/api/assessments/mine/:part/submit',
  sponsorAssessments: '/edrocks/api/sponsors/:id/assessments',
  assessmentReturn: '/edrocks/api/sponsors/:id/assessments/:part/return',
} as const;
