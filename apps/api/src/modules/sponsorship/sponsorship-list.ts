// The year's sponsorships (GET SPONSORSHIP_PATHS.sponsorships and its export), described once: the caller's
// reach and the filters, the sort keys, and each row as a Sponsorship named for the caller (none
// when the caller may not see its student or sponsor; the service drops those and adds what each
// answer carries besides its record).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Sponsorship, SponsorshipSortField, sponsorshipListQuerySchema } from '@portal/shared';
import { sponsors, sponsorships, students } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import type { PhotoUrl } from './sponsorship-context';
import { sponsorshipOf } from './sponsorship-projection';
import {
  selectSponsorships,
  type SponsorshipRecord,
  type SponsorshipVisibility,
} from './sponsorship.repo';

/**
 * The list's parsed query without the page; `periodId` is resolved (the available year).
 * `isLimitedToFirstNames`: the caller sees the students' first names only (a sponsor), so the
 * search reads those and the order and cursors hold no student's last name.
 */
export type SponsorshipFilters = Omit<
  z.output<typeof sponsorshipListQuerySchema>,
  'page' | 'pageSize' | 'cursor' | 'periodId'
> & { periodId: number; isLimitedToFirstNames?: boolean | undefined };

/** The list's conditions: the caller's reach and the filters (the reports' sponsorship report too). */
export function sponsorshipConditions(
  visibility: SponsorshipVisibility,
  query: SponsorshipFilters,
) {
  const isActive = query.active ?? true;
  return and(
    visibility.condition,
    eq(sponsorships.periodId, query.periodId),
    sql`${students.status} <> 'delete'`,
    isActive ? sql`${sponsorships.endedAt} is null` : sql`${sponsorships.endedAt} is not null`,
    query.studentId === undefined ? undefined : eq(sponsorships.studentId, query.studentId),
    query.sponsorId === undefined ? undefined : eq(sponsorships.sponsorId, query.sponsorId),
    query.villageId === undefined ? undefined : eq(students.villageId, query.villageId),
    query.schoolId === undefined
      ? undefined
      : sql`(${sponsors.schoolId} = ${query.schoolId} or ${students.schoolId} = ${query.schoolId})`,
    query.q
      ? sql`(${searchTextCondition(query.isLimitedToFirstNames ? students.firstNameKey : students.searchText, query.q)} or ${searchTextCondition(sponsors.searchText, query.q)})`
      : undefined,
  );
}

export function sponsorshipSortKeys(
  sort: SponsorshipSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<SponsorshipRecord>> {
  const byId: SortKey<SponsorshipRecord> = {
    column: sponsorships.id,
    type: 'integer',
    value: (row) => row.id,
  };
  switch (sort) {
    case 'student':
      return [
        isLimitedToFirstNames
          ? { column: students.firstNameKey, type: 'text', value: (row) => row.studentFirstNameKey }
          : { column: students.lastNameKey, type: 'text', value: (row) => row.studentLastNameKey },
        byId,
      ];
    case 'sponsor':
      return [
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.sponsorLastNameKey },
        byId,
      ];
    case 'startedAt':
      return [
        { column: sponsorships.startedAt, type: 'timestamp', value: (row) => row.startedAtKey },
        byId,
      ];
  }
}

/** Who reads the page: the names and photos of its people are as they may see them. */
export interface SponsorshipReader {
  auth: AuthContext;
  photoUrl: PhotoUrl;
}

export const sponsorshipList = defineList<
  SponsorshipVisibility,
  SponsorshipFilters,
  SponsorshipRecord,
  Sponsorship | null,
  SponsorshipReader
>({
  where: sponsorshipConditions,
  query: selectSponsorships,
  sortKeys: (filters) => sponsorshipSortKeys(filters.sort, filters.isLimitedToFirstNames),
  toItem: (row, { auth, photoUrl }) => sponsorshipOf(auth, row, photoUrl),
});
