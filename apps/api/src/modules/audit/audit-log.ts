// The super admin's search over the whole audit log (GET AUDIT_PATHS.log) and its export; the
// export itself is recorded like every other (lib/export-route.ts).
import { utcDate, type AuditLogPage } from '@portal/shared';
import type { PageRequest } from '../../lib/list-page';
import { auditLogList, type AuditLogFilters, type AuditLogRequest } from './audit-log-list';
import type { AuditContext } from './audit-context';

export function searchAuditLog(
  { db }: AuditContext,
  request: PageRequest & AuditLogRequest,
): Promise<AuditLogPage> {
  return auditLogList.page(db, 'everything', request, undefined);
}

export function exportAuditLog({ db }: AuditContext, filters: AuditLogRequest & AuditLogFilters) {
  return { today: utcDate(new Date()), rows: auditLogList.rows(db, 'everything', filters) };
}
