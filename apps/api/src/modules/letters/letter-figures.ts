// The coordinators' letter figures on the dashboard: letters in review (the review queue's
// total, counted by the queue itself so that the two always agree), letters late in a year
// (each current sponsorship's letter N, or its answer, past its due date and not sent), letters
// due soon (not sent, due within LETTER_DUE_SOON_DAYS) and letters sent per month.
import { and, eq, sql } from 'drizzle-orm';
import { LETTER_DUE_SOON_DAYS, LETTER_WRITERS, type LetterWriter } from '@portal/shared';
import { letterPendingCounts } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import type { LettersContext } from './letters-context';
import { reviewVisibility } from './letters.repo';
import { reviewQueueList } from './review-queue-list';
import { sentByMonth, type LetterPlaces, type MonthLetters } from './letter-sent-counts';
import { lettersOfYear } from './year-letters';

export interface CoordinatorLetterFigures {
  late: number;
  due: number;
  inReview: number;
  perMonth: MonthLetters[];
}

/**
 * Letters not sent of one letter number and writer (the student's are the answers): late (due
 * before today) and due soon (today or within LETTER_DUE_SOON_DAYS).
 */
export interface PendingLetters {
  number: number;
  writer: LetterWriter;
  late: number;
  due: number;
}

function countInReview(context: LettersContext, auth: AuthContext): Promise<number> {
  const staleBefore = new Date(context.clock.now().getTime() - context.config.letterClaimTtlMs);
  const reach = { visibility: reviewVisibility(auth), userId: auth.userId, staleBefore };
  return reviewQueueList.total(context.db, reach, { order: 'asc' }).then(({ total }) => total);
}

/**
 * The year's letters that are late, and those due soon, both ways, in the caller's reach (the
 * student's village or the sponsor's school, as the review queue): for each current sponsorship and letter N with a
 * date, the sponsor's letter once its due date passed, the student's answer once the answer's
 * did, until it is sent (in review or delivered). The dates move as sponsorshipDueDates moves
 * them for a sponsorship that began within LETTER_GRACE_DAYS of a letter's date: the later of the
 * date and the start plus the grace days, and the answer as much later. Read from the pending
 * letters the database keeps per place and due day (letter_pending_counts, decision 044), so the
 * answer does not grow with the sponsorships. One entry per dated letter number and writer, in
 * letter order.
 */
export async function pendingByLetter(
  context: LettersContext,
  auth: AuthContext,
  year: { id: number; startDate: string; endDate: string },
  places: LetterPlaces = {},
): Promise<PendingLetters[]> {
  const { letters } = await lettersOfYear(context, year);
  const dated = letters.filter((letter) => letter.dueDate !== null);
  if (dated.length === 0) return [];
  const today = context.clock.now().toISOString().slice(0, 10);
  const sumWhen = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${letterPendingCounts.letters}) filter (where ${condition}), 0)`.mapWith(
      Number,
    );
  const day = letterPendingCounts.dueDay;
  const counted = await context.db
    .select({
      number: letterPendingCounts.number,
      writer: letterPendingCounts.writer,
      late: sumWhen(sql`${day} < ${today}::date`),
      due: sumWhen(sql`${day} >= ${today}::date`),
    })
    .from(letterPendingCounts)
    .where(
      and(
        eq(letterPendingCounts.periodId, year.id),
        sql`${day} <= ${today}::date + ${LETTER_DUE_SOON_DAYS}::integer`,
        places.villageId === undefined
          ? undefined
          : eq(letterPendingCounts.villageId, places.villageId),
        places.schoolId === undefined
          ? undefined
          : eq(letterPendingCounts.schoolId, places.schoolId),
        scopeCondition(auth, 'letterReview', {
          village: letterPendingCounts.villageId,
          school: letterPendingCounts.schoolId,
        }),
      ),
    )
    .groupBy(letterPendingCounts.number, letterPendingCounts.writer);
  return dated.flatMap(({ number, answerDueDate }) =>
    LETTER_WRITERS.filter((writer) => writer === 'sponsor' || answerDueDate !== null).map(
      (writer) => {
        const found = counted.find((item) => item.number === number && item.writer === writer);
        return { number, writer, late: found?.late ?? 0, due: found?.due ?? 0 };
      },
    ),
  );
}

/** The letters figures of a year (none late, due or sent without a year), in the caller's reach. */
export async function coordinatorFigures(
  context: LettersContext,
  auth: AuthContext,
  year: { id: number; startDate: string; endDate: string } | null,
): Promise<CoordinatorLetterFigures> {
  if (!year) return { late: 0, due: 0, inReview: await countInReview(context, auth), perMonth: [] };
  const [inReview, pending, perMonth] = await Promise.all([
    countInReview(context, auth),
    pendingByLetter(context, auth, year),
    sentByMonth(context, auth, year),
  ]);
  return {
    late: pending.reduce((sum, item) => sum + item.late, 0),
    due: pending.reduce((sum, item) => sum + item.due, 0),
    inReview,
    perMonth,
  };
}

/**
 * Folds the pending letters of the days before today into one row per place and letter
 * (letter_pending_compact): "late" sums everything due before today, so the days themselves need
 * not be kept, and the rows a year keeps stay a few per place and letter however many days its
 * pairings began on. Safe on every process at once (the fold takes its own lock).
 */
export async function foldPastDays(context: LettersContext): Promise<void> {
  const today = context.clock.now().toISOString().slice(0, 10);
  await context.db.execute(sql`select letter_pending_compact(${today}::date)`);
}
