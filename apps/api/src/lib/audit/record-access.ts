// Entries of the audit log that no row change makes: a coordinator viewing a child's record,
// any export (its list and filters), an admin downloading a child's photo or a letter's
// attachment. Written where the access happens, with the request's actor and address
// (db/audit-actor.ts); changes are the triggers' (migration 0053).
import { ADMIN_ROLES, type Role } from '@portal/shared';
import type { Database } from '../../db/client';
import { currentAuditActor, outsideAuditActor } from '../../db/audit-actor';
import { auditLog } from '../../db/schema/index';

export interface AccessEntry {
  action: 'view' | 'export' | 'download';
  /** The kind of record (an export: its list, e.g. "students"). */
  entity: string;
  /** The record; null for an export, which holds many. */
  entityId: number | null;
  details?: Record<string, unknown>;
  /** Who, when not the request's caller (a download through a signed URL names its session's). */
  actorId?: number;
}

/** Whether the role's reads of a child's record are recorded: the coordinators'. */
export function isAuditedReader(role: Role | string): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Records one access by the request's caller. */
export async function recordAccess(db: Database, entry: AccessEntry): Promise<void> {
  const actor = currentAuditActor();
  // One insert that names its actor itself: no transaction around it is needed.
  await outsideAuditActor(() =>
    db
      .insert(auditLog)
      .values({
        actorId: entry.actorId ?? actor?.userId ?? null,
        address: actor?.address ?? null,
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        details: entry.details ?? null,
      })
      .execute(),
  );
}
