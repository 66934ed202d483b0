// Activating a new year, with the yearly cycle's step in the same transaction (the years' own
// activation, modules/periods, locks both years and switches them):
// - a year whose recommit has not run would leave the closing year's current sponsorships
//   behind: refused (409 RECOMMIT_NOT_RUN with their count) unless the confirmation names that
//   count (`endingSponsorships`), so that activation never drops sponsorships silently;
// - the requests nobody answered follow the year's rule: carried (the sponsorship goes on), or
//   lapsed (it ends at the year's start, reason "lapsed").
import { YEAR_CYCLE_ERRORS, type ActivatePeriodBody, type Period } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { ActivationStep } from '../periods/periods.service';
import { endCarriedSponsorships } from '../sponsorship/sponsorship.service';
import { startOf } from './cycle-year';
import { countUncarried, settleUnanswered } from './year-cycle.repo';
import type { YearCycleContext } from './year-cycle-context';

function cycleStep(body: ActivatePeriodBody): ActivationStep {
  return async (tx, { opening, closing }) => {
    if (closing && !opening.recommited) {
      const count = await countUncarried(tx, {
        closingYearId: closing.id,
        openingYearId: opening.id,
      });
      if (count > 0 && body?.endingSponsorships !== count) {
        throw appError(YEAR_CYCLE_ERRORS.RECOMMIT_NOT_RUN, { params: { count } });
      }
    }
    const isLapsing = opening.unansweredRule === 'end';
    const settled = await settleUnanswered(tx, opening.id, isLapsing ? 'lapsed' : 'carried');
    if (isLapsing) {
      await endCarriedSponsorships(tx, settled, {
        reason: 'lapsed',
        endedAt: startOf(opening),
        endedBy: null,
      });
    }
  };
}

export function activateYear(
  { periods }: YearCycleContext,
  id: number,
  body: ActivatePeriodBody,
): Promise<Period> {
  return periods.activate(id, body, cycleStep(body));
}
