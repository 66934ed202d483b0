// Test data: a sponsor's five parts of the 2026-2027 year.
import {
  ASSESSMENT_MIN_LENGTH,
  ASSESSMENT_PARTS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
} from '@portal/shared';

export const LONG_TEXT =
  'I promise to write to my student every month, to come to every leadership meeting and to ' +
  'help organise the fundraising day at school, because I want to keep the word I gave.';

export function makePart(part: AssessmentPart, changes: Partial<Assessment> = {}): Assessment {
  return {
    part,
    status: 'notStarted',
    text: null,
    submittedAt: null,
    updatedAt: null,
    returnComment: null,
    returnedAt: null,
    returnedBy: null,
    ...changes,
  };
}

export function makeAssessments(
  changes: Partial<Record<AssessmentPart, Partial<Assessment>>> = {},
  year: Assessments['year'] = { id: 2, name: '2026-2027' },
): Assessments {
  const parts = year ? ASSESSMENT_PARTS.map((part) => makePart(part, changes[part])) : [];
  return {
    sponsor: { id: 21, fullName: 'Emily Johnson', school: { id: 3, name: 'Colegio San José' } },
    year,
    minLength: ASSESSMENT_MIN_LENGTH,
    parts,
    submitted: parts.filter((part) => part.status === 'submitted').length,
  };
}
