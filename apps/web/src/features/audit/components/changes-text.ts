// One entry's changes as a line of the log's table: "field: before -> after; ...". The fields
// are named as the API names them: the log spans every kind of record.
import type { AuditLogItem } from '@portal/shared';
import { isBlankAuditValue, meaningfulChanges } from '../../../lib/audit-changes';

function valueText(value: unknown, noValue: string): string {
  if (isBlankAuditValue(value)) return noValue;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function changesText(item: AuditLogItem, noValue: string): string {
  return meaningfulChanges(item.changes)
    .map(
      ({ field, before, after }) =>
        `${field}: ${valueText(before, noValue)} → ${valueText(after, noValue)}`,
    )
    .join('; ');
}
