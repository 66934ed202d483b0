// Deactivating and activating an account, and e-mailing its user a password reset link.
import type { ManagedUser, UserScreen } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { expireUserResetTokens, mailResetLink } from '../auth/recovery.service';
import { revokeUserRefreshTokens } from '../../lib/sessions/refresh-tokens.repo';
import { findVisibleUser, setUserActive } from './users-admin.repo';
import { changeLockedUser, getVisibleUser, visibleRoles, type UsersContext } from './users-context';

/** Deactivated: cannot sign in, and every session (refresh token) and reset link ends now. */
export async function deactivateUser(
  context: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  id: number,
): Promise<ManagedUser> {
  await changeLockedUser(context, auth, screen, id, { active: false }, async (tx) => {
    const now = context.clock.now();
    await setUserActive(tx, id, false, now);
    await revokeUserRefreshTokens(tx, id, now);
    await expireUserResetTokens(tx, id, now);
  });
  return getVisibleUser(context, auth, screen, id);
}

export async function activateUser(
  context: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  id: number,
): Promise<ManagedUser> {
  await changeLockedUser(context, auth, screen, id, { active: true }, async (tx) => {
    await setUserActive(tx, id, true, context.clock.now());
  });
  return getVisibleUser(context, auth, screen, id);
}

/** E-mails the user a fresh password reset link (the recovery e-mail, in their language). */
export async function sendPasswordReset(
  { db, clock, mailer, publicUrl, recoveryTtlMs }: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  id: number,
): Promise<void> {
  const user = await findVisibleUser(db, visibleRoles(auth, screen), id);
  if (!user) throw appError('NOT_FOUND');
  if (!user.active) throw appError('USER_INACTIVE');
  await mailResetLink({ db, clock, mailer, publicUrl }, user, recoveryTtlMs);
}
