// Queries on letters (sponsorship_letters), their record of decisions (letter_events) and the
// four letters of a year (the `letters` lookup). A letter carries its sponsorship's year,
// sponsor and student, so every read is one query on it joined to the people and places for
// their names; the rules (who writes, what is due, what a recipient may see) are the service's.
import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, LetterStatus, LetterWriter } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  files,
  letterEvents,
  letters as yearLetterRows,
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
import { countUpTo, type ListTotal, type RowWindow, type SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

const claimers = alias(users, 'claimers');
const sponsorUsers = alias(users, 'sponsor_users');
const studentUsers = alias(users, 'student_users');

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
    ne(sponsorshipLetters.status, 'draft'),
    scopeCondition(auth, 'letters', { village: students.villageId, school: sponsors.schoolId }),
  );
});
export type LetterVisibility = Visibility<'letters'>;

/** The letters a coordinator translates and decides on: sent ones, within their places. */
export const reviewVisibility = defineVisibility('letterReview', (auth) =>
  and(
    ne(sponsorshipLetters.status, 'draft'),
    scopeCondition(auth, 'letterReview', {
      village: students.villageId,
      school: sponsors.schoolId,
    }),
  ),
);
export type ReviewVisibility = Visibility<'letterReview'>;

const letterSelection = {
  letter: sponsorshipLetters,
  sponsorFirstName: sponsors.firstName,
  sponsorLastName: sponsors.lastName,
  sponsorPhotoFileId: sponsors.photoFileId,
  sponsorUserId: sponsors.userId,
  sponsorEmail: sponsors.email,
  sponsorLanguage: sponsorUsers.language,
  schoolId: schools.id,
  schoolName: schools.name,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentPhotoFileId: students.photoFileId,
  studentUserId: students.userId,
  studentEmail: studentUsers.email,
  studentLanguage: studentUsers.language,
  villageId: villages.id,
  villageName: villages.name,
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
  sponsorLanguage: string | null;
  schoolId: number;
  schoolName: string;
  studentFirstName: string;
  studentLastName: string;
  studentPhotoFileId: number | null;
  studentUserId: number | null;
  studentEmail: string | null;
  studentLanguage: string | null;
  villageId: number;
  villageName: string;
  claimerFirstName: string | null;
  claimerLastName: string | null;
  attachmentName: string | null;
  attachmentContentType: string | null;
  attachmentSize: number | null;
}

function selectLetters(db: Database) {
  return db
    .select(letterSelection)
    .from(sponsorshipLetters)
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
  let query = selectLetters(db).where(and(eq(sponsorshipLetters.id, id), visibility.condition));
  // Only the letter's row: the people and places it joins stay free for others.
  if (options.lock) query = query.for('update', { of: sponsorshipLetters });
  const [row] = await query;
  return row;
}

/** The letter a writer keeps for this sponsorship and number (locked for a save). */
export async function findWriterLetter(
  db: Database,
  target: { sponsorshipId: number; number: number; writer: LetterWriter },
  options: { lock?: boolean } = {},
): Promise<SponsorshipLetterRow | undefined> {
  let query = db
    .select()
    .from(sponsorshipLetters)
    .where(
      and(
        eq(sponsorshipLetters.sponsorshipId, target.sponsorshipId),
        eq(sponsorshipLetters.number, target.number),
        eq(sponsorshipLetters.writer, target.writer),
      ),
    )
    .$dynamic();
  if (options.lock) query = query.for('update');
  const [row] = await query;
  return row;
}

export type NewLetter = typeof sponsorshipLetters.$inferInsert;

/** Inserts the writer's letter unless a concurrent save just did; answers the id either way. */
export async function insertLetterIfAbsent(tx: Database, letter: NewLetter): Promise<boolean> {
  const rows = await tx
    .insert(sponsorshipLetters)
    .values(letter)
    .onConflictDoNothing({
      target: [
        sponsorshipLetters.sponsorshipId,
        sponsorshipLetters.number,
        sponsorshipLetters.writer,
      ],
    })
    .returning({ id: sponsorshipLetters.id });
  return rows.length > 0;
}

