// The audit area's service: a record's history and the whole log's search and export, bound to
// the area's context (docs/architecture.md, "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import type { AuditContext } from './audit-context';
import { readHistory } from './audit-history';
import { exportAuditLog, searchAuditLog } from './audit-log';

export function createAuditService(context: AuditContext) {
  return bindUseCases(context, { readHistory, searchAuditLog, exportAuditLog });
}

export type AuditService = ReturnType<typeof createAuditService>;
