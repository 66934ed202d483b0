// The document status grid as a list (GET DOCUMENT_STATUS_PATHS.documentStatus and its export), described once: a
// year's active sponsors in the caller's scope and the filters, by name (the sponsors' name
// index). Its items are the sponsors' records: their cells are built for a whole page or an
// export's batch at once (document-status-cells.ts), which a row-by-row item cannot do.
import { sql } from 'drizzle-orm';
import type { DocumentStatusSortField } from '@portal/shared';
import { sponsors } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import { orderByKeys, type SortKey } from '../../lib/list-page';
import { countByCost, selectByPageIds } from '../../lib/list-rows';
import {
  documentStatusConditions,
  selectDocumentStatusRows,
  type DocumentStatusFilters,
  type DocumentStatusRecord,
  type DocumentStatusVisibility,
} from './document-status.repo';

export type DocumentStatusListFilters = DocumentStatusFilters & {
  sort: DocumentStatusSortField;
  order: 'asc' | 'desc';
};

/** The only order: by name, the id last. */
const byName: Array<SortKey<DocumentStatusRecord>> = [
  { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  { column: sponsors.id, type: 'integer', value: (row) => row.id },
];

export const documentStatusList = defineList<
  DocumentStatusVisibility,
  DocumentStatusListFilters,
  DocumentStatusRecord,
  DocumentStatusRecord
>({
  where: documentStatusConditions,
  // A page asked by number skips rows by their ids alone, and its total is counted by cost, so
  // the list reads its windows and counts its rows itself (lib/list-rows.ts).
  select: (db, window) =>
    selectByPageIds(
      window,
      () => selectDocumentStatusRows(db).$dynamic(),
      () => db.select({ id: sponsors.id }).from(sponsors).$dynamic(),
      sponsors.id,
    ),
  sortKeys: () => byName,
  // A search or "only missing" tests every sponsor it counts.
  total: (db, visibility, filters) =>
    countByCost(
      db,
      db
        .select({ one: sql`1` })
        .from(sponsors)
        .where(documentStatusConditions(visibility, filters))
        .$dynamic(),
      Boolean(filters.onlyMissing) || Boolean(filters.q?.trim()),
      orderByKeys(byName, 'asc'),
    ),
  toItem: (record) => record,
  batchSize: 500,
});
