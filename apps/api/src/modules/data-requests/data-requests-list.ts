// The queue of data requests as the super and global admins read it (GET
// DATA_REQUEST_PATHS.requests), described once: by due date (the soonest first by default, so
// that what is late or nearly so is on top), filtered by state, by overdue and by the person's
// name or e-mail; each sort matched by an index (data_requests_*_idx).
import { and, eq, ilike, or } from 'drizzle-orm';
import type { DataRequest, DataRequestSortField, DataRequestState } from '@portal/shared';
import { dataRequests } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { searchTextCondition } from '../../lib/search-text';
import {
  overdueCondition,
  person,
  selectDataRequests,
  toDataRequest,
  type DataRequestRecord,
} from './data-requests.repo';

type Row = NonNullable<DataRequestRecord>;

export interface DataRequestFilters {
  q?: string | undefined;
  state?: DataRequestState | undefined;
  overdue?: 'true' | undefined;
  userId?: number | undefined;
  sort: DataRequestSortField;
  order: 'asc' | 'desc';
}

/** The list's reach: every request (only the super and global admins read it), and today. */
export interface DataRequestReach {
  today: string;
}

function searchCondition(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  // A request filed by an account holder keeps no name of its own: theirs is the account's.
  return or(
    ilike(dataRequests.personName, pattern),
    ilike(dataRequests.personEmail, pattern),
    searchTextCondition(person.searchText, q),
  );
}

const sortKeys: Record<DataRequestSortField, Array<SortKey<Row>>> = {
  dueOn: [
    { column: dataRequests.dueOn, type: 'date', value: (row) => row.dueOn },
    { column: dataRequests.id, type: 'integer', value: (row) => row.id },
  ],
  receivedOn: [
    { column: dataRequests.receivedOn, type: 'date', value: (row) => row.receivedOn },
    { column: dataRequests.id, type: 'integer', value: (row) => row.id },
  ],
};

export const dataRequestList = defineList<
  DataRequestReach,
  DataRequestFilters,
  Row,
  DataRequest,
  string
>({
  where: (reach, filters) =>
    and(
      searchCondition(filters.q),
      filters.state === undefined ? undefined : eq(dataRequests.state, filters.state),
      filters.overdue === 'true' ? overdueCondition(reach.today) : undefined,
      filters.userId === undefined ? undefined : eq(dataRequests.userId, filters.userId),
    ),
  query: selectDataRequests,
  sortKeys: (filters) => sortKeys[filters.sort],
  toItem: (row, today: string) => toDataRequest(row, today),
});
