// The completion report: per sponsor, the progress the database keeps (meetings, assessments and
// letters) against what the distinction needs; a page at a time, and its export.
import type { CompletionReportPage, CompletionReportRow, Period } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { ListOrder } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import { builtInBatches } from '../../lib/list-rows';
import {
  emptyReportPage,
  exportOfYear,
  yearOf,
  type LeadershipReportsContext,
  type ReportQuery,
} from './leadership-reports-context';
import { completionReportVisibility, countWithDistinction } from './leadership-reports.repo';
import { completionReportList, REPORT_EXPORT_BATCH } from './report-lists';
import { COMPLETION_REQUIRED, toCompletionRow } from './report-projections';

interface CompletionQuery extends ReportQuery {
  distinction?: 'with' | 'without' | undefined;
}

export async function completion(
  context: LeadershipReportsContext,
  auth: AuthContext,
  query: CompletionQuery & PageRequest,
): Promise<CompletionReportPage> {
  const year = await yearOf(context, query.periodId);
  if (!year)
    return {
      ...emptyReportPage(query.pageSize),
      withDistinction: 0,
      required: COMPLETION_REQUIRED,
    };
  const filters = {
    periodId: year.id,
    q: query.q,
    schoolId: query.schoolId,
    distinction: query.distinction,
  };
  const visibility = completionReportVisibility(auth);
  const [page, withDistinction] = await Promise.all([
    completionReportList.page(context.db, visibility, { ...query, ...filters }, undefined),
    countWithDistinction(context.db, visibility, filters),
  ]);
  return {
    ...page,
    year: { id: year.id, name: year.name },
    withDistinction,
    required: COMPLETION_REQUIRED,
  };
}

/** Every row of the filtered completion report, in its order, read in keyset batches. */
export async function completionExport(
  context: LeadershipReportsContext,
  auth: AuthContext,
  query: CompletionQuery & ListOrder,
): Promise<{ year: Period | undefined; rows: AsyncIterable<CompletionReportRow> }> {
  const visibility = completionReportVisibility(auth);
  return exportOfYear(context, query.periodId, (year) => {
    const filters = {
      periodId: year.id,
      q: query.q,
      schoolId: query.schoolId,
      distinction: query.distinction,
      order: query.order,
    };
    return builtInBatches(
      completionReportList.rows(context.db, visibility, filters),
      REPORT_EXPORT_BATCH,
      (records) => Promise.resolve(records.map(toCompletionRow)),
    );
  });
}
