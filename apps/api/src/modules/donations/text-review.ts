// The coordinators' review of what the donation pages' screening held (decisions/031): the list,
// with what the screening finds marked, and the decisions. A decision locks the page's or the
// gift's row and lands only on the text the coordinator read: a page text saved again since, or
// anything already decided (two coordinators at once), is 409 TEXT_REVIEW_CHANGED. Approving
// shows the text on the page; rejecting keeps it off every page (the sponsor may write again).
import type { TextReviewDecision, TextReviewKind, TextReviewPage } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { textReviewList } from './text-review-list';
import {
  decideDonorMessage,
  decidePageText,
  lockGiftForReview,
  lockPageForReview,
  textReviewVisibility,
} from './text-review.repo';

/** What the review reads and writes: the database and the clock. */
export interface TextReviewContext {
  db: Database;
  clock: Clock;
}

export type TextReviewListInput = PageRequest & { kind?: TextReviewKind | undefined };

/** A held text as the coordinator read it: its kind, id and revision. */
export interface ReviewedText {
  kind: TextReviewKind;
  id: number;
  revision: number;
}

/** The held texts the caller reaches, oldest first, with what the screening finds now. */
export function listHeldTexts(
  { db }: TextReviewContext,
  auth: AuthContext,
  query: TextReviewListInput,
): Promise<TextReviewPage> {
  const request = { ...query, visibility: textReviewVisibility(auth) };
  return textReviewList.page(db, undefined, request, undefined);
}

async function decide(
  { db, clock }: TextReviewContext,
  auth: AuthContext,
  target: ReviewedText,
  decision: 'approved' | 'rejected',
): Promise<TextReviewDecision> {
  const visibility = textReviewVisibility(auth);
  const { kind, id, revision } = target;
  await db.transaction(async (tx) => {
    const now = clock.now();
    if (kind === 'pageText') {
      const page = await lockPageForReview(tx, visibility, id);
      if (!page) throw appError('NOT_FOUND');
      if (page.draftStatus !== 'held' || page.revision !== revision)
        throw appError('TEXT_REVIEW_CHANGED');
      await decidePageText(tx, id, decision, auth.userId, now);
      return;
    }
    const gift = await lockGiftForReview(tx, visibility, id);
    if (!gift) throw appError('NOT_FOUND');
    // A donor's message never changes: its revision is always 0.
    if (gift.messageReview !== 'held' || gift.status !== 'confirmed' || revision !== 0)
      throw appError('TEXT_REVIEW_CHANGED');
    await decideDonorMessage(tx, id, decision, auth.userId, now);
  });
  return { kind, id, decision };
}

/** Shows the text the coordinator read on its page. */
export function approveText(
  context: TextReviewContext,
  auth: AuthContext,
  target: ReviewedText,
): Promise<TextReviewDecision> {
  return decide(context, auth, target, 'approved');
}

/** Keeps the text the coordinator read off every page. */
export function rejectText(
  context: TextReviewContext,
  auth: AuthContext,
  target: ReviewedText,
): Promise<TextReviewDecision> {
  return decide(context, auth, target, 'rejected');
}
