// The public unsubscribe link of a campaign's message (RFC 8058): GET says what it is for (the
// address partly hidden: the message may have been forwarded) and POST unsubscribes the address
// from campaigns, once or again (nothing changes the second time). A mail client's one-click
// POST, the page's button and a plain JSON call all land here. The token is 256 random bits;
// an unknown one still counts against the caller's address in the one throttle, like every
// other guessable link (decision 010), and a real one is given back.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMAIL_ERRORS, type UnsubscribeState } from '@portal/shared';
import type { Database } from '../../db/client';
import { mailAddresses, mailOutbox } from '../../db/schema/index';
import { appError, throttledError } from '../../lib/errors';
import type { MailLogContext } from './mail-log-context';

const guessKey = (ip: string) => `unsubscribe-link:ip:${ip}`;

/** `ana@example.org` -> `a***@example.org`. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

async function reserveGuess({ throttle, config }: MailLogContext, ip: string): Promise<void> {
  const reservation = await throttle.reserve([
    {
      key: guessKey(ip),
      limit: config.mail.unsubscribeMaxFailuresPerIp,
      windowMs: config.loginThrottle.windowMs,
    },
  ]);
  if (!reservation.isAllowed) {
    throw throttledError('TOO_MANY_UNSUBSCRIBE_ATTEMPTS', reservation.retryAfterSeconds);
  }
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ to: mailOutbox.to, language: mailOutbox.language })
    .from(mailOutbox)
    .where(eq(mailOutbox.unsubscribeToken, token));
  return row;
}

async function isUnsubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailAddresses.email })
    .from(mailAddresses)
    .where(and(eq(mailAddresses.email, email), sql`${mailAddresses.unsubscribedAt} is not null`));
  return row !== undefined;
}

/** Runs `use` with the message a token names, the lookup counted against the address first. */
async function withToken(
  context: MailLogContext,
  token: string,
  ip: string,
  use: (email: string) => Promise<boolean>,
): Promise<UnsubscribeState> {
  await reserveGuess(context, ip);
  const row = await findByToken(context.db, token);
  if (!row) throw appError(EMAIL_ERRORS.UNSUBSCRIBE_LINK_INVALID);
  await context.throttle.forgive([guessKey(ip)]);
  const email = row.to.trim().toLowerCase();
  return {
    address: maskAddress(email),
    language: row.language ?? 'en-US',
    unsubscribed: await use(email),
  };
}

export function unsubscribeState(
  context: MailLogContext,
  token: string,
  ip: string,
): Promise<UnsubscribeState> {
  return withToken(context, token, ip, (email) => isUnsubscribed(context.db, email));
}

/**
 * Marks the address unsubscribed (kept from the first time) and leaves out the campaigns'
 * messages still waiting for it, except one a worker holds right now.
 */
export function unsubscribe(
  context: MailLogContext,
  token: string,
  ip: string,
): Promise<UnsubscribeState> {
  const { db, clock } = context;
  return withToken(context, token, ip, async (email) => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(mailAddresses)
        .values({ email, unsubscribedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: mailAddresses.email,
          set: {
            unsubscribedAt: sql`coalesce(${mailAddresses.unsubscribedAt}, excluded.unsubscribed_at)`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      await tx
        .update(mailOutbox)
        .set({ status: 'skipped', error: 'unsubscribed' })
        .where(
          and(
            sql`lower(${mailOutbox.to}) = ${email}`,
            inArray(mailOutbox.kind, ['campaign', 'boardReport']),
            inArray(mailOutbox.status, ['pending', 'held']),
            sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} <= ${now})`,
          ),
        );
    });
    return true;
  });
}
