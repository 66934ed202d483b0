// The coordinators' list of a new year's recommitment requests and their answers (GET
// YEAR_CYCLE_PATHS.recommitments and its export), described once: the caller's reach (as the
// summary's, recommitment-summary.repo.ts), the filters, the sort keys and each row as a
// RecommitmentAnswerRow.
import { and, eq, or, sql } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  type DeclineReason,
  type RecommitmentAnswerRow,
  type RecommitmentAnswerSortField,
  type RecommitmentState,
} from '@portal/shared';
import { recommitments, schools, sponsors, students, villages } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import type { Visibility } from '../../lib/visibility';

export interface RecommitmentAnswerFilters {
  periodId: number;
  sort: RecommitmentAnswerSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  state?: RecommitmentState | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

export interface RecommitmentAnswerRecord {
  id: number;
  sponsorId: number;
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorFirstNameKey: string;
  sponsorLastNameKey: string;
  sponsorEmail: string;
  schoolId: number;
  schoolName: string;
  studentId: number;
  studentFirstName: string;
  studentLastName: string;
  studentFirstNameKey: string;
  studentLastNameKey: string;
  villageId: number;
  villageName: string;
  state: RecommitmentState;
  reason: DeclineReason | null;
  note: string | null;
  answeredAt: Date | null;
  /** The answer's time as the database writes it; unanswered requests sort last. */
  answeredAtKey: string;
}

/** Unanswered requests come after every answered one (ascending). */
const answeredAtOrder = sql`coalesce(${recommitments.answeredAt}, 'infinity'::timestamptz)`;

/**
 * The year's requests the caller reaches, filtered. The sponsor sorts walk the sponsors' name
 * index into recommitments_sponsor_idx; the state sort walks recommitments_period_state_idx.
 */
function recommitmentAnswerConditions(
  visibility: Visibility<'sponsorship'>,
  filters: RecommitmentAnswerFilters,
) {
  return and(
    visibility.condition,
    eq(recommitments.periodId, filters.periodId),
    // As in the sponsorships list: a deleted student is gone from every list.
    sql`${students.status} <> 'delete'`,
    filters.state === undefined ? undefined : eq(recommitments.state, filters.state),
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
    filters.q
      ? or(
          searchTextCondition(sponsors.searchText, filters.q),
          searchTextCondition(students.searchText, filters.q),
        )
      : undefined,
  );
}

function recommitmentAnswerSortKeys(
  sort: RecommitmentAnswerSortField,
): Array<SortKey<RecommitmentAnswerRecord>> {
  const byId: SortKey<RecommitmentAnswerRecord> = {
    column: recommitments.id,
    type: 'integer',
    value: (row) => row.id,
  };
  switch (sort) {
    case 'sponsor':
      return [
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.sponsorLastNameKey },
        { column: sponsors.firstNameKey, type: 'text', value: (row) => row.sponsorFirstNameKey },
        byId,
      ];
    case 'student':
      return [
        { column: students.lastNameKey, type: 'text', value: (row) => row.studentLastNameKey },
        { column: students.firstNameKey, type: 'text', value: (row) => row.studentFirstNameKey },
        byId,
      ];
    case 'state':
      return [{ column: recommitments.state, type: 'text', value: (row) => row.state }, byId];
    case 'answeredAt':
      return [
        { column: answeredAtOrder, type: 'timestamp', value: (row) => row.answeredAtKey },
        byId,
      ];
  }
}

function toRecommitmentAnswer(row: RecommitmentAnswerRecord): RecommitmentAnswerRow {
  return {
    id: row.id,
    sponsor: {
      id: row.sponsorId,
      firstName: row.sponsorFirstName,
      lastName: row.sponsorLastName,
      email: row.sponsorEmail,
      school: { id: row.schoolId, name: row.schoolName },
    },
    student: {
      id: row.studentId,
      firstName: row.studentFirstName,
      lastName: row.studentLastName,
      village: { id: row.villageId, name: row.villageName },
    },
    state: row.state,
    reason: row.reason,
    note: row.note,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

export const recommitmentAnswerList = defineList<
  Visibility<'sponsorship'>,
  RecommitmentAnswerFilters,
  RecommitmentAnswerRecord,
  RecommitmentAnswerRow
>({
  where: recommitmentAnswerConditions,
  query: (db) =>
    db
      .select({
        id: recommitments.id,
        sponsorId: sponsors.id,
        sponsorFirstName: sponsors.firstName,
        sponsorLastName: sponsors.lastName,
        sponsorFirstNameKey: sponsors.firstNameKey,
        sponsorLastNameKey: sponsors.lastNameKey,
        sponsorEmail: sponsors.email,
        schoolId: schools.id,
        schoolName: schools.name,
        studentId: students.id,
        studentFirstName: students.firstName,
        studentLastName: students.lastName,
        studentFirstNameKey: students.firstNameKey,
        studentLastNameKey: students.lastNameKey,
        villageId: villages.id,
        villageName: villages.name,
        state: recommitments.state,
        reason: recommitments.reason,
        note: recommitments.note,
        answeredAt: recommitments.answeredAt,
        answeredAtKey: sql<string>`${answeredAtOrder}::text`,
      })
      .from(recommitments)
      .innerJoin(sponsors, eq(sponsors.id, recommitments.sponsorId))
      .innerJoin(schools, eq(schools.id, sponsors.schoolId))
      .innerJoin(students, eq(students.id, recommitments.studentId))
      .innerJoin(villages, eq(villages.id, students.villageId)),
  sortKeys: (filters) => recommitmentAnswerSortKeys(filters.sort),
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: toRecommitmentAnswer,
});
