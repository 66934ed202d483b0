// Creating an account (the new user chooses a password through an e-mailed link) and editing
// one. Who manages whom is MANAGED_ROLES (shared roles.ts): roles outside it cannot be given.
import {
  ROLES_WITH_RECORD,
  type ManagedUser,
  type Role,
  type UpdateUserBody,
  type UserScreen,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import { generatePassword } from '../../lib/passwords';
import type { AuthContext } from '../../lib/auth-context';
import { issueResetToken, resetLink } from '../auth/recovery.service';
import { clearAdminScope } from '../../lib/scopes/scopes.repo';
import { buildInvitationMail } from './invitation-mail';
import { updateManagedUser, type ManagedUserChanges } from './users-admin.repo';
import { findUserById, insertUserIfEmailFree } from './users.repo';
import { changeLockedUser, getVisibleUser, visibleRoles, type UsersContext } from './users-context';

export interface NewUserInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: 'en-US' | 'es-CO';
  role: Role;
}

const DAY_MS = 86_400_000;

function checkRoleAllowed(auth: AuthContext, screen: UserScreen, role: Role) {
  if (!visibleRoles(auth, screen).includes(role)) throw appError('ROLE_NOT_ALLOWED');
}

/** A sponsor's or student's account comes with its record (assignableRoles, roles.ts). */
function checkRoleAssignable(role: Role) {
  if (ROLES_WITH_RECORD.includes(role)) throw appError('ROLE_NEEDS_RECORD');
}

/** A user's display name for e-mails ("Patricia Morales"). */
async function nameOf({ db }: UsersContext, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/**
 * Creates the account with an unusable random password and e-mails the new user a link to
 * choose one (valid INVITATION_TOKEN_TTL). Nobody else ever knows the password.
 */
export async function createUser(
  context: UsersContext,
  auth: AuthContext,
  screen: UserScreen,
  input: NewUserInput,
): Promise<ManagedUser> {
  const { db, clock, mailer, passwords, publicUrl, invitationTtlMs } = context;
  checkRoleAllowed(auth, screen, input.role);
  checkRoleAssignable(input.role);
  const passwordHash = await passwords.hash(generatePassword());
  const now = clock.now();
  const inviterName = await nameOf(context, auth.userId);
  // The invitation is queued with the account: both exist, or neither.
  const user = await db.transaction(async (tx) => {
    // The unique index on lower(email) decides between parallel creations.
    const inserted = await insertUserIfEmailFree(tx, { ...input, passwordHash });
    if (!inserted) return undefined;
    const token = await issueResetToken(tx, inserted.id, now, invitationTtlMs);
    await mailer.send(
      {
        ...buildInvitationMail({
          to: inserted.email,
          firstName: inserted.firstName,
          language: inserted.language,
          inviterName,
          link: resetLink(publicUrl, token),
          validDays: Math.max(1, Math.round(invitationTtlMs / DAY_MS)),
        }),
        kind: 'invitation',
      },
      tx,
    );
    return inserted;
  });
  if (!user) throw appError('EMAIL_ALREADY_REGISTERED');
  return getVisibleUser(context, auth, screen, user.id);
}

export async function updateUser(
  context: UsersContext,
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
  await changeLockedUser(context, auth, screen, id, { role: changes.role }, async (tx, target) => {
    if (changes.role !== undefined && changes.role !== target.role)
      checkRoleAssignable(changes.role);
    await updateManagedUser(tx, target, changes, context.clock.now());
    // Assignments only mean something for admins: one who changes role loses them.
    if (target.role === 'ADMIN' && changes.role !== undefined && changes.role !== 'ADMIN') {
      await clearAdminScope(tx, id);
    }
  });
  return getVisibleUser(context, auth, screen, id);
}
