// The yearly cycle: recommit and the student upgrade on a new year (each previewed, then run
// once), the sponsors' answers to their requests, and the activation that settles them. This
// file only assembles the use cases (recommit-run.ts, upgrade-run.ts, recommitment-answers.ts,
// year-activation.ts, recommitment-notices.ts).
import { answersOfSponsors } from './sponsor-answers';
import { bindUseCases } from '../../lib/use-cases';
import { answerRecommitment, myRecommitments } from './recommitment-answers';
import { recommitmentAnswerRows, recommitmentAnswers } from './recommitment-answers-list';
import { sendDueNotices } from './recommitment-notices';
import { recommitmentSummary } from './recommitment-summary';
import { runRecommit } from './recommit-run';
import { runUpgrade } from './upgrade-run';
import { activateYear } from './year-activation';
import type { YearCycleServiceDeps } from './year-cycle-context';

export type { YearCycleServiceDeps } from './year-cycle-context';

export function createYearCycleService(deps: YearCycleServiceDeps) {
  return bindUseCases(deps, {
    recommit: runRecommit,
    upgrade: runUpgrade,
    mine: myRecommitments,
    answer: answerRecommitment,
    activate: activateYear,
    sendNotices: sendDueNotices,
    summary: recommitmentSummary,
    answers: recommitmentAnswers,
    answerRows: recommitmentAnswerRows,
    // The reports' lapsed sponsors (sponsor-answers.ts).
    answersOfSponsors,
  });
}

export type YearCycleService = ReturnType<typeof createYearCycleService>;
