// The students figures of the coordinators' dashboard, each the students list's total for the
// same caller and filters (countStudents: the counters the database keeps, summed), so that a
// figure and the list it links to always agree.
import type { StudentGuardianFilter, StudentSponsorFilter } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { countStudents } from './student-counts.repo';
import type { StudentFilters } from './student-list-conditions';
import type { StudentsContext } from './students-context';

export interface StudentFigures {
  total: number;
  sponsored: number;
  waiting: number;
  bySponsors: { one: number; two: number; three: number };
  guardianMissing: number;
}

/** The list filters behind each figure (the dashboard's links carry the same). */
export const STUDENT_FIGURE_FILTERS = {
  total: {},
  sponsored: { sponsors: 'any' },
  waiting: { status: 'active', sponsors: 'none' },
  one: { sponsors: '1' },
  two: { sponsors: '2' },
  three: { sponsors: '3' },
  guardianMissing: { status: 'active', guardian: 'missing' },
} satisfies Record<
  string,
  StudentFilters & { sponsors?: StudentSponsorFilter; guardian?: StudentGuardianFilter }
>;

export async function studentFigures(
  { db }: StudentsContext,
  auth: AuthContext,
): Promise<StudentFigures> {
  const count = async (filters: StudentFilters) => (await countStudents(db, auth, filters)).total;
  const figures = STUDENT_FIGURE_FILTERS;
  // One after the other: each is a sum of a few counter rows, and PGlite has one connection.
  const total = await count(figures.total);
  const sponsored = await count(figures.sponsored);
  const waiting = await count(figures.waiting);
  const one = await count(figures.one);
  const two = await count(figures.two);
  const three = await count(figures.three);
  const guardianMissing = await count(figures.guardianMissing);
  return { total, sponsored, waiting, bySponsors: { one, two, three }, guardianMissing };
}
