// Queries of the letters' boxes (inbox, sent, drafts; every letter for coordinators), the unread
// count, and a participant's sponsorships of a year with their letters (the overview).
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LetterBox, LetterStatus } from '@portal/shared';
import type { Database } from '../../db/client';
import { sponsors, sponsorships, sponsorshipLetters, students } from '../../db/schema/index';
import {
  countUpTo,
  orderByKeys,
  rowsAfter,
  type ListTotal,
  type RowWindow,
  type SortKey,
} from '../../lib/list-page';
import { searchTextPatterns } from '../../lib/search-text';
import {
  joinLetterRecords,
  sponsorUsers,
  studentUsers,
  type LetterRecord,
  type LetterVisibility,
} from './letters.repo';

export interface LetterListFilters {
  box: LetterBox;
  sponsorshipId?: number | undefined;
  periodId?: number | undefined;
  status?: LetterStatus | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  /** The search box: names of the sponsor and the student (coordinators only, see below). */
  q?: string | undefined;
  /** Whether the caller is a sponsor or student: their search never reaches last names. */
  isParticipant?: boolean;
}

/**
 * Every word typed appears in the sponsor's or the student's name. A sponsor or a student sees
 * the other side by first name only, so their search does not look at names at all (a sponsor's
 * search for a child's last name finds nothing): it matches the letter's subject instead.
 */
function searchCondition(filters: LetterListFilters): SQL | undefined {
  const patterns = searchTextPatterns(filters.q);
  if (patterns.length === 0) return undefined;
  if (filters.isParticipant) {
    return and(
      ...patterns.map((pattern) => sql`lower(${sponsorshipLetters.subject}) like ${pattern}`),
    );
  }
  return and(
    ...patterns.map(
      (pattern) =>
        sql`(${sponsors.searchText} like ${pattern} or ${students.searchText} like ${pattern})`,
    ),
  );
}

/** Which of a participant's letters a box holds (the visibility already limits to theirs). */
function boxCondition(box: LetterBox, userId: number): SQL | undefined {
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
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
    searchCondition(filters),
  );
}

export type LetterListRecord = LetterRecord & { updatedAtKey: string };

export const letterSortKeys: Array<SortKey<LetterListRecord>> = [
  {
    column: sql`${sponsorshipLetters.updatedAt}`,
    type: 'timestamp',
    value: (row) => row.updatedAtKey,
  },
  { column: sponsorshipLetters.id, type: 'integer', value: (row) => row.letter.id },
];

export function findLetterPage(
  db: Database,
  visibility: LetterVisibility,
  filters: LetterListFilters,
  userId: number,
  window: RowWindow,
): Promise<LetterListRecord[]> {
  return joinLetterRecords(db)
    .where(and(listConditions(visibility, filters, userId), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset) as Promise<LetterListRecord[]>;
}

/** Every filtered letter, in the list's order (newest change first), a batch at a time. */
export function findLetterBatch(
  db: Database,
  visibility: LetterVisibility,
  filters: LetterListFilters & { order: 'asc' | 'desc' },
  userId: number,
  after: LetterListRecord | undefined,
  limit: number,
): Promise<LetterListRecord[]> {
  return joinLetterRecords(db)
    .where(
      and(
        listConditions(visibility, filters, userId),
        after === undefined ? undefined : rowsAfter(letterSortKeys, filters.order, after),
      ),
    )
    .orderBy(...orderByKeys(letterSortKeys, filters.order))
    .limit(limit) as Promise<LetterListRecord[]>;
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

/**
 * The caller's sponsorships in a year, as sponsor or student, with the other side's name, both
 * sides' account languages, and whether the sponsor is active.
 */
export function findParticipantSponsorships(db: Database, userId: number, periodId: number) {
  return db
    .select({
      id: sponsorships.id,
      endedAt: sponsorships.endedAt,
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
      readAt: sponsorshipLetters.readAt,
    })
    .from(sponsorshipLetters)
    .where(inArray(sponsorshipLetters.sponsorshipId, sponsorshipIds));
}
