// Sign-in, session refresh and sign-out: the rules of the seed's auth contract (point 7).
import type { AuthResponse, LoginBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BoundSql } from '../../lib/prepared';
import { appError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import {
  findUserByEmailBeside,
  findUserById,
  toUserData,
  type User,
} from '../users/accounts.service';
import { inFileUrlSession } from '../../lib/files/file-url-session';
import type { FileUrls } from '../../lib/files/file-urls';
import type { LoginThrottle } from './login-throttle.service';
import {
  claimRefreshToken,
  claimUnusedSuccessor,
  findRefreshTokenByHash,
  revokeRefreshTokenFamily,
  setRefreshTokenReplacement,
} from '../../lib/sessions/refresh-tokens.repo';
import type { SessionTokens } from '../../lib/sessions/session-tokens';
import { signInSource, type SignInSource } from '../../lib/sessions/sign-in-sources';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  tokens: SessionTokens;
  fileUrls: FileUrls;
}

/**
 * How long a refresh token already exchanged still works when its successor was never used: a
 * page left, or a phone losing signal, while its refresh was answered loses that answer, and
 * its next refresh sends the old token again. Past this, or once the successor is used, a
 * replay is taken for theft. (Auth0's "reuse interval", Okta's "grace period".)
 */
export const LOST_ANSWER_GRACE_MS = 30_000;

type LoginInput = Required<Pick<LoginBody, 'username' | 'password'>> & {
  mobile?: boolean | undefined;
  deviceId?: string | undefined;
};

/** Where a sign-in or refresh comes from: the request's address and browser, the device's id. */
export interface RequestSource {
  ip: string;
  userAgent: string;
  deviceId?: string | undefined;
}

/**
 * Where a sponsor's session starts or is refreshed from is kept (a parent's signature from there
 * is checked, decision 030); nobody else's is.
 */
function sourceOf(user: User, request: RequestSource): SignInSource | undefined {
  return user.role === 'SPONSOR' ? signInSource(request) : undefined;
}

export function createAuthService({
  db,
  clock,
  passwords,
  throttle,
  tokens,
  fileUrls,
}: AuthServiceDeps) {
  async function issueSession(
    user: User,
    family: ({ familyId: string } | { signedInAt: Date; alongside: BoundSql }) & {
      source?: SignInSource | undefined;
    },
    writer: Database = db,
  ): Promise<{ session: AuthResponse; refreshId: number }> {
    const refresh = await tokens.createRefresh(writer, user.id, family);
    const session = {
      access: tokens.signAccess({ userId: user.id, role: user.role, sessionId: refresh.familyId }),
      refresh: refresh.token,
      // The photo's URL works while this new session does (lib/files/file-url-session.ts).
      data: inFileUrlSession(refresh.familyId, () => toUserData(user, fileUrls)),
    };
    return { session, refreshId: refresh.id };
  }

  return {
    async login(input: LoginInput, request: RequestSource): Promise<AuthResponse> {
      const { ip } = request;
      const subject = { username: input.username, ip };
      // Counted before the password is checked (a failure needs no second write), in the
      // statement that reads the account.
      const { user, beside: retryAfterMs } = await findUserByEmailBeside(
        db,
        input.username,
        throttle.reservation(subject),
      );
      throttle.check(retryAfterMs);

      // Hash something even when there is no such user, so timing does not reveal which e-mails exist.
      const isPasswordRight = user
        ? await passwords.verify(user.passwordHash, input.password)
        : (await passwords.verifyDummy(input.password), false);
      if (!user || !isPasswordRight || !user.active) throw appError('_BAD_USERNAME_PASSWORD');
      // The mobile build is for sponsors only; others get the same answer as bad credentials (seed, point 5).
      if (input.mobile === true && user.role !== 'SPONSOR')
        throw appError('_BAD_USERNAME_PASSWORD');

      // The throttle's success is written with the session, in one round trip.
      const signedIn = {
        signedInAt: clock.now(),
        alongside: throttle.settlement(subject),
        source: sourceOf(user, { ...request, deviceId: input.deviceId }),
      };
      return (await issueSession(user, signedIn)).session;
    },

    /**
     * Exchanges a refresh token for a new session of the same family (rotation). A token already
     * exchanged is accepted again for a short while when its successor was never used: the
     * answer that carried the successor was most likely lost (decision 011).
     */
    async refresh(refreshToken: string, request: RequestSource): Promise<AuthResponse> {
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
        if (!user || !user.active)
          return { outcome: 'inactive', familyId: claimed.familyId } as const;
        const { session, refreshId } = await issueSession(
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
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
    async logout(refreshToken: string): Promise<void> {
      const known = await findRefreshTokenByHash(db, hashToken(refreshToken));
      if (known) await revokeRefreshTokenFamily(db, known.familyId, clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
