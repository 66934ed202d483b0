// A new year's recommitment requests for coordinators: counted by state, in all and per school
// (most still waiting first), with the reasons sponsors gave for changing their mind. An admin
// counts the sponsors of their schools and the students of their villages and schools, a sponsor
// their own requests (the permission table's "own"); an unknown year answers 404.
import {
  RECOMMITMENT_STATES,
  type RecommitmentStateCounts,
  type RecommitmentSummary,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findYear } from '../periods/periods.service';
import {
  countReasons,
  countStatesBySchool,
  recommitmentVisibility,
} from './recommitment-summary.repo';
import type { YearCycleContext } from './year-cycle-context';

const noRequests = (): RecommitmentStateCounts => ({
  pending: 0,
  recommitted: 0,
  declined: 0,
  carried: 0,
  lapsed: 0,
});

export async function recommitmentSummary(
  { db }: YearCycleContext,
  auth: AuthContext,
  yearId: number,
): Promise<RecommitmentSummary> {
  if (!(await findYear(db, yearId))) throw appError('NOT_FOUND');
  const visibility = recommitmentVisibility(auth);
  const rows = await countStatesBySchool(db, visibility, yearId);
  const totals = noRequests();
  const schools = new Map<number, RecommitmentSummary['bySchool'][number]>();
  for (const row of rows) {
    if (!RECOMMITMENT_STATES.includes(row.state)) continue;
    totals[row.state] += row.total;
    const school = schools.get(row.schoolId) ?? {
      id: row.schoolId,
      name: row.schoolName,
      ...noRequests(),
    };
    school[row.state] += row.total;
    schools.set(row.schoolId, school);
  }
  const reasons = (await countReasons(db, visibility, yearId)).flatMap((row) =>
    row.reason ? [{ reason: row.reason, count: row.count }] : [],
  );
  return {
    periodId: yearId,
    totals,
    bySchool: [...schools.values()].sort(
      (a, b) => b.pending - a.pending || a.name.localeCompare(b.name),
    ),
    reasons,
  };
}
