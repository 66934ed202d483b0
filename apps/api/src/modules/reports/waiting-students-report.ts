// The students waiting report: the year's active students without a current sponsor, longest
// waiting first, with the days each has waited (how they are counted: the header of
// modules/sponsorship/waiting-student-list.ts and docs/guide.md).
import type {
  Period,
  WaitingStudent,
  WaitingStudentSortField,
  WaitingStudentsPage,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { emptyPage } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import {
  exportOfYear,
  reportYear,
  type ReportPlaceQuery,
  type ReportsContext,
} from './reports-context';

interface WaitingStudentsQuery extends ReportPlaceQuery {
  q?: string | undefined;
  minDays?: number | undefined;
  sort: WaitingStudentSortField;
  order: 'asc' | 'desc';
}

function filtersOf(year: Period, query: WaitingStudentsQuery) {
  return {
    periodId: year.id,
    yearStart: year.startDate,
    q: query.q,
    schoolId: query.schoolId,
    villageId: query.villageId,
    minDays: query.minDays,
    sort: query.sort,
    order: query.order,
  };
}

export async function waitingStudents(
  context: ReportsContext,
  auth: AuthContext,
  query: WaitingStudentsQuery & PageRequest,
): Promise<WaitingStudentsPage> {
  const year = await reportYear(context, auth, query);
  if (!year) return { ...emptyPage(query.pageSize), year: null };
  const page = await context.sponsorship.waitingStudentsPage(auth, {
    ...query,
    ...filtersOf(year, query),
  });
  return { ...page, year: { id: year.id, name: year.name } };
}

/**
 * The report's first `limit` students in the available year, longest waiting first (the
 * dashboard names them), read without sorting every waiting student.
 */
export async function longestWaitingStudents(
  context: ReportsContext,
  auth: AuthContext,
  limit: number,
): Promise<WaitingStudent[]> {
  const year = await reportYear(context, auth, {});
  if (!year) return [];
  return context.sponsorship.longestWaiting(
    auth,
    { periodId: year.id, yearStart: year.startDate },
    limit,
  );
}

/** Every student of the filtered report, in its order, read in keyset batches. */
export function waitingStudentsExport(
  context: ReportsContext,
  auth: AuthContext,
  query: WaitingStudentsQuery,
): Promise<{ year: Period | undefined; rows: AsyncIterable<WaitingStudent> }> {
  return exportOfYear(context, auth, query, (year) =>
    context.sponsorship.waitingStudentRows(auth, filtersOf(year, query)),
  );
}
