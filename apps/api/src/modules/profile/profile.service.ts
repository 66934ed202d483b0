// The signed-in user's own record: read it, change names, phone and language, change password.
import type { ChangePasswordBody, Language, UpdateProfileBody, UserData } from '@portal/shared';
import type { Database } from '../../db/client';
import type { User } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { appError, throttledError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import type { Throttle } from '../../lib/throttle';
import { revokeUserRefreshTokens } from '../../lib/sessions/refresh-tokens.repo';
import type { FileUrls } from '../../lib/files/file-urls';
import {
  findUserById,
  toUserData,
  updateUserLanguage,
  updateUserPassword,
  updateUserProfile,
} from '../users/accounts.service';

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  fileUrls: FileUrls;
  throttle: Throttle;
  /** Wrong current passwords allowed per user and window. */
  passwordChangeLimit: { maxFailures: number; windowMs: number };
}

type ProfileChanges = Required<UpdateProfileBody>;
type PasswordChange = Pick<ChangePasswordBody, 'currentPassword' | 'password'>;

export function createProfileService({
  db,
  clock,
  passwords,
  fileUrls,
  throttle,
  passwordChangeLimit,
}: ProfileServiceDeps) {
  return {
    /** The profile of the account the request's session check has just read (no second read). */
    profileOf(user: User): UserData {
      return toUserData(user, fileUrls);
    },

    async getProfile(userId: number): Promise<UserData> {
      const user = await findUserById(db, userId);
      if (!user) throw appError('UNAUTHENTICATED');
      return toUserData(user, fileUrls);
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<UserData> {
      const user = await updateUserProfile(db, userId, changes, clock.now());
      if (!user) throw appError('UNAUTHENTICATED');
      return toUserData(user, fileUrls);
    },

    /** The language switch: the profile keeps the choice, so the e-mails come in it too. */
    async setLanguage(userId: number, language: Language): Promise<UserData> {
      const user = await updateUserLanguage(db, userId, language, clock.now());
      if (!user) throw appError('UNAUTHENTICATED');
      return toUserData(user, fileUrls);
    },

    /** Whoever knew the old password may hold a session: every other session of the user ends. */
    async changePassword(userId: number, sessionId: string, change: PasswordChange): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw appError('UNAUTHENTICATED');
      // A stolen session must not become a way to guess the password behind it.
      const guessKey = `password-change:user:${user.id}`;
      const reservation = await throttle.reserve([
        {
          key: guessKey,
          limit: passwordChangeLimit.maxFailures,
          windowMs: passwordChangeLimit.windowMs,
        },
      ]);
      if (!reservation.isAllowed) {
        throw throttledError('TOO_MANY_PASSWORD_CHANGES', reservation.retryAfterSeconds);
      }
      if (!(await passwords.verify(user.passwordHash, change.currentPassword))) {
        throw appError('WRONG_CURRENT_PASSWORD');
      }
      await throttle.reset([guessKey]);
      const passwordHash = await passwords.hash(change.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateUserPassword(tx, user.id, passwordHash, now);
        await revokeUserRefreshTokens(tx, user.id, now, sessionId);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
