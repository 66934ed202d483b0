// A sponsor's recommitment requests and their answers: "Recommit" keeps the new year's
// sponsorship; "I changed my mind" ends it (at the new year's start while the year is a draft)
// and frees the student's place, with a reason. A sponsor may change their answer until the new
// year is activated; recommitting after declining takes the place back only if it is still free.
// Another sponsor's request, or anyone who is not the sponsor, finds nothing (404).
import {
  DECLINE_REASONS,
  YEAR_CYCLE_ERRORS,
  type DeclineReason,
  type MyRecommitments,
  type Recommitment,
  type RecommitmentAnswer,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import {
  endCarriedSponsorships,
  reopenCarriedSponsorship,
} from '../sponsorship/sponsorship.service';
import { startOf } from './cycle-year';
import {
  findRequestsOfUser,
  lockRequestOfUser,
  saveAnswer,
  type RequestRecord,
} from './year-cycle.repo';
import type { YearCycleContext } from './year-cycle-context';

/**
 * Answers are open while the new year is a draft; once it is available, only a request still
 * pending (a recommit run after the activation) may be answered, once.
 */
function canAnswer(row: Pick<RequestRecord, 'periodStatus' | 'state'>): boolean {
  if (row.periodStatus === 'draft') {
    return row.state === 'pending' || row.state === 'recommitted' || row.state === 'declined';
  }
  return row.periodStatus === 'available' && row.state === 'pending';
}

function toRecommitment(row: RequestRecord): Recommitment {
  return {
    id: row.id,
    periodId: row.periodId,
    periodName: row.periodName,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    villageName: row.villageName,
    state: row.state,
    reason: row.reason,
    note: row.note,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    canAnswer: canAnswer(row),
  };
}

export async function myRecommitments(
  { db }: YearCycleContext,
  auth: AuthContext,
): Promise<MyRecommitments> {
  if (auth.role !== 'SPONSOR') return { items: [] };
  const rows = await findRequestsOfUser(db, auth.userId);
  return { items: rows.map(toRecommitment) };
}

/** A listed reason as it is, or the sponsor's own words kept as `other` with those words. */
function declineReason(answer: Extract<RecommitmentAnswer, { answer: 'decline' }>): {
  reason: DeclineReason;
  note: string | null;
} {
  const listed = DECLINE_REASONS.find((reason) => reason === answer.reason);
  if (listed) return { reason: listed, note: answer.note || null };
  const words = [answer.reason, answer.note].filter(Boolean).join(' ');
  return { reason: 'other', note: words };
}

export async function answerRecommitment(
  { db, clock }: YearCycleContext,
  auth: AuthContext,
  id: number,
  answer: RecommitmentAnswer,
): Promise<Recommitment> {
  if (auth.role !== 'SPONSOR') throw appError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const request = await lockRequestOfUser(tx, id, auth.userId);
    if (!request) throw appError('NOT_FOUND');
    if (!canAnswer(request)) throw appError(YEAR_CYCLE_ERRORS.RECOMMITMENT_CLOSED);
    const now = clock.now();
    const carried = {
      sponsorshipId: request.sponsorshipId,
      yearId: request.periodId,
      studentId: request.studentId,
      sponsorId: request.sponsorId,
    };
    if (answer.answer === 'recommit') {
      if (request.state === 'declined') await reopenCarriedSponsorship(tx, carried, now);
      await saveAnswer(tx, id, {
        state: 'recommitted',
        reason: null,
        note: null,
        answeredBy: auth.userId,
        now,
      });
      return;
    }
    if (request.state !== 'declined') {
      const endedAt =
        request.periodStatus === 'draft' ? startOf({ startDate: request.periodStartDate }) : now;
      await endCarriedSponsorships(tx, [request.sponsorshipId], {
        reason: 'declined',
        endedAt,
        endedBy: auth.userId,
      });
    }
    await saveAnswer(tx, id, {
      state: 'declined',
      ...declineReason(answer),
      answeredBy: auth.userId,
      now,
    });
  });
  const rows = await findRequestsOfUser(db, auth.userId);
  const saved = rows.find((row) => row.id === id);
  if (!saved) throw appError('NOT_FOUND');
  return toRecommitment(saved);
}
