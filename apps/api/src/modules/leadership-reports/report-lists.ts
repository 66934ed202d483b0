// The attendance and completion reports as lists (GET LEADERSHIP_REPORT_PATHS.attendanceReport,
// LEADERSHIP_REPORT_PATHS.completionReport and their exports), described once: the caller's active sponsors of the
// filters by name (the sponsors' name index). The attendance report's items are the sponsors'
// records: their cells are built for a whole page or an export's batch at once
// (attendance-report.ts), which a row-by-row item cannot do.
import { sql } from 'drizzle-orm';
import type { CompletionReportRow } from '@portal/shared';
import type { Database } from '../../db/client';
import { leadershipProgress, sponsors } from '../../db/schema/index';
import { defineList, type ListOrder } from '../../lib/list-definition';
import { orderByKeys, type ListTotal, type SortKey } from '../../lib/list-page';
import { countByCost, selectByPageIds } from '../../lib/list-rows';
import type { Visibility } from '../../lib/visibility';
import {
  progressOfYear,
  selectAttendanceRows,
  selectCompletionRows,
  sponsorConditions,
  type CompletionFilters,
  type CompletionRecord,
  type ReportFilters,
  type ReportSponsorRecord,
  type ReportVisibility,
} from './leadership-reports.repo';
import { toCompletionRow } from './report-projections';

/** The only order: by name, the id last. */
function byName<Row extends ReportSponsorRecord>(): Array<SortKey<Row>> {
  return [
    { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
    { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
    { column: sponsors.id, type: 'integer', value: (row) => row.id },
  ];
}

/** The sponsors' ids alone, with their progress when the distinction filter needs it. */
function sponsorIds(db: Database, filters: CompletionFilters) {
  const ids = db.select({ id: sponsors.id }).from(sponsors).$dynamic();
  return filters.distinction === undefined
    ? ids
    : ids.leftJoin(leadershipProgress, progressOfYear(filters.periodId));
}

/** A report's total: a search or the distinction filter tests every sponsor it counts. */
function countReportRows(
  db: Database,
  visibility: ReportVisibility,
  filters: CompletionFilters,
): Promise<ListTotal> {
  let rows = db
    .select({ one: sql`1` })
    .from(sponsors)
    .$dynamic();
  if (filters.distinction !== undefined)
    rows = rows.leftJoin(leadershipProgress, progressOfYear(filters.periodId));
  return countByCost(
    db,
    rows.where(sponsorConditions(visibility, filters)),
    filters.distinction !== undefined || Boolean(filters.q?.trim()),
    orderByKeys(byName(), 'asc'),
  );
}

/** Rows per batch of the reports' exports. */
export const REPORT_EXPORT_BATCH = 500;

export const attendanceReportList = defineList<
  Visibility<'attendanceReport'>,
  ReportFilters & ListOrder,
  ReportSponsorRecord,
  ReportSponsorRecord
>({
  where: sponsorConditions,
  select: (db, window, filters) =>
    selectByPageIds(
      window,
      () => selectAttendanceRows(db),
      () => sponsorIds(db, filters),
      sponsors.id,
    ),
  sortKeys: () => byName(),
  total: countReportRows,
  toItem: (record) => record,
  batchSize: REPORT_EXPORT_BATCH,
});

export const completionReportList = defineList<
  Visibility<'leadershipReport'>,
  CompletionFilters & ListOrder,
  CompletionRecord,
  CompletionReportRow
>({
  where: sponsorConditions,
  select: (db, window, filters) =>
    selectByPageIds(
      window,
      () => selectCompletionRows(db, filters.periodId),
      () => sponsorIds(db, filters),
      sponsors.id,
    ),
  sortKeys: () => byName(),
  total: countReportRows,
  toItem: toCompletionRow,
  batchSize: REPORT_EXPORT_BATCH,
});
