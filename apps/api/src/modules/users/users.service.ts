// User accounts on the "Admin users" and "All users" screens: list, export, details, create
// (the new user chooses a password through an e-mailed link), edit, deactivate and activate,
// password reset links, and an admin's schools and villages.
//
// Rules: who manages whom is MANAGED_ROLES (shared roles.ts): accounts outside it are not found
// and their roles cannot be given. The last active super admin is protected by row locks (see
// lockUserWithActiveSuperAdmins), so parallel requests cannot both remove one.
import {
  managedRoles,
  ROLES_WITH_RECORD,
  type AdminScope,
  type ManagedUser,
  type ManagedUserPage,
  type Role,
  type UpdateUserBody,
  type UserScreen,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import type { Mailer } from '../../lib/mailer';
import { readPage, type PageRequest } from '../../lib/list-page';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import type { AuthContext } from '../../lib/auth-context';
import {
  buildRecoveryMail,
  expireUserResetTokens,
  issueResetToken,
  resetLink,
} from '../auth/recovery.service';
import { revokeUserRefreshTokens } from '../../lib/sessions/refresh-tokens.repo';
import {
  clearAdminScope,
  findAdminScope,
  findExistingSchoolIds,
  findExistingVillageIds,
  replaceAdminScope,
} from '../../lib/scopes/scopes.repo';
import { buildInvitationMail } from './invitation-mail';
import {
  countUsers,
  findUserBatch,
  findUserPage,
  findVisibleUser,
  lockUserWithActiveSuperAdmins,
  setUserActive,
  toManagedUser,
  updateManagedUser,
  userSortKeys,
  type LockedUser,
  type ManagedUserChanges,
  type UserExportRecord,
  type UserFilters,
} from './users-admin.repo';
import { findUserById, insertUserIfEmailFree } from './users.repo';

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

export interface NewUserInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: 'en-US' | 'es-CO';
  role: Role;
}

const DAY_MS = 86_400_000;

