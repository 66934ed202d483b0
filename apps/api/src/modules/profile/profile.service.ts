// The signed-in user's own record: read it, change names, phone and language, change password.
import type { ChangePasswordBody, UpdateProfileBody, UserData } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import type { FileUrls } from '../files/file-urls';
import {
  findUserById,
  toUserData,
  updateUserPassword,
  updateUserProfile,
} from '../users/users.repo';

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  fileUrls: FileUrls;
}

type ProfileChanges = Required<UpdateProfileBody>;
type PasswordChange = Pick<ChangePasswordBody, 'currentPassword' | 'password'>;

export function createProfileService({ db, clock, passwords, fileUrls }: ProfileServiceDeps) {
  return {
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

    async changePassword(userId: number, change: PasswordChange): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw appError('UNAUTHENTICATED');
      if (!(await passwords.verify(user.passwordHash, change.currentPassword))) {
        throw appError('WRONG_CURRENT_PASSWORD');
      }
      await updateUserPassword(db, user.id, await passwords.hash(change.password), clock.now());
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
