// The sponsors list (GET SPONSOR_PATHS.sponsors and its export), described once: the caller's schools and
// the filters, the sort keys with their indexes (sponsors_*_key_idx), and each row as a Sponsor.
import { and, eq, sql } from 'drizzle-orm';
import type {
  Sponsor,
  SPONSOR_JOINED_FILTERS,
  SPONSOR_PARENTS_FILTERS,
  SponsorSortField,
} from '@portal/shared';
import { periods, schools, sponsorParents, sponsors } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import {
  selectSponsors,
  toSponsor,
  type PhotoUrl,
  type SponsorRecord,
  type SponsorVisibility,
} from './sponsors.repo';

export interface SponsorFilters {
  q?: string | undefined;
  schoolId?: number | undefined;
  active?: boolean | undefined;
  joined?: (typeof SPONSOR_JOINED_FILTERS)[number] | undefined;
  parents?: (typeof SPONSOR_PARENTS_FILTERS)[number] | undefined;
}

export interface SponsorListRequest extends SponsorFilters {
  sort: SponsorSortField;
  order: 'asc' | 'desc';
}

function filterConditions(visibility: SponsorVisibility, filters: SponsorFilters) {
  return and(
    visibility.condition,
    searchTextCondition(sponsors.searchText, filters.q),
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    filters.active === undefined ? undefined : eq(sponsors.active, filters.active),
    filters.joined === 'thisYear' ? joinedThisYear : undefined,
    filters.parents === 'unconfirmed' ? hasUnconfirmedParent : undefined,
  );
}

/**
 * Created since the available year's first day (midnight UTC); none without an available year.
 * Read in the same statement so that the list and the dashboard name one moment.
 */
const joinedThisYear = sql`${sponsors.createdAt} >= (select (${periods.startDate}::date)::timestamp at time zone 'UTC' from ${periods} where ${periods.status} = 'available')`;

/** A parent contact the sponsor entered or changed that no coordinator confirmed yet (decision 030). */
const hasUnconfirmedParent = sql`exists (select 1 from ${sponsorParents} where ${sponsorParents.sponsorId} = ${sponsors.id} and ${sponsorParents.confirmedAt} is null)`;

const byId: SortKey<SponsorRecord> = {
  column: sponsors.id,
  type: 'integer',
  value: (row) => row.id,
};
const byNames: Array<SortKey<SponsorRecord>> = [
  { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  byId,
];

/** The sort keys of each sort field, the id last so that the order is total. */
function sponsorSortKeys(sort: SponsorSortField): Array<SortKey<SponsorRecord>> {
  switch (sort) {
    case 'lastName':
      return byNames;
    case 'firstName':
      return [
        { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
        { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
        byId,
      ];
    case 'schoolName':
      return [{ column: schools.name, type: 'text', value: (row) => row.schoolName }, ...byNames];
    case 'createdAt':
      return [
        { column: sponsors.createdAt, type: 'timestamp', value: (row) => row.createdAtKey },
        byId,
      ];
  }
}

export const sponsorList = defineList<
  SponsorVisibility,
  SponsorListRequest,
  SponsorRecord,
  Sponsor,
  PhotoUrl
>({
  where: filterConditions,
  query: selectSponsors,
  sortKeys: (request) => sponsorSortKeys(request.sort),
  toItem: toSponsor,
});
