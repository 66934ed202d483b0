// The leadership assessments (`app.assessments`): a sponsor writes five texts in the available
// year, each saved as a draft and then submitted; coordinators read what was submitted (in
// scope), never a draft's text, and may return a submitted text with a comment, which e-mails
// the sponsor. The database's triggers recount the sponsor's progress and distinction on every
// change of a part's status (migration 0024).
//
// The sponsor's side is in own-assessments.ts, the coordinators' in assessment-review.ts, the
// answers in assessment-projections.ts.
import { bindUseCases } from '../../lib/use-cases';
import { ofSponsor, returnPart } from './assessment-review';
import type { AssessmentsContext } from './assessments-context';
import { mine, saveDraft, submit } from './own-assessments';

export type { AssessmentsContext as AssessmentsServiceDeps } from './assessments-context';

export function createAssessmentsService(deps: AssessmentsContext) {
  return bindUseCases(deps, { mine, saveDraft, submit, ofSponsor, returnPart });
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
