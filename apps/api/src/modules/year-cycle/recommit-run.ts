// Recommit on a new year (a draft or the available year), previewed or run once: every current
// sponsorship of the year before (an active student, an active sponsor, a place left) becomes a
// request, and the new year's sponsorship is made with it, so that the student's place is kept
// while the sponsor answers. Run in one transaction under the year's row lock: a second run,
// also one arriving at the same instant from another process, waits, finds the year marked and
// answers 409 ALREADY_RECOMMITED.
import {
  YEAR_CYCLE_ERRORS,
  type CycleRunBody,
  type Period,
  type RecommitSummary,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findPreviousYear, markYearStep } from '../periods/periods.service';
import { carrySponsorships, countCarry, type CarryCount } from '../sponsorship/sponsorship.service';
import { byPlace, lockCycleYear, startOf } from './cycle-year';
import { sendDueNotices } from './recommitment-notices';
import { insertRequests } from './year-cycle.repo';
import type { YearCycleContext } from './year-cycle-context';

function summary(
  previous: Period | undefined,
  counts: readonly CarryCount[],
  dryRun: boolean,
): RecommitSummary {
  return {
    previousPeriodId: previous?.id ?? null,
    requests: counts.reduce((sum, row) => sum + row.total, 0),
    bySchool: byPlace(counts, (row) => ({ id: row.schoolId, name: row.schoolName })),
    byVillage: byPlace(counts, (row) => ({ id: row.villageId, name: row.villageName })),
    dryRun,
  };
}

export async function runRecommit(
  context: YearCycleContext,
  auth: AuthContext,
  id: number,
  body: CycleRunBody,
): Promise<RecommitSummary> {
  const { db, clock, background } = context;
  const answer = await db.transaction(async (tx) => {
    const year = await lockCycleYear(tx, id);
    if (year.recommited) throw appError(YEAR_CYCLE_ERRORS.ALREADY_RECOMMITED);
    const previous = await findPreviousYear(tx, year);
    if (!previous) throw appError(YEAR_CYCLE_ERRORS.NO_PREVIOUS_YEAR);
    const years = { fromYearId: previous.id, toYearId: year.id };
    if (body.dryRun) return summary(previous, await countCarry(tx, years), true);
    if (!(await markYearStep(tx, year.id, 'recommited', clock.now()))) {
      throw appError(YEAR_CYCLE_ERRORS.ALREADY_RECOMMITED);
    }
    const { counts, carried } = await carrySponsorships(tx, years, {
      startedAt: startOf(year),
      createdBy: auth.userId,
    });
    await insertRequests(tx, year.id, carried);
    return summary(previous, counts, false);
  });
  // Each sponsor hears of their requests at once, in batches after the answer has left.
  if (!answer.dryRun) background.run('recommitment e-mails', () => sendDueNotices(context).then());
  return answer;
}
