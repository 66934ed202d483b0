// One entry's changes as a line of the log's table: "field: before -> after; ...". The fields
// are named as the API names them (the log spans every kind of record); the values read as in a
// record's History (history-value.ts): days and moments in the user's language and zone, yes and
// no, a file, a referenced record by its number.
import type { AuditLogItem } from '@portal/shared';
import {
  historyValueText,
  type HistoryValueContext,
} from '../../../components/record-history/history-value';
import { meaningfulChanges } from '../../../lib/audit-changes';

export function changesText(item: AuditLogItem, values: HistoryValueContext): string {
  return meaningfulChanges(item.changes)
    .map(
      ({ field, before, after }) =>
        `${field}: ${historyValueText(field, before, values)} → ${historyValueText(field, after, values)}`,
    )
    .join('; ');
}
