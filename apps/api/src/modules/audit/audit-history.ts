// A record's History (GET AUDIT_PATHS.history): coordinators read it within their reach. A
// student's or a sponsor's is read by whoever reaches the record (an admin, in their places);
// any other kind's by the coordinators who reach everything. Out of reach and unknown answer
// alike (404), so the history tells nobody that a record exists. The places and accounts its
// values point to by id are named beside the entries.
import { AUDIT_HISTORY_LIMIT, type AuditEntity, type AuditHistory } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findHistory, toAuditItem } from './audit.repo';
import { findReferenceNames } from './audit-reference-names';
import type { AuditContext } from './audit-context';

export interface HistoryRequest {
  entity: AuditEntity;
  id: number;
  before?: number | undefined;
}

async function isWithinReach(
  context: AuditContext,
  auth: AuthContext,
  entity: AuditEntity,
  id: number,
): Promise<boolean> {
  switch (entity) {
    case 'student':
      return context.isStudentVisible(auth, id);
    case 'sponsor':
      return context.isSponsorVisible(auth, id);
    default:
      return auth.access === 'read' || auth.access === 'all';
  }
}

export async function readHistory(
  context: AuditContext,
  auth: AuthContext,
  { entity, id, before }: HistoryRequest,
): Promise<AuditHistory> {
  if (!(await isWithinReach(context, auth, entity, id))) throw appError('NOT_FOUND');
  const rows = await findHistory(
    context.db,
    { entity, entityId: id },
    { before, limit: AUDIT_HISTORY_LIMIT + 1 },
  );
  // A kind whose records the log alone can vouch for: no entry at all is an unknown record.
  const isScopedKind = entity === 'student' || entity === 'sponsor';
  if (!isScopedKind && before === undefined && rows.length === 0) throw appError('NOT_FOUND');
  const items = rows.slice(0, AUDIT_HISTORY_LIMIT).map(toAuditItem);
  return {
    items,
    hasMore: rows.length > AUDIT_HISTORY_LIMIT,
    names: await findReferenceNames(context.db, items),
  };
}
