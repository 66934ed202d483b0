// The coordinators' list of the year's sponsors without a student (GET
// SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors and its export), described once: the caller's reach, the
// filters, the sort keys and each row as an UnpairedSponsor.
import { and, eq, sql } from 'drizzle-orm';
import type { UnpairedSponsor, UnpairedSponsorSortField } from '@portal/shared';
import { schools, sponsors, sponsorships } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import type { PhotoUrl } from './sponsorship-context';
import type { InYear } from './year-lists';

/**
 * The sponsors the "without a student" list shows a caller: every one, an admin's (the sponsor's
 * school is assigned to them), or none for a sponsor.
 */
export const unpairedSponsorVisibility = defineVisibility('sponsorshipUnpairedSponsors', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'sponsorship', { school: sponsors.schoolId });
});
export type UnpairedSponsorVisibility = Visibility<'sponsorshipUnpairedSponsors'>;

export interface UnpairedSponsorFilters extends InYear {
  sort: UnpairedSponsorSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  schoolId?: number | undefined;
}

export interface UnpairedSponsorRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  email: string;
  photoFileId: number | null;
  schoolId: number;
  schoolName: string;
  createdAt: Date;
  createdAtKey: string;
}

/**
 * Active sponsors with no current sponsorship in the year. The name and "since" sorts walk the
 * sponsors' indexes; each sponsor's sponsorships are looked up through the sponsor index.
 */
function unpairedSponsorConditions(
  visibility: UnpairedSponsorVisibility,
  query: UnpairedSponsorFilters,
) {
  return and(
    visibility.condition,
    eq(sponsors.active, true),
    searchTextCondition(sponsors.searchText, query.q),
    query.schoolId === undefined ? undefined : eq(sponsors.schoolId, query.schoolId),
    sql`not exists (select 1 from ${sponsorships} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${query.periodId} and ${sponsorships.endedAt} is null)`,
  );
}

function unpairedSponsorSortKeys(
  sort: UnpairedSponsorSortField,
): Array<SortKey<UnpairedSponsorRecord>> {
  const byId: SortKey<UnpairedSponsorRecord> = {
    column: sponsors.id,
    type: 'integer',
    value: (row) => row.id,
  };
  switch (sort) {
    case 'sponsor':
      return [
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
        { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
        byId,
      ];
    case 'since':
      return [
        { column: sponsors.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
  }
}

function toUnpairedSponsor(row: UnpairedSponsorRecord, photoUrl: PhotoUrl): UnpairedSponsor {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    photoUrl: photoUrl(row.photoFileId),
    email: row.email,
    school: { id: row.schoolId, name: row.schoolName },
    since: row.createdAt.toISOString(),
  };
}

export const unpairedSponsorList = defineList<
  UnpairedSponsorVisibility,
  UnpairedSponsorFilters,
  UnpairedSponsorRecord,
  UnpairedSponsor,
  PhotoUrl
>({
  where: unpairedSponsorConditions,
  query: (db) =>
    db
      .select({
        id: sponsors.id,
        firstName: sponsors.firstName,
        lastName: sponsors.lastName,
        firstNameKey: sponsors.firstNameKey,
        lastNameKey: sponsors.lastNameKey,
        email: sponsors.email,
        photoFileId: sponsors.photoFileId,
        schoolId: schools.id,
        schoolName: schools.name,
        createdAt: sponsors.createdAt,
        createdAtKey: sql<string>`${sponsors.createdAt}::text`,
      })
      .from(sponsors)
      .innerJoin(schools, eq(schools.id, sponsors.schoolId)),
  sortKeys: (filters) => unpairedSponsorSortKeys(filters.sort),
  toItem: toUnpairedSponsor,
});
