// Queries of the letters' overview: the unread count, and a participant's sponsorships of a year
// with their letters. The boxes are the letters list (letter-list.ts).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsors, sponsorships, sponsorshipLetters, students } from '../../db/schema/index';
import { sponsorUsers, studentUsers } from './letters.repo';

/** Delivered letters the user received and has not opened. */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(sponsorshipLetters)
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
    .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
    .where(
      and(
        eq(sponsorshipLetters.status, 'delivered'),
        isNull(sponsorshipLetters.readAt),
        or(
          and(eq(sponsorshipLetters.writer, 'student'), eq(sponsors.userId, userId)),
          and(eq(sponsorshipLetters.writer, 'sponsor'), eq(students.userId, userId)),
        ),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The caller's sponsorships in a year, as sponsor or student, with the other side's name, both
 * sides' account languages, and whether the sponsor is active.
 */
export function findParticipantSponsorships(db: Database, userId: number, periodId: number) {
  return db
    .select({
      id: sponsorships.id,
      endedAt: sponsorships.endedAt,
      endReason: sponsorships.endReason,
      startedAt: sponsorships.startedAt,
      sponsorId: sponsors.id,
      sponsorUserId: sponsors.userId,
      sponsorActive: sponsors.active,
      sponsorFirstName: sponsors.firstName,
      sponsorPhotoFileId: sponsors.photoFileId,
      sponsorLanguage: sponsorUsers.language,
      studentId: students.id,
      studentUserId: students.userId,
      studentFirstName: students.firstName,
      studentPhotoFileId: students.photoFileId,
      studentLanguage: studentUsers.language,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .where(
      and(
        eq(sponsorships.periodId, periodId),
        or(eq(sponsors.userId, userId), eq(students.userId, userId)),
      ),
    )
    .orderBy(asc(sponsorships.startedAt), asc(sponsorships.id));
}

/** The letters of these sponsorships (every status: the overview shows drafts to their writer). */
export function findLettersOfSponsorships(db: Database, sponsorshipIds: number[]) {
  if (sponsorshipIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sponsorshipLetters.id,
      sponsorshipId: sponsorshipLetters.sponsorshipId,
      number: sponsorshipLetters.number,
      writer: sponsorshipLetters.writer,
      status: sponsorshipLetters.status,
      updatedAt: sponsorshipLetters.updatedAt,
      sentAt: sponsorshipLetters.sentAt,
      readAt: sponsorshipLetters.readAt,
    })
    .from(sponsorshipLetters)
    .where(inArray(sponsorshipLetters.sponsorshipId, sponsorshipIds));
}
