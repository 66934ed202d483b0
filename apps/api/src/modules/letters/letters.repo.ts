// Queries on letters (sponsorship_letters) and their record of decisions (letter_events). A
// letter carries its sponsorship's year, sponsor and student, so every read is one query on it
// joined to the people and places for their names, the accounts for their languages and whether
// they are active, and the sponsorship for its pause; the rules (who writes, what waits, what a
// recipient may see) are the service's. The boxes are the letters list (letter-list.ts), the
// coordinators' queue review-queue-list.ts, the year's four letters year-letters.repo.ts.
import { and, asc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LetterWriter, SponsorshipEndReason } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  files,
  letterEvents,
  periods,
  schools,
  sponsors,
  sponsorships,
  sponsorshipLetters,
  students,
  users,
  villages,
  type SponsorshipLetterRow,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

export const claimers = alias(users, 'claimers');
export const sponsorUsers = alias(users, 'sponsor_users');
export const studentUsers = alias(users, 'student_users');

/** A participant reaches their own letters, and the other side's once delivered. */
function participantCondition(userId: number): SQL {
  return or(
    and(
      eq(sponsors.userId, userId),
      or(eq(sponsorshipLetters.writer, 'sponsor'), eq(sponsorshipLetters.status, 'delivered')),
    ),
    and(
      eq(students.userId, userId),
      or(eq(sponsorshipLetters.writer, 'student'), eq(sponsorshipLetters.status, 'delivered')),
    ),
  ) as SQL;
}

/**
 * The letters a caller reaches: a sponsor's or student's own (see participantCondition);
 * coordinators every sent letter (never a draft: it is private to its writer), an admin those
 * of their places (the student's village or the sponsor's school).
 */
export const letterVisibility = defineVisibility('letters', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return participantCondition(auth.userId);
  return and(
    sql`${sponsorshipLetters.status} <> 'draft'`,
    scopeCondition(auth, 'letters', { village: students.villageId, school: sponsors.schoolId }),
  );
});
export type LetterVisibility = Visibility<'letters'>;

/** The letters a coordinator translates and decides on: sent ones, within their places. */
export const reviewVisibility = defineVisibility('letterReview', (auth) =>
  and(
    sql`${sponsorshipLetters.status} <> 'draft'`,
    scopeCondition(auth, 'letterReview', {
      village: students.villageId,
      school: sponsors.schoolId,
    }),
  ),
);
export type ReviewVisibility = Visibility<'letterReview'>;

export const letterSelection = {
  letter: sponsorshipLetters,
  sponsorFirstName: sponsors.firstName,
  sponsorLastName: sponsors.lastName,
  sponsorPhotoFileId: sponsors.photoFileId,
  sponsorUserId: sponsors.userId,
  sponsorEmail: sponsors.email,
  sponsorActive: sponsors.active,
  sponsorLanguage: sponsorUsers.language,
  sponsorUserActive: sponsorUsers.active,
  schoolId: schools.id,
  schoolName: schools.name,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentPhotoFileId: students.photoFileId,
  studentUserId: students.userId,
  studentEmail: studentUsers.email,
  studentLanguage: studentUsers.language,
  studentUserActive: studentUsers.active,
  villageId: villages.id,
  villageName: villages.name,
  lettersPausedAt: sponsorships.lettersPausedAt,
  lettersPauseNote: sponsorships.lettersPauseNote,
  claimerFirstName: claimers.firstName,
  claimerLastName: claimers.lastName,
  attachmentName: files.originalName,
  attachmentContentType: files.contentType,
  attachmentSize: files.sizeBytes,
};

export interface LetterRecord {
  letter: SponsorshipLetterRow;
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorPhotoFileId: number | null;
  sponsorUserId: number | null;
  sponsorEmail: string;
  sponsorActive: boolean;
  /** The sponsor's account: null without one. */
  sponsorLanguage: string | null;
  sponsorUserActive: boolean | null;
  schoolId: number;
  schoolName: string;
  studentFirstName: string;
  studentLastName: string;
  studentPhotoFileId: number | null;
  studentUserId: number | null;
  studentEmail: string | null;
  /** The student's account: null without one. */
  studentLanguage: string | null;
  studentUserActive: boolean | null;
  villageId: number;
  villageName: string;
  lettersPausedAt: Date | null;
  lettersPauseNote: string | null;
  claimerFirstName: string | null;
  claimerLastName: string | null;
  attachmentName: string | null;
  attachmentContentType: string | null;
  attachmentSize: number | null;
}

/** Letters joined to the people, places, accounts, sponsorship, claimer and attachment. */
export function joinLetterRecords(db: Database) {
  return db
    .select({
      ...letterSelection,
      // The lists' keyset keys, as text (exact to the microsecond).
      sentAtKey: sql<string>`${sponsorshipLetters.sentAt}::text`,
      updatedAtKey: sql<string>`${sponsorshipLetters.updatedAt}::text`,
    })
    .from(sponsorshipLetters)
    .innerJoin(sponsorships, eq(sponsorships.id, sponsorshipLetters.sponsorshipId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId))
    .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(claimers, eq(claimers.id, sponsorshipLetters.claimedBy))
    .leftJoin(files, eq(files.id, sponsorshipLetters.attachmentFileId))
    .$dynamic();
}

