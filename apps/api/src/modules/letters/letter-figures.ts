// The coordinators' letter figures on the dashboard: letters in review (the review queue's
// total, counted by the queue itself so that the two always agree) and letters late in a year
// (each current sponsorship's letter N, or its answer, past its due date and not sent).
import { and, sql, type SQL } from 'drizzle-orm';
import { LETTER_GRACE_DAYS, type LetterWriter } from '@portal/shared';
import { sponsors, sponsorships, sponsorshipLetters, students } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import type { LettersContext } from './letters-context';
import { reviewVisibility } from './letters.repo';
import { reviewQueueList } from './review-queue-list';
import { lettersOfYear } from './year-letters';

export interface CoordinatorLetterFigures {
  late: number;
  inReview: number;
}

/** Letters late of one letter number and writer (the student's are the answers). */
export interface LateLetters {
  number: number;
  writer: LetterWriter;
  late: number;
}

function countInReview(context: LettersContext, auth: AuthContext): Promise<number> {
  const staleBefore = new Date(context.clock.now().getTime() - context.config.letterClaimTtlMs);
  const reach = { visibility: reviewVisibility(auth), userId: auth.userId, staleBefore };
  return reviewQueueList.total(context.db, reach, { order: 'asc' }).then(({ total }) => total);
}

/**
 * The year's letters that are late, both ways, in the caller's reach (the student's village or
 * the sponsor's school, as the review queue): for each current sponsorship and letter N with a
 * date, the sponsor's letter once its due date passed, the student's answer once the answer's
 * did, until it is sent (in review or delivered). The dates move as sponsorshipDueDates moves
 * them for a sponsorship that began within LETTER_GRACE_DAYS of a letter's date: the later of the
 * date and the start plus the grace days, and the answer as much later. One entry per dated letter
 * number and writer, in letter order.
 */
/** A report's cut: the students' village, the sponsors' school. */
export interface LateLettersPlaces {
  villageId?: number;
  schoolId?: number;
}

export async function lateByLetter(
  context: LettersContext,
  auth: AuthContext,
  year: { id: number; startDate: string; endDate: string },
  places: LateLettersPlaces = {},
): Promise<LateLetters[]> {
  const { letters } = await lettersOfYear(context, year);
  const dated = letters.filter((letter) => letter.dueDate !== null);
  if (dated.length === 0) return [];
  const today = context.clock.now().toISOString().slice(0, 10);
  const rows = dated.map(
    (letter) =>
      sql`(${letter.number}::integer, ${letter.dueDate}::date, ${letter.answerDueDate}::date)`,
  );
  const startDay = sql`((${sponsorships.startedAt} at time zone 'UTC')::date + ${LETTER_GRACE_DAYS}::integer)`;
  const sent = (writer: LetterWriter): SQL =>
    sql`exists (select 1 from ${sponsorshipLetters} where ${sponsorshipLetters.sponsorshipId} = ${sponsorships.id} and ${sponsorshipLetters.number} = "slot"."number" and ${sponsorshipLetters.writer} = ${writer} and ${sponsorshipLetters.status} in ('in_review', 'delivered'))`;
  const sponsorLate = sql`(greatest("slot"."due", ${startDay}) < ${today}::date and not ${sent('sponsor')})`;
  const studentLate = sql`("slot"."answer" is not null and "slot"."answer" + greatest(0, ${startDay} - "slot"."due") < ${today}::date and not ${sent('student')})`;
  const counted = await context.db
    .select({
      number: sql<number>`"slot"."number"`.mapWith(Number),
      sponsor: sql<number>`coalesce(sum((${sponsorLate})::integer), 0)`.mapWith(Number),
      student: sql<number>`coalesce(sum((${studentLate})::integer), 0)`.mapWith(Number),
    })
    .from(sponsorships)
    .innerJoin(students, sql`${students.id} = ${sponsorships.studentId}`)
    .innerJoin(sponsors, sql`${sponsors.id} = ${sponsorships.sponsorId}`)
    .crossJoin(sql`(values ${sql.join(rows, sql`, `)}) as "slot"("number", "due", "answer")`)
    .where(
      and(
        sql`${sponsorships.periodId} = ${year.id}`,
        sql`${sponsorships.endedAt} is null`,
        places.villageId === undefined
          ? undefined
          : sql`${students.villageId} = ${places.villageId}`,
        places.schoolId === undefined ? undefined : sql`${sponsors.schoolId} = ${places.schoolId}`,
        scopeCondition(auth, 'letterReview', {
          village: students.villageId,
          school: sponsors.schoolId,
        }),
      ),
    )
    .groupBy(sql`"slot"."number"`);
  return dated.flatMap(({ number }) => {
    const row = counted.find((item) => item.number === number);
    return (['sponsor', 'student'] as const).map((writer) => ({
      number,
      writer,
      late: row?.[writer] ?? 0,
    }));
  });
}

/** The letters figures of a year (none late without a year), in the caller's reach. */
export async function coordinatorFigures(
  context: LettersContext,
  auth: AuthContext,
  year: { id: number; startDate: string; endDate: string } | null,
): Promise<CoordinatorLetterFigures> {
  const inReview = await countInReview(context, auth);
  const late = year
    ? (await lateByLetter(context, auth, year)).reduce((sum, item) => sum + item.late, 0)
    : 0;
  return { late, inReview };
}
