// The attendance and completion reports as lists (GET LEADERSHIP_REPORT_PATHS.attendanceReport,
// LEADERSHIP_REPORT_PATHS.completionReport and their exports), described once: the caller's active sponsors of the
// filters by name (the sponsors' name index). The attendance report's items are the sponsors'
// records: their cells are built for a whole page or an export's batch at once
// (attendance-report.ts), which a row-by-row item cannot do.
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

/**
 * A report over the caller's active sponsors, by name: `rows` reads a page's or an export
 * batch's records, `toItem` turns one into what the report shows.
 */
function sponsorReportList<
  Reach extends ReportVisibility,
  Filters extends CompletionFilters & ListOrder,
  Row extends ReportSponsorRecord,
  Item,
>(rows: (db: Database, filters: Filters) => PgSelect, toItem: (row: Row) => Item) {
  return defineList<Reach, Filters, Row, Item>({
    where: sponsorConditions,
    select: (db, window, filters) =>
      selectByPageIds(
        window,
        () => rows(db, filters),
        () => sponsorIds(db, filters),
        sponsors.id,
      ),
    sortKeys: () => byName(),
    total: countReportRows,
    toItem,
    batchSize: REPORT_EXPORT_BATCH,
  });
}

export const attendanceReportList = sponsorReportList<
  Visibility<'attendanceReport'>,
  ReportFilters & ListOrder,
  ReportSponsorRecord,
  ReportSponsorRecord
>(
  (db) => selectAttendanceRows(db),
  (record) => record,
);

export const completionReportList = sponsorReportList<
  Visibility<'leadershipReport'>,
  CompletionFilters & ListOrder,
  CompletionRecord,
  CompletionReportRow
>((db, filters) => selectCompletionRows(db, filters.periodId), toCompletionRow);
