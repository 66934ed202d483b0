// The coordinators' review of what the donation pages' screening held (decisions/031): the list,
// with what the screening finds marked, and the decisions. A decision locks the page's or the
// gift's row and lands only on the text the coordinator read: a page text saved again since, or
// anything already decided (two coordinators at once), is 409 TEXT_REVIEW_CHANGED. Approving
// shows the text on the page; rejecting keeps it off every page (the sponsor may write again).
import {
  DONATION_WEB_PATHS,
  type TextReviewDecision,
  type TextReviewItem,
  type TextReviewKind,
  type TextReviewPage,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { exactTotal, readPage, type PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { personalDetailsOf, screenPageField } from './donation-screening';
import {
  countHeldTexts,
  decideDonorMessage,
  decidePageText,
  findHeldTexts,
  lockGiftForReview,
  lockPageForReview,
  TEXT_REVIEW_SORT_KEYS,
  textReviewVisibility,
  type HeldTextRow,
} from './text-review.repo';

export interface TextReviewDeps {
  db: Database;
  clock: Clock;
}

export type TextReviewListInput = PageRequest & { kind?: TextReviewKind | undefined };

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

function toItem(row: HeldTextRow): TextReviewItem {
  const details = personalDetailsOf({
    studentLastName: row.student_last_name,
    sponsorLastName: row.sponsor_last_name,
    studentVillageName: row.village_name,
    studentSchoolName: row.student_school_name,
  });
  const field = row.kind === 'pageText' ? 'pageText' : 'donorMessage';
  return {
    kind: row.kind,
    id: Number(row.id),
    revision: Number(row.revision),
    text: row.text,
    matches: screenPageField(row.text, field, details),
    donorFirstName: row.donor_first_name,
    donorLastName: row.donor_last_name,
    donorNameMatches:
      row.donor_first_name === null
        ? []
        : screenPageField(row.donor_first_name, 'donorMessage', details),
    submittedAt: new Date(row.submitted_at).toISOString(),
    sponsor: {
      id: Number(row.sponsor_id),
      name: fullName(row.sponsor_first_name, row.sponsor_last_name),
    },
    student: {
      id: Number(row.student_id),
      name: fullName(row.student_first_name, row.student_last_name),
    },
    school: { id: Number(row.school_id), name: row.school_name },
    village: { id: Number(row.village_id), name: row.village_name },
    pagePath: DONATION_WEB_PATHS.page(row.sponsor_public_id, row.student_public_id),
  };
}

export function createTextReviewService({ db, clock }: TextReviewDeps) {
  async function decide(
    auth: AuthContext,
    target: { kind: TextReviewKind; id: number; revision: number },
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

  return {
    /** The held texts the caller reaches, oldest first, with what the screening finds now. */
    list(auth: AuthContext, query: TextReviewListInput): Promise<TextReviewPage> {
      const visibility = textReviewVisibility(auth);
      return readPage({
        request: query,
        keys: TEXT_REVIEW_SORT_KEYS,
        readRows: (window) => findHeldTexts(db, visibility, query.kind, window),
        countTotal: async () => exactTotal(await countHeldTexts(db, visibility, query.kind)),
        toItem,
      });
    },

    approve: (auth: AuthContext, target: { kind: TextReviewKind; id: number; revision: number }) =>
      decide(auth, target, 'approved'),

    reject: (auth: AuthContext, target: { kind: TextReviewKind; id: number; revision: number }) =>
      decide(auth, target, 'rejected'),
  };
}

export type TextReviewService = ReturnType<typeof createTextReviewService>;
