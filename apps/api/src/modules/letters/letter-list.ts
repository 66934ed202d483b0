// The letters list (GET LETTER_PATHS.letters, the boxes, and its export for coordinators), described once:
// the caller's reach and boxes, the filters and search, newest change first, each row a summary
// as the caller sees it.
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LetterBox, LetterStatus, LetterSummary } from '@portal/shared';
import { sponsors, sponsorshipLetters, students } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextPatterns } from '../../lib/search-text';
import { toSummary } from './letter-projections';
import type { LettersContext } from './letters-context';
import { joinLetterRecords, type LetterRecord, type LetterVisibility } from './letters.repo';

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

/** Whose letters the list is read for: the caller's reach and their user id (their boxes). */
export interface LetterListReach {
  visibility: LetterVisibility;
  userId: number;
}

function listConditions(
  { visibility, userId }: LetterListReach,
  filters: LetterListFilters,
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

const letterSortKeys: Array<SortKey<LetterListRecord>> = [
  {
    column: sql`${sponsorshipLetters.updatedAt}`,
    type: 'timestamp',
    value: (row) => row.updatedAtKey,
  },
  { column: sponsorshipLetters.id, type: 'integer', value: (row) => row.letter.id },
];

/** Who reads the list's items: the module's context and the caller. */
interface LetterListViewer {
  context: LettersContext;
  auth: AuthContext;
}

export const letterList = defineList<
  LetterListReach,
  LetterListFilters & { order: 'asc' | 'desc' },
  LetterListRecord,
  LetterSummary,
  LetterListViewer
>({
  where: listConditions,
  query: joinLetterRecords,
  sortKeys: () => letterSortKeys,
  toItem: (row, { context, auth }) => toSummary(context, auth, row),
});
