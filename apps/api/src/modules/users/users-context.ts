// What every use case of the accounts screens works with, and the two checks they share: which
// accounts the caller manages on a screen, and a change made on a locked account that keeps the
// last active super admin and the caller's own access.
import { managedRoles, type ManagedUser, type Role, type UserScreen } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import type { AuthContext } from '../../lib/auth-context';
import { toManagedUser } from './user-projection';
import {
  findVisibleUser,
  lockUserWithActiveSuperAdmins,
  type LockedUser,
} from './users-admin.repo';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  publicUrl: string;
  /** Validity of the "choose your password" link of a new account. */
  invitationTtlMs: number;
  /** Validity of a password reset link. */
  recoveryTtlMs: number;
}

/** The accounts screens' use cases work with their service's dependencies as they are. */
export type UsersContext = UsersServiceDeps;

/** The roles whose accounts the caller manages on the screen (MANAGED_ROLES). */
export function visibleRoles(auth: AuthContext, screen: UserScreen): readonly Role[] {
  return managedRoles(auth.role, screen);
}

/** The account if the caller manages it on the screen; 404 otherwise. */
export async function getVisibleUser(
  { db }: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  id: number,
): Promise<ManagedUser> {
  const row = await findVisibleUser(db, visibleRoles(auth, screen), id);
  if (!row) throw appError('NOT_FOUND');
  return toManagedUser(row);
}

/** Whether the change takes an active super admin away (demotion or deactivation). */
function removesActiveSuperAdmin(target: LockedUser, change: { role?: Role; active?: boolean }) {
  if (target.role !== 'SUPER_ADMIN' || !target.active) return false;
  return (change.role !== undefined && change.role !== 'SUPER_ADMIN') || change.active === false;
}

/**
 * Runs `change` on the locked target: 404 unless the caller manages it on this screen; refuses
 * to take away the last active super admin, or to lock the caller out of their own account.
 */
export async function changeLockedUser(
  { db }: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  id: number,
  change: { role?: Role; active?: boolean },
  apply: (tx: Database, target: LockedUser) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockUserWithActiveSuperAdmins(tx, id);
    const target = locked.find((row) => row.id === id);
    if (!target || !visibleRoles(auth, screen).includes(target.role)) throw appError('NOT_FOUND');
    const isRoleChange = change.role !== undefined && change.role !== target.role;
    if (id === auth.userId && (isRoleChange || change.active === false)) {
      throw appError('OWN_ACCOUNT_LOCKOUT');
    }
    if (removesActiveSuperAdmin(target, change)) {
      const others = locked.filter(
        (row) => row.id !== id && row.role === 'SUPER_ADMIN' && row.active,
      );
      if (others.length === 0) throw appError('LAST_SUPER_ADMIN');
    }
    await apply(tx, target);
  });
}
