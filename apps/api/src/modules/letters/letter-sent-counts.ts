// The letters report's sent figures: per letter number and writer, the year's letters of the
// current sponsorships that were delivered and those waiting in review, in the caller's reach
// (the student's village or the sponsor's school, as the review queue and the late letters).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LetterWriter } from '@portal/shared';
import { sponsors, sponsorships, sponsorshipLetters, students } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import type { LateLettersPlaces } from './letter-figures';
import type { LettersContext } from './letters-context';

/** Letters of one number and writer that left their writer (the student's are the answers). */
export interface SentLetters {
  number: number;
  writer: LetterWriter;
  delivered: number;
  inReview: number;
}

/**
 * Only the numbers and writers with a sent letter are listed. The year is the sponsorship's
 * (its period index finds them, and the letters' unique index their letters).
 */
export async function sentByLetter(
  { db }: LettersContext,
  auth: AuthContext,
  year: { id: number },
  places: LateLettersPlaces = {},
): Promise<SentLetters[]> {
  const countOf = (status: 'delivered' | 'in_review') =>
    sql<number>`count(*) filter (where ${sponsorshipLetters.status} = ${status})`.mapWith(Number);
  return db
    .select({
      number: sponsorshipLetters.number,
      writer: sponsorshipLetters.writer,
      delivered: countOf('delivered'),
      inReview: countOf('in_review'),
    })
    .from(sponsorships)
    .innerJoin(sponsorshipLetters, eq(sponsorshipLetters.sponsorshipId, sponsorships.id))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .where(
      and(
        eq(sponsorships.periodId, year.id),
        isNull(sponsorships.endedAt),
        inArray(sponsorshipLetters.status, ['delivered', 'in_review']),
        places.villageId === undefined ? undefined : eq(students.villageId, places.villageId),
        places.schoolId === undefined ? undefined : eq(sponsors.schoolId, places.schoolId),
        scopeCondition(auth, 'letterReview', {
          village: students.villageId,
          school: sponsors.schoolId,
        }),
      ),
    )
    .groupBy(sponsorshipLetters.number, sponsorshipLetters.writer);
}