export async function findLetter(
  db: Database,
  visibility: LetterVisibility | ReviewVisibility,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LetterRecord | undefined> {
  let query = joinLetterRecords(db).where(and(eq(sponsorshipLetters.id, id), visibility.condition));
  // Only the letter's row: the people and places it joins stay free for others.
  if (options.lock) query = query.for('update', { of: sponsorshipLetters });
  const [row] = await query;
  return row;
}

/** Which letter of a sponsorship: its number and who writes it. */
export interface WriterTarget {
  sponsorshipId: number;
  number: number;
  writer: LetterWriter;
}

/** The writer's letter for this sponsorship and number, row-locked until the transaction ends. */
export async function lockWriterLetter(
  tx: Database,
  target: WriterTarget,
): Promise<SponsorshipLetterRow | undefined> {
  const [row] = await tx
    .select()
    .from(sponsorshipLetters)
    .where(
      and(
        eq(sponsorshipLetters.sponsorshipId, target.sponsorshipId),
        eq(sponsorshipLetters.number, target.number),
        eq(sponsorshipLetters.writer, target.writer),
      ),
    )
    .for('update');
  return row;
}

export type NewLetter = typeof sponsorshipLetters.$inferInsert;

/**
 * Inserts the writer's letter unless it exists (or a concurrent save just inserted it): the new
 * row, which the transaction holds, or undefined, and the caller locks the existing one.
 */
export async function insertLetterIfAbsent(
  tx: Database,
  letter: NewLetter,
): Promise<SponsorshipLetterRow | undefined> {
  const [row] = await tx
    .insert(sponsorshipLetters)
    .values(letter)
    .onConflictDoNothing({
      target: [
        sponsorshipLetters.sponsorshipId,
        sponsorshipLetters.number,
        sponsorshipLetters.writer,
      ],
    })
    .returning();
  return row;
}

/** Changes a letter; answers the row as it now is. */
export async function updateLetter(
  tx: Database,
  id: number,
  changes: Partial<NewLetter>,
): Promise<SponsorshipLetterRow> {
  const [row] = await tx
    .update(sponsorshipLetters)
    .set(changes)
    .where(eq(sponsorshipLetters.id, id))
    .returning();
  if (!row) throw new Error(`letter ${id} vanished under its lock`);
  return row;
}

export async function deleteLetter(tx: Database, id: number): Promise<void> {
  await tx.delete(sponsorshipLetters).where(eq(sponsorshipLetters.id, id));
}

/**
 * Takes a waiting letter for a coordinator when nobody holds it (or the holder's claim is older
 * than `staleBefore`, or it is already theirs); false when another holds it.
 */
export async function claimLetter(
  tx: Database,
  id: number,
  userId: number,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await tx
    .update(sponsorshipLetters)
    .set({ claimedBy: userId, claimedAt: now })
    .where(
      and(
        eq(sponsorshipLetters.id, id),
        eq(sponsorshipLetters.status, 'in_review'),
        or(
          isNull(sponsorshipLetters.claimedBy),
          eq(sponsorshipLetters.claimedBy, userId),
          lt(sponsorshipLetters.claimedAt, staleBefore),
        ),
      ),
    )
    .returning({ id: sponsorshipLetters.id });
  return rows.length > 0;
}

export async function insertLetterEvents(
  tx: Database,
  events: Array<{
    letterId: number;
    action: string;
    actorUserId: number | null;
    note?: string | null;
  }>,
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(letterEvents)
    .values(events.map((event) => ({ ...event, note: event.note ?? null, at })));
}

export async function findLetterEvents(db: Database, letterId: number) {
  return db
    .select({
      action: letterEvents.action,
      at: letterEvents.at,
      note: letterEvents.note,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(letterEvents)
    .leftJoin(users, eq(users.id, letterEvents.actorUserId))
    .where(eq(letterEvents.letterId, letterId))
    .orderBy(asc(letterEvents.at), asc(letterEvents.id));
}

// ---------------------------------------------------------------------------------------------
// The sponsorship a letter is written in, and its two sides

/** A sponsorship's two sides as letters need them: who, whether active, which language. */
export interface LetterSides {
  id: number;
  periodId: number;
  periodStartDate: string;
  periodStatus: string;
  endedAt: Date | null;
  endReason: SponsorshipEndReason | null;
  sponsorId: number;
  sponsorUserId: number | null;
  sponsorActive: boolean;
  /** The sponsor's account (null without one): its language and whether it is active. */
  sponsorLanguage: string | null;
  sponsorUserActive: boolean | null;
  sponsorFirstName: string;
  sponsorEmail: string;
  studentId: number;
  studentUserId: number | null;
  studentLanguage: string | null;
  studentUserActive: boolean | null;
  studentFirstName: string;
  studentEmail: string | null;
}

/**
 * A sponsorship with both sides; when `userId` is given, only one the user takes part in (as its
 * sponsor or its student). Read again under the locks of a send, so it sees a deactivation or a
 * language change that committed meanwhile.
 */
export async function findLetterSides(
  db: Database,
  sponsorshipId: number,
  userId?: number,
): Promise<LetterSides | undefined> {
  const [row] = await db
    .select({
      id: sponsorships.id,
      periodId: sponsorships.periodId,
      periodStartDate: periods.startDate,
      periodStatus: periods.status,
      endedAt: sponsorships.endedAt,
      endReason: sponsorships.endReason,
      sponsorId: sponsorships.sponsorId,
      sponsorUserId: sponsors.userId,
      sponsorActive: sponsors.active,
      sponsorLanguage: sponsorUsers.language,
      sponsorUserActive: sponsorUsers.active,
      sponsorFirstName: sponsors.firstName,
      sponsorEmail: sponsors.email,
      studentId: sponsorships.studentId,
      studentUserId: students.userId,
      studentLanguage: studentUsers.language,
      studentUserActive: studentUsers.active,
      studentFirstName: students.firstName,
      studentEmail: studentUsers.email,
    })
    .from(sponsorships)
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .where(
      and(
        eq(sponsorships.id, sponsorshipId),
        userId === undefined
          ? undefined
          : or(eq(sponsors.userId, userId), eq(students.userId, userId)),
      ),
    );
  return row;
}
