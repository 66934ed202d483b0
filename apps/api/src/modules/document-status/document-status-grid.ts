// The grid a page at a time, with its columns, and its export: every row of the filtered grid,
// in its order, read and built in batches.
import type {
  DocumentStatusColumns,
  DocumentStatusPage,
  DocumentStatusRow,
  DocumentStatusSortField,
  Language,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { PageRequest } from '../../lib/list-page';
import { builtInBatches } from '../../lib/list-rows';
import { buildRows, columnsOf, filtersOf, type GridFilters } from './document-status-cells';
import type { DocumentStatusContext } from './document-status-context';
import { documentStatusList } from './document-status-list';
import { documentStatusVisibility } from './document-status.repo';

const EXPORT_BATCH = 500;

async function* noRows<Row>(): AsyncIterable<Row> {}

export async function list(
  context: DocumentStatusContext,
  auth: AuthContext,
  query: GridFilters & PageRequest & { sort: DocumentStatusSortField },
  language: Language,
): Promise<DocumentStatusPage> {
  const year = await context.yearContext(query.periodId);
  if (!year)
    return {
      items: [],
      total: 0,
      totalKind: 'exact',
      page: 1,
      pageSize: query.pageSize,
      next: null,
      previous: null,
      columns: columnsOf(undefined, language),
    };
  const page = await documentStatusList.page(
    context.db,
    documentStatusVisibility(auth),
    { ...query, ...filtersOf(year, query) },
    undefined,
  );
  const rows = await buildRows(context.db, year, page.items);
  return {
    ...page,
    items: rows.map((built) => built.row),
    columns: columnsOf(year, language),
  };
}

/** Every row of the filtered grid, in its order, read and built in keyset batches. */
export async function exportRows(
  context: DocumentStatusContext,
  auth: AuthContext,
  query: GridFilters & { sort: DocumentStatusSortField; order: 'asc' | 'desc' },
  language: Language,
): Promise<{ columns: DocumentStatusColumns; rows: AsyncIterable<DocumentStatusRow> }> {
  const year = await context.yearContext(query.periodId);
  const columns = columnsOf(year, language);
  if (!year) return { columns, rows: noRows() };
  const records = documentStatusList.rows(context.db, documentStatusVisibility(auth), {
    ...filtersOf(year, query),
    sort: query.sort,
    order: query.order,
  });
  const rows = builtInBatches(records, EXPORT_BATCH, async (batch) =>
    (await buildRows(context.db, year, batch)).map((built) => built.row),
  );
  return { columns, rows };
}
