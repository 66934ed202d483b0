// Password recovery: a single-use link by e-mail, then a new password. The request's answer is
// the same whether or not the e-mail belongs to an account. The users module's invitations and
// resets issue the same links (issueResetToken, resetLink).
import type { Language } from '@portal/shared';
import type { Config } from '../../config';
import type { BackgroundTasks } from '../../lib/background';
import type { Throttle } from '../../lib/throttle';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError, throttledError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { findUserByEmail, findUserById, updateUserPassword } from '../users/accounts.service';
import { revokeUserRefreshTokens } from '../../lib/sessions/refresh-tokens.repo';
import { buildRecoveryMail } from './recovery-mail';
import { claimResetToken, insertResetToken } from './recovery.repo';
import * as resetTokens from './recovery.repo';

/** What recovery reads and writes, and the limits it keeps. */
export interface RecoveryContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  publicUrl: string;
  tokenTtlMs: number;
  throttle: Throttle;
  limits: Config['recoveryThrottle'];
  background: BackgroundTasks;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Creates a single-use password link token for the user (the newest link is the only one that
 * works) and returns it. Also used when an administrator creates an account or sends a reset.
 */
export async function issueResetToken(
  db: Database,
  userId: number,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = createOpaqueToken();
  await db.transaction(async (tx) => {
    await resetTokens.expireUserResetTokens(tx, userId, now); // only the newest link works
    await insertResetToken(tx, {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
  });
  return token;
}

/** The web page that takes a reset token and a new password. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/recovery?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a fresh reset link for the user and mails it in their language, in one transaction (the
 * mail leaves only with the link that works). Also the users module's "send a reset link".
 */
export async function mailResetLink(
  { db, clock, mailer, publicUrl }: Pick<RecoveryContext, 'db' | 'clock' | 'mailer' | 'publicUrl'>,
  user: { id: number; email: string; firstName: string; language: Language },
  ttlMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id, clock.now(), ttlMs);
    await mailer.send(
      {
        ...buildRecoveryMail({
          to: user.email,
          firstName: user.firstName,
          language: user.language,
          link: resetLink(publicUrl, token),
          validMinutes: Math.round(ttlMs / 60_000),
        }),
        kind: 'recovery',
      },
      tx,
    );
  });
}

/** Looks the e-mail up and mails a link: the same steps whether or not it has an account. */
async function sendLink(
  { db, clock, mailer, publicUrl, tokenTtlMs, throttle, limits }: RecoveryContext,
  email: string,
): Promise<void> {
  const mailQuota = await throttle.reserve([
    { key: `recovery:email:${email}`, limit: limits.maxMailsPerEmail, windowMs: HOUR_MS },
  ]);
  // Past the quota the request is ignored: a victim's inbox is not flooded.
  if (!mailQuota.isAllowed) return;
  const user = await findUserByEmail(db, email);
  if (!user || !user.active) return;
  await mailResetLink({ db, clock, mailer, publicUrl }, user, tokenTtlMs);
}

/**
 * Answers before anything about the e-mail is looked at, so the time of the answer says
 * nothing about whether it has an account; the lookup and the mail happen afterwards.
 */
export async function requestReset(
  context: RecoveryContext,
  email: string,
  ip: string,
): Promise<void> {
  const { throttle, limits, background } = context;
  const reservation = await throttle.reserve([
    { key: `recovery:ip:${ip}`, limit: limits.maxRequestsPerIp, windowMs: HOUR_MS },
  ]);
  if (!reservation.isAllowed) {
    throw throttledError('TOO_MANY_RECOVERY_REQUESTS', reservation.retryAfterSeconds);
  }
  const normalized = email.trim().toLowerCase();
  background.run('password recovery request', () => sendLink(context, normalized));
}

/** A new password through a valid link; every session of the account ends. */
export async function resetPassword(
  { db, clock, passwords }: RecoveryContext,
  token: string,
  password: string,
): Promise<void> {
  // Hashed before looking at the token so an invalid link costs the same time as a valid one.
  const passwordHash = await passwords.hash(password);
  const now = clock.now();
  const isDone = await db.transaction(async (tx) => {
    const claimed = await claimResetToken(tx, hashToken(token), now);
    if (!claimed) return false;
    const user = await findUserById(tx, claimed.userId);
    if (!user || !user.active) return false;
    await updateUserPassword(tx, user.id, passwordHash, now);
    await resetTokens.expireUserResetTokens(tx, user.id, now);
    // Whoever knew the old password may hold a session: end them all.
    await revokeUserRefreshTokens(tx, user.id, now);
    return true;
  });
  if (!isDone) throw appError('RECOVERY_LINK_INVALID');
}
