// The student upgrade on a new year (a draft or the available year), previewed or run once:
// every active student one grade up, a college student becomes alumni and the year's
// sponsorships of such students end (reason "studentLeft": a coordinator may then offer their
// sponsors another student). Run under the year's row
// lock: a second run, also one arriving at the same instant, waits, finds the year marked and
// answers 409 ALREADY_UPGRADED, so students never move twice.
import { YEAR_CYCLE_ERRORS, type CycleRunBody, type UpgradeSummary } from '@portal/shared';
import { appError } from '../../lib/errors';
import { markYearStep } from '../periods/periods.service';
import { countGradeMoves, upgradeGrades, type GradeMove } from '../students/students.service';
import {
  countGraduatingSponsorshipsOfYear,
  endSponsorshipsOfLeavers,
} from '../sponsorship/sponsorship.service';
import { lockCycleYear, startOf } from './cycle-year';
import type { YearCycleContext } from './year-cycle-context';

function summary(
  moves: readonly GradeMove[],
  endingSponsorships: number,
  dryRun: boolean,
): UpgradeSummary {
  const total = moves.reduce((sum, move) => sum + move.count, 0);
  return { moves: [...moves], total, endingSponsorships, dryRun };
}

/** The graduates' sponsorships end when the new year starts, or now if it has started. */
const laterOf = (a: Date, b: Date) => (a > b ? a : b);

export async function runUpgrade(
  { db, clock }: YearCycleContext,
  id: number,
  body: CycleRunBody,
): Promise<UpgradeSummary> {
  return db.transaction(async (tx) => {
    const year = await lockCycleYear(tx, id);
    if (year.upgraded) throw appError(YEAR_CYCLE_ERRORS.ALREADY_UPGRADED);
    if (body.dryRun) {
      const ending = await countGraduatingSponsorshipsOfYear(tx, year.id);
      return summary(await countGradeMoves(tx), ending, true);
    }
    const now = clock.now();
    if (!(await markYearStep(tx, year.id, 'upgraded', now))) {
      throw appError(YEAR_CYCLE_ERRORS.ALREADY_UPGRADED);
    }
    const moves = await upgradeGrades(tx, now);
    const ended = await endSponsorshipsOfLeavers(tx, year.id, laterOf(startOf(year), now));
    return summary(moves, ended, false);
  });
}
