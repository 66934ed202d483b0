// Test data: a sponsor's five parts of the 2026-2027 year, and the years of the year selector.
import {
  ASSESSMENT_MIN_LENGTH,
  ASSESSMENT_PARTS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
  type Period,
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

export const YEAR: Period = {
  id: 2,
  name: '2026-2027',
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  status: 'available',
  recommited: false,
  upgraded: false,
  activatedAt: '2026-08-01T12:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const LAST_YEAR: Period = { ...YEAR, id: 1, name: '2025-2026', status: 'closed' };

export const YEARS_PAGE = {
  items: [YEAR, LAST_YEAR],
  total: 2,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};