export async function updateLetter(
  tx: Database,
  id: number,
  changes: Partial<NewLetter>,
): Promise<void> {
  await tx.update(sponsorshipLetters).set(changes).where(eq(sponsorshipLetters.id, id));
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

export async function insertLetterEvent(
  tx: Database,
  event: { letterId: number; action: string; actorUserId: number | null; note?: string | null },
  at: Date,
): Promise<void> {
  await tx.insert(letterEvents).values({ ...event, note: event.note ?? null, at });
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
// The sponsorship a letter is written in

export interface WriterSponsorship {
  id: number;
  periodId: number;
  periodStartDate: string;
  periodStatus: string;
  endedAt: Date | null;
  sponsorId: number;
  sponsorUserId: number | null;
  studentId: number;
  studentUserId: number | null;
}

/** A sponsorship the user takes part in (as its sponsor or its student); undefined otherwise. */
export async function findSponsorshipOfParticipant(
  db: Database,
  userId: number,
  sponsorshipId: number,
): Promise<WriterSponsorship | undefined> {
  const [row] = await db
    .select({
      id: sponsorships.id,
      periodId: sponsorships.periodId,
      periodStartDate: periods.startDate,
      periodStatus: periods.status,
      endedAt: sponsorships.endedAt,
      sponsorId: sponsorships.sponsorId,
      sponsorUserId: sponsors.userId,
      studentId: sponsorships.studentId,
      studentUserId: students.userId,
    })
    .from(sponsorships)
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .where(
      and(
        eq(sponsorships.id, sponsorshipId),
        or(eq(sponsors.userId, userId), eq(students.userId, userId)),
      ),
    );
  return row;
}

/** The caller's sponsorships in a year, as sponsor or student, with the other side's name. */
export function findParticipantSponsorships(db: Database, userId: number, periodId: number) {
  return db
    .select({
      id: sponsorships.id,
      endedAt: sponsorships.endedAt,
      startedAt: sponsorships.startedAt,
      sponsorId: sponsors.id,
      sponsorUserId: sponsors.userId,
      sponsorFirstName: sponsors.firstName,
      sponsorPhotoFileId: sponsors.photoFileId,
      studentId: students.id,
      studentUserId: students.userId,
      studentFirstName: students.firstName,
      studentPhotoFileId: students.photoFileId,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
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
      readAt: sponsorshipLetters.readAt,
    })
    .from(sponsorshipLetters)
    .where(inArray(sponsorshipLetters.sponsorshipId, sponsorshipIds));
}

// ---------------------------------------------------------------------------------------------
// Boxes and the coordinators' lists

export interface LetterListFilters {
  box: 'inbox' | 'sent' | 'drafts' | 'all';
  sponsorshipId?: number | undefined;
  periodId?: number | undefined;
  status?: LetterStatus | undefined;
}

/** Which of a participant's letters a box holds (the visibility already limits to theirs). */
function boxCondition(box: LetterListFilters['box'], userId: number): SQL | undefined {
  const mine = or(
    and(eq(sponsorshipLetters.writer, 'sponsor'), eq(sponsors.userId, userId)),
    and(eq(sponsorshipLetters.writer, 'student'), eq(students.userId, userId)),
  );
  switch (box) {
    case 'inbox':
      return and(eq(sponsorshipLetters.status, 'delivered'), sql`not (${mine})`);
    case 'sent':
      return and(mine, ne(sponsorshipLetters.status, 'draft'));
    case 'drafts':
      return and(mine, inArray(sponsorshipLetters.status, ['draft', 'returned']));
    case 'all':
      return undefined;
  }
}

function listConditions(
  visibility: LetterVisibility,
  filters: LetterListFilters,
  userId: number,
): SQL | undefined {
  return and(
    visibility.condition,
    boxCondition(filters.box, userId),
    filters.sponsorshipId === undefined
      ? undefined
      : eq(sponsorshipLetters.sponsorshipId, filters.sponsorshipId),
    filters.periodId === undefined ? undefined : eq(sponsorshipLetters.periodId, filters.periodId),
    filters.status === undefined ? undefined : eq(sponsorshipLetters.status, filters.status),
  );
}

export const letterSortKeys: Array<SortKey<LetterRecord & { updatedAtKey: string }>> = [
  {
    column: sql`${sponsorshipLetters.updatedAt}`,
    type: 'timestamp',
    value: (row) => row.updatedAtKey,
  },
  { column: sponsorshipLetters.id, type: 'integer', value: (row) => row.letter.id },
];

export type LetterListRecord = LetterRecord & { updatedAtKey: string };

export function findLetterPage(
  db: Database,
  visibility: LetterVisibility,
  filters: LetterListFilters,
  userId: number,
  window: RowWindow,
): Promise<LetterListRecord[]> {
  return db
    .select({
      ...letterSelection,
      updatedAtKey: sql<string>`${sponsorshipLetters.updatedAt}::text`,
    })
    .from(sponsorshipLetters)
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId))
    .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(claimers, eq(claimers.id, sponsorshipLetters.claimedBy))
    .leftJoin(files, eq(files.id, sponsorshipLetters.attachmentFileId))
    .where(and(listConditions(visibility, filters, userId), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countLetters(
  db: Database,
  visibility: LetterVisibility,
  filters: LetterListFilters,
  userId: number,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(sponsorshipLetters)
      .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
      .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
      .where(listConditions(visibility, filters, userId))
      .$dynamic(),
  );
}

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

export interface ReviewQueueFilters {
  reason?: 'translation' | 'approval' | 'safeguarding' | undefined;
  claimed?: 'mine' | 'unclaimed' | undefined;
  originalLanguage?: Language | undefined;
  targetLanguage?: Language | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

/** Why a waiting letter waits, in SQL (the service's reviewReasons says the same in code). */
export const REASON_CONDITIONS = {
  translation: sql`(${sponsorshipLetters.originalLanguage} <> ${sponsorshipLetters.targetLanguage} and ${sponsorshipLetters.translatedMessage} is null)`,
  approval: sql`(${sponsorshipLetters.translationSource} = 'machine' and not ${sponsorshipLetters.translationApproved})`,
  safeguarding: sql`(jsonb_array_length(${sponsorshipLetters.screeningMatches}) > 0 and not ${sponsorshipLetters.screeningCleared})`,
} as const;

function queueConditions(
  visibility: ReviewVisibility,
  filters: ReviewQueueFilters,
  userId: number,
  staleBefore: Date,
): SQL | undefined {
  return and(
    visibility.condition,
    eq(sponsorshipLetters.status, 'in_review'),
    filters.reason === undefined ? undefined : REASON_CONDITIONS[filters.reason],
    filters.claimed === 'mine'
      ? and(
          eq(sponsorshipLetters.claimedBy, userId),
          sql`${sponsorshipLetters.claimedAt} >= ${staleBefore}`,
        )
      : filters.claimed === 'unclaimed'
        ? or(isNull(sponsorshipLetters.claimedBy), lt(sponsorshipLetters.claimedAt, staleBefore))
        : undefined,
    filters.originalLanguage === undefined
      ? undefined
      : eq(sponsorshipLetters.originalLanguage, filters.originalLanguage),
    filters.targetLanguage === undefined
      ? undefined
      : eq(sponsorshipLetters.targetLanguage, filters.targetLanguage),
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
  );
}

export type QueueRecord = LetterRecord & { sentAtKey: string };

export const queueSortKeys: Array<SortKey<QueueRecord>> = [
  { column: sql`${sponsorshipLetters.sentAt}`, type: 'timestamp', value: (row) => row.sentAtKey },
  { column: sponsorshipLetters.id, type: 'integer', value: (row) => row.letter.id },
];

export function findQueuePage(
  db: Database,
  visibility: ReviewVisibility,
  filters: ReviewQueueFilters,
  userId: number,
  staleBefore: Date,
  window: RowWindow,
): Promise<QueueRecord[]> {
  return db
    .select({ ...letterSelection, sentAtKey: sql<string>`${sponsorshipLetters.sentAt}::text` })
    .from(sponsorshipLetters)
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId))
    .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(claimers, eq(claimers.id, sponsorshipLetters.claimedBy))
    .leftJoin(files, eq(files.id, sponsorshipLetters.attachmentFileId))
    .where(and(queueConditions(visibility, filters, userId, staleBefore), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<QueueRecord[]>;
}

export function countQueue(
  db: Database,
  visibility: ReviewVisibility,
  filters: ReviewQueueFilters,
  userId: number,
  staleBefore: Date,
): Promise<ListTotal> {
  return countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(sponsorshipLetters)
      .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
      .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
      .where(queueConditions(visibility, filters, userId, staleBefore))
      .$dynamic(),
  );
}

// ---------------------------------------------------------------------------------------------
// The four letters of a year

/** The year's own letter rows and the programme's defaults (no year), in one read. */
export async function findYearLetterRows(db: Database, periodId: number) {
  const rows = await db
    .select()
    .from(yearLetterRows)
    .where(or(eq(yearLetterRows.periodId, periodId), isNull(yearLetterRows.periodId)))
    .orderBy(asc(yearLetterRows.number));
  return {
    own: rows.filter((row) => row.periodId === periodId),
    defaults: rows.filter((row) => row.periodId === null),
  };
}

export async function replaceYearLetters(
  tx: Database,
  periodId: number,
  rows: Array<{
    number: number;
    title: string;
    theme: string;
    dueDate: string | null;
    answerDueDate: string | null;
  }>,
): Promise<void> {
  await tx.delete(yearLetterRows).where(eq(yearLetterRows.periodId, periodId));
  await tx.insert(yearLetterRows).values(rows.map((row) => ({ ...row, periodId })));
}
