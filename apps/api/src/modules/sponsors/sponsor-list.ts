// The sponsors list (GET SPONSOR_PATHS.sponsors and its export), described once: the caller's schools and
// the filters, the sort keys with their indexes (sponsors_*_key_idx), and each row as a Sponsor.
import { and, eq } from 'drizzle-orm';
import type { Sponsor, SponsorSortField } from '@portal/shared';
import { schools, sponsors } from '../../db/schema/index';
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
  );
}

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
