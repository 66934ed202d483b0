// Refreshing a session (rotation) and signing out.
import type { AuthResponse } from '@portal/shared';
import { appError } from '../../lib/errors';
import { forgetSessionDevices } from '../../lib/push/push-outbox';
import { hashToken } from '../../lib/tokens';
import { findUserById } from '../users/accounts.service';
import {
  claimRefreshToken,
  claimUnusedSuccessor,
  findRefreshTokenByHash,
  revokeRefreshTokenFamily,
  setRefreshTokenReplacement,
} from '../../lib/sessions/refresh-tokens.repo';
import { issueSession, sourceOf, type SignInContext, type RequestSource } from './auth-context';

/**
 * How long a refresh token already exchanged still works when its successor was never used: a
 * page left, or a phone losing signal, while its refresh was answered loses that answer, and
 * its next refresh sends the old token again. Past this, or once the successor is used, a
 * replay is taken for theft. (Auth0's "reuse interval", Okta's "grace period".)
 */
export const LOST_ANSWER_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new session of the same family (rotation). A token already
 * exchanged is accepted again for a short while when its successor was never used: the
 * answer that carried the successor was most likely lost (decision 011).
 */
export async function refresh(
  context: SignInContext,
  refreshToken: string,
  request: RequestSource,
): Promise<AuthResponse> {
  const { db, clock } = context;
  const now = clock.now();
  const tokenHash = hashToken(refreshToken);
  const lostAnswerSince = new Date(now.getTime() - LOST_ANSWER_GRACE_MS);
  // One transaction: the claim's row lock holds a concurrent replay until the successor is
  // linked, so that replay finds the successor and does not take the token for stolen.
  const result = await db.transaction(async (tx) => {
    const claimed =
      (await claimRefreshToken(tx, tokenHash, now)) ??
      (await claimUnusedSuccessor(tx, tokenHash, lostAnswerSince, now));
    if (!claimed) return { outcome: 'unknownOrReused' } as const;
    const user = await findUserById(tx, claimed.userId);
    if (!user || !user.active) return { outcome: 'inactive', familyId: claimed.familyId } as const;
    const { session, refreshId } = await issueSession(
      context,
      user,
      { familyId: claimed.familyId, source: sourceOf(user, request) },
      tx,
    );
    await setRefreshTokenReplacement(tx, claimed.id, refreshId);
    return { outcome: 'rotated', session } as const;
  });
  if (result.outcome === 'rotated') return result.session;
  if (result.outcome === 'inactive') {
    await revokeRefreshTokenFamily(db, result.familyId, now);
  } else {
    const known = await findRefreshTokenByHash(db, tokenHash);
    // A token that was already exchanged is being replayed (after the grace, or its
    // successor is in use): whoever holds the family may be an attacker, so end the whole
    // family (the real user signs in again).
    if (known && known.usedAt && !known.revokedAt)
      await revokeRefreshTokenFamily(db, known.familyId, now);
  }
  throw appError('INVALID_REFRESH_TOKEN');
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
export async function logout({ db, clock }: SignInContext, refreshToken: string): Promise<void> {
  const known = await findRefreshTokenByHash(db, hashToken(refreshToken));
  if (!known) return;
  await revokeRefreshTokenFamily(db, known.familyId, clock.now());
  // The signed-out phone gets no more notifications (its subscription belonged to the session).
  await forgetSessionDevices(db, known.familyId);
}
