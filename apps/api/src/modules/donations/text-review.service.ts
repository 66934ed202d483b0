// The coordinators' review of what the donation pages' screening held (`text-review.ts`: the
// list and the decisions; decisions/031). This file only assembles those use cases.
import { bindUseCases } from '../../lib/use-cases';
import { approveText, listHeldTexts, rejectText, type TextReviewContext } from './text-review';

export function createTextReviewService(context: TextReviewContext) {
  return bindUseCases(context, { list: listHeldTexts, approve: approveText, reject: rejectText });
}

export type TextReviewService = ReturnType<typeof createTextReviewService>;
