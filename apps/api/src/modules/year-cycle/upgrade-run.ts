// The student upgrade on a new year (a draft or the available year), previewed or run once:
// every active student one grade up, a college student becomes alumni. Run under the year's row
// lock: a second run, also one arriving at the same instant, waits, finds the year marked and
// answers 409 ALREADY_UPGRADED, so students never move twice.
import { YEAR_CYCLE_ERRORS, type CycleRunBody, type UpgradeSummary } from '@portal/shared';
import { appError } from '../../lib/errors';
import { markYearStep } from '../periods/periods.service';
import { countGradeMoves, upgradeGrades, type GradeMove } from '../students/students.service';
import { lockCycleYear } from './cycle-year';
import type { YearCycleContext } from './year-cycle-context';

function summary(moves: readonly GradeMove[], dryRun: boolean): UpgradeSummary {
  return { moves: [...moves], total: moves.reduce((sum, move) => sum + move.count, 0), dryRun };
}

export async function runUpgrade(
  { db, clock }: YearCycleContext,
  id: number,
  body: CycleRunBody,
): Promise<UpgradeSummary> {
  return db.transaction(async (tx) => {
    const year = await lockCycleYear(tx, id);
    if (year.upgraded) throw appError(YEAR_CYCLE_ERRORS.ALREADY_UPGRADED);
    if (body.dryRun) return summary(await countGradeMoves(tx), true);
    const now = clock.now();
    if (!(await markYearStep(tx, year.id, 'upgraded', now))) {
      throw appError(YEAR_CYCLE_ERRORS.ALREADY_UPGRADED);
    }
    return summary(await upgradeGrades(tx, now), false);
  });
}
