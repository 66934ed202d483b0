// First start: when there are no users at all, create the super admin from ADMIN_EMAIL and
// ADMIN_PASSWORD, or admin@portal.local with a generated password that is printed once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import { countUsers, insertUserIfEmailFree } from './users.repo';

// Must pass the shared e-mail rule (a dotted domain), or the sign-in form would refuse it.
export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';

export interface BootstrapResult {
  email: string;
  /** Only when it was generated, so the caller can show it once. */
  generatedPassword?: string;
}

export async function ensureFirstSuperAdmin(
  db: Database,
  passwords: PasswordHasher,
  admin: { email: string | undefined; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<BootstrapResult | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = admin.password ? undefined : generatePassword();
  const password = admin.password ?? generatedPassword ?? '';
  // Two instances starting together may both get here: the unique e-mail lets one win, and only
  // the winner prints its password.
  const created = await insertUserIfEmailFree(db, {
    email,
    passwordHash: await passwords.hash(password),
    role: 'SUPER_ADMIN',
    firstName: 'Super',
    lastName: 'Admin',
    language: 'en-US',
  });
  if (!created) return undefined;
  if (generatedPassword) {
    log.warn(
      { email },
      `First super admin created: sign in as ${email} with password ${generatedPassword} ` +
        '(shown only this once; change it under Profile, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start)',
    );
  } else {
    log.info({ email }, `First super admin created from ADMIN_EMAIL: ${email}`);
  }
  return { email, ...(generatedPassword ? { generatedPassword } : {}) };
}
