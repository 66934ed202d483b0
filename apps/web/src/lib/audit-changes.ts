// The changes of an audit entry worth a line on the screen. A record's creation lists every
// column, and the ones it left unset read "(empty) → (empty)": they say nothing and bury the
// values that were set.
import type { AuditLogItem } from '@portal/shared';

type AuditChange = AuditLogItem['changes'][number];

export function isBlankAuditValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export function meaningfulChanges(changes: readonly AuditChange[]): AuditChange[] {
  return changes.filter(
    (change) => !(isBlankAuditValue(change.before) && isBlankAuditValue(change.after)),
  );
}