/** Whether the change takes an active super admin away (demotion or deactivation). */
function removesActiveSuperAdmin(target: LockedUser, change: { role?: Role; active?: boolean }) {
  if (target.role !== 'SUPER_ADMIN' || !target.active) return false;
  return (change.role !== undefined && change.role !== 'SUPER_ADMIN') || change.active === false;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, clock, mailer, passwords, publicUrl } = deps;

  function visibleRoles(auth: AuthContext, screen: UserScreen): readonly Role[] {
    return managedRoles(auth.role, screen);
  }

  function checkRoleAllowed(auth: AuthContext, screen: UserScreen, role: Role) {
    if (!visibleRoles(auth, screen).includes(role)) throw appError('ROLE_NOT_ALLOWED');
  }

  /** A sponsor's or student's account comes with its record (assignableRoles, roles.ts). */
  function checkRoleAssignable(role: Role) {
    if (ROLES_WITH_RECORD.includes(role)) throw appError('ROLE_NEEDS_RECORD');
  }

  async function getVisible(auth: AuthContext, screen: UserScreen, id: number) {
    const row = await findVisibleUser(db, visibleRoles(auth, screen), id);
    if (!row) throw appError('NOT_FOUND');
    return toManagedUser(row);
  }

  /**
   * Runs `change` on the locked target: 404 unless the caller manages it on this screen; refuses
   * to take away the last active super admin, or to lock the caller out of their own account.
   */
  async function changeLockedUser(
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

  /** A user's display name for e-mails ("Patricia Morales"). */
  async function nameOf(userId: number): Promise<string> {
    const user = await findUserById(db, userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : '';
  }

  return {
    async list(
      auth: AuthContext,
      screen: UserScreen,
      query: UserFilters & PageRequest,
    ): Promise<ManagedUserPage> {
      const roles = visibleRoles(auth, screen);
      return readPage({
        request: query,
        keys: userSortKeys(query.sort),
        readRows: (window) => findUserPage(db, roles, query, window),
        countTotal: () => countUsers(db, roles, query),
        toItem: toManagedUser,
      });
    },

    /** Every row of the filtered list, in its order, read in keyset batches. */
    exportRows(
      auth: AuthContext,
      screen: UserScreen,
      query: UserFilters,
    ): AsyncIterable<UserExportRecord> {
      const roles = visibleRoles(auth, screen);
      return inBatches((after, limit) => findUserBatch(db, roles, query, after, limit));
    },

    get: getVisible,

    /**
     * Creates the account with an unusable random password and e-mails the new user a link to
     * choose one (valid INVITATION_TOKEN_TTL). Nobody else ever knows the password.
     */
    async create(auth: AuthContext, screen: UserScreen, input: NewUserInput): Promise<ManagedUser> {
      checkRoleAllowed(auth, screen, input.role);
      checkRoleAssignable(input.role);
      const passwordHash = await passwords.hash(generatePassword());
      const now = clock.now();
      const inviterName = await nameOf(auth.userId);
      // The invitation is queued with the account: both exist, or neither.
      const user = await db.transaction(async (tx) => {
        // The unique index on lower(email) decides between parallel creations.
        const inserted = await insertUserIfEmailFree(tx, { ...input, passwordHash });
        if (!inserted) return undefined;
        const token = await issueResetToken(tx, inserted.id, now, deps.invitationTtlMs);
        await mailer.send(
          buildInvitationMail({
            to: inserted.email,
            firstName: inserted.firstName,
            language: inserted.language,
            inviterName,
            link: resetLink(publicUrl, token),
            validDays: Math.max(1, Math.round(deps.invitationTtlMs / DAY_MS)),
          }),
          tx,
        );
        return inserted;
      });
      if (!user) throw appError('EMAIL_ALREADY_REGISTERED');
      return getVisible(auth, screen, user.id);
    },

    async update(
      auth: AuthContext,
      screen: UserScreen,
      id: number,
      body: UpdateUserBody,
    ): Promise<ManagedUser> {
      if (body.role !== undefined) checkRoleAllowed(auth, screen, body.role);
      const changes: ManagedUserChanges = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.language !== undefined) changes.language = body.language;
      if (body.role !== undefined) changes.role = body.role;
      await changeLockedUser(auth, screen, id, { role: changes.role }, async (tx, target) => {
        if (changes.role !== undefined && changes.role !== target.role)
          checkRoleAssignable(changes.role);
        await updateManagedUser(tx, target, changes, clock.now());
        // Assignments only mean something for admins: one who changes role loses them.
        if (target.role === 'ADMIN' && changes.role !== undefined && changes.role !== 'ADMIN') {
          await clearAdminScope(tx, id);
        }
      });
      return getVisible(auth, screen, id);
    },

    /** Deactivated: cannot sign in, and every session (refresh token) and reset link ends now. */
    async deactivate(auth: AuthContext, screen: UserScreen, id: number): Promise<ManagedUser> {
      await changeLockedUser(auth, screen, id, { active: false }, async (tx) => {
        const now = clock.now();
        await setUserActive(tx, id, false, now);
        await revokeUserRefreshTokens(tx, id, now);
        await expireUserResetTokens(tx, id, now);
      });
      return getVisible(auth, screen, id);
    },

    async activate(auth: AuthContext, screen: UserScreen, id: number): Promise<ManagedUser> {
      await changeLockedUser(auth, screen, id, { active: true }, async (tx) => {
        await setUserActive(tx, id, true, clock.now());
      });
      return getVisible(auth, screen, id);
    },

    /** E-mails the user a fresh password reset link (the recovery e-mail, in their language). */
    async sendPasswordReset(auth: AuthContext, screen: UserScreen, id: number): Promise<void> {
      const user = await findVisibleUser(db, visibleRoles(auth, screen), id);
      if (!user) throw appError('NOT_FOUND');
      if (!user.active) throw appError('USER_INACTIVE');
      await db.transaction(async (tx) => {
        const token = await issueResetToken(tx, user.id, clock.now(), deps.recoveryTtlMs);
        await mailer.send(
          buildRecoveryMail({
            to: user.email,
            firstName: user.firstName,
            language: user.language,
            link: resetLink(publicUrl, token),
            validMinutes: Math.round(deps.recoveryTtlMs / 60_000),
          }),
          tx,
        );
      });
    },

    async getScope(auth: AuthContext, id: number): Promise<AdminScope> {
      await getVisible(auth, 'adminUsers', id);
      return { userId: id, ...(await findAdminScope(db, id)) };
    },

    /** Replaces the admin's schools and villages with these (every id must exist). */
    async replaceScope(
      auth: AuthContext,
      id: number,
      body: { schoolIds: number[]; villageIds: number[] },
    ): Promise<AdminScope> {
      const knownSchools = await findExistingSchoolIds(db, body.schoolIds);
      const knownVillages = await findExistingVillageIds(db, body.villageIds);
      const issues = [
        ...body.schoolIds
          .map((schoolId, index) => ({ schoolId, index }))
          .filter(({ schoolId }) => !knownSchools.has(schoolId))
          .map(({ index }) => ({ path: `schoolIds.${index}`, message: 'validation.invalidValue' })),
        ...body.villageIds
          .map((villageId, index) => ({ villageId, index }))
          .filter(({ villageId }) => !knownVillages.has(villageId))
          .map(({ index }) => ({
            path: `villageIds.${index}`,
            message: 'validation.invalidValue',
          })),
      ];
      await changeLockedUser(auth, 'adminUsers', id, {}, async (tx, target) => {
        if (target.role !== 'ADMIN') throw appError('SCOPE_ONLY_FOR_ADMINS');
        if (issues.length > 0) throw appError('VALIDATION_ERROR', { issues });
        await replaceAdminScope(tx, id, body.schoolIds, body.villageIds);
      });
      return { userId: id, ...(await findAdminScope(db, id)) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
