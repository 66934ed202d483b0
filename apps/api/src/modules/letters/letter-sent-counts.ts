// The letters sent of a year, per letter number and writer (the letters report's delivered and
// in-review columns) and per month (the dashboard's letters per month): sums of the counters the
// database keeps per place, letter, status and month (letter_sent_counts, decision 045), so the
// answer does not grow with the letters. Over the year's current sponsorships, in the caller's
// reach (the student's village or the sponsor's school, as the review queue and the late letters).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LetterWriter } from '@portal/shared';
import { letterSentCounts } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import type { LettersContext } from './letters-context';

/** A report's cut: the students' village, the sponsors' school. */
export interface LetterPlaces {
  villageId?: number;
  schoolId?: number;
}

/** Letters of one number and writer that left their writer (the student's are the answers). */
export interface SentLetters {
  number: number;
  writer: LetterWriter;
  delivered: number;
  inReview: number;
}

/** Letters sent in one month (YYYY-MM, UTC), the sponsors' and the students' answers. */
export interface MonthLetters {
  month: string;
  sponsor: number;
  student: number;
}

function countedWhere(auth: AuthContext, year: { id: number }, places: LetterPlaces): SQL {
  return and(
    eq(letterSentCounts.periodId, year.id),
    places.villageId === undefined ? undefined : eq(letterSentCounts.villageId, places.villageId),
    places.schoolId === undefined ? undefined : eq(letterSentCounts.schoolId, places.schoolId),
    scopeCondition(auth, 'letterReview', {
      village: letterSentCounts.villageId,
      school: letterSentCounts.schoolId,
    }),
  )!;
}

function sumWhere(condition: SQL) {
  return sql<number>`coalesce(sum(${letterSentCounts.letters}) filter (where ${condition}), 0)`.mapWith(
    Number,
  );
}

/** Only the numbers and writers with a sent letter are listed. */
export async function sentByLetter(
  { db }: LettersContext,
  auth: AuthContext,
  year: { id: number },
  places: LetterPlaces = {},
): Promise<SentLetters[]> {
  const rows = await db
    .select({
      number: letterSentCounts.number,
      writer: letterSentCounts.writer,
      delivered: sumWhere(sql`${letterSentCounts.status} = 'delivered'`),
      inReview: sumWhere(sql`${letterSentCounts.status} = 'in_review'`),
    })
    .from(letterSentCounts)
    .where(countedWhere(auth, year, places))
    .groupBy(letterSentCounts.number, letterSentCounts.writer);
  return rows.filter((row) => row.delivered !== 0 || row.inReview !== 0);
}

/** The months with a sent letter, oldest first. */
export async function sentByMonth(
  { db }: LettersContext,
  auth: AuthContext,
  year: { id: number },
  places: LetterPlaces = {},
): Promise<MonthLetters[]> {
  const rows = await db
    .select({
      month: sql<string>`to_char(${letterSentCounts.month}, 'YYYY-MM')`,
      sponsor: sumWhere(sql`${letterSentCounts.writer} = 'sponsor'`),
      student: sumWhere(sql`${letterSentCounts.writer} = 'student'`),
    })
    .from(letterSentCounts)
    .where(countedWhere(auth, year, places))
    .groupBy(letterSentCounts.month)
    .orderBy(letterSentCounts.month);
  return rows.filter((row) => row.sponsor !== 0 || row.student !== 0);
}
