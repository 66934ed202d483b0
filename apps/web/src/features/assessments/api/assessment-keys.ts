// The query keys of assessments: the signed-in sponsor's own five parts, and one sponsor's parts
// of a year as a coordinator reads them. A saved or submitted part replaces its copy in the
// sponsor's cache (`withPart`), so the progress and the chips follow without a refetch.
import type { Assessment, Assessments } from '@portal/shared';
import { recordKeys } from '../../../config/query-keys';

export const ASSESSMENT_KEYS = recordKeys('assessments');
export const MY_ASSESSMENTS_KEY = ASSESSMENT_KEYS.own('mine');
export const YEAR_OPTIONS_KEY = [...ASSESSMENT_KEYS.all, 'years'] as const;

/** One sponsor's parts of a year (`periodId` undefined: the available year). */
export function sponsorAssessmentsKey(sponsorId: number, periodId: string | undefined) {
  return [...ASSESSMENT_KEYS.detail(sponsorId), periodId ?? 'available'] as const;
}

/** The five parts with one replaced by the server's answer, and the count of submitted ones. */
export function withPart(assessments: Assessments, part: Assessment): Assessments {
  const parts = assessments.parts.map((current) => (current.part === part.part ? part : current));
  return {
    ...assessments,
    parts,
    submitted: parts.filter((current) => current.status === 'submitted').length,
  };
}
