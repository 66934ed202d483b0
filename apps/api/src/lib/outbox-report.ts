// What `npm run outbox` prints: the mails of the queue with their tries, newest first. Read by
// the command itself (PostgreSQL, or the embedded database when no portal has it open) or by
// the running portal on its behalf (lib/data-dir-socket.ts).
import { asc, desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { mailDeliveryAttempts, mailOutbox } from '../db/schema/index';

export const outboxQuerySchema = z.object({
  status: z.enum(['pending', 'failed', 'all']),
  limit: z.number().int().min(1).max(1000),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/**
 * `--failed` (failed or bounced), `--all`, `--limit 5` -> the query (pending mails, 20 at most,
 * by default).
 */
export function parseOutboxArgs(args: readonly string[]): OutboxQuery {
  const limitIndex = args.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) || 20 : 20;
  return {
    status: args.includes('--all') ? 'all' : args.includes('--failed') ? 'failed' : 'pending',
    limit: Math.min(1000, Math.max(1, Math.trunc(limit))),
  };
}

export async function readOutboxReport(db: Database, query: OutboxQuery): Promise<string> {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(
      query.status === 'all'
        ? undefined
        : // Mails kept in the outbox (never sent) wait here for someone to read them.
          // `--failed` shows the bounced ones too: neither will be tried again.
          inArray(
            mailOutbox.status,
            query.status === 'pending' ? ['pending', 'kept'] : ['failed', 'bounced'],
          ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit);
  if (mails.length === 0) {
    return query.status === 'all' ? 'The outbox is empty.' : `No ${query.status} mail.`;
  }
  const attempts = await db
    .select()
    .from(mailDeliveryAttempts)
    .where(
      inArray(
        mailDeliveryAttempts.mailId,
        mails.map((mail) => mail.id),
      ),
    )
    .orderBy(asc(mailDeliveryAttempts.attemptedAt), asc(mailDeliveryAttempts.id));
  return mails
    .map((mail) => {
      const tries = attempts
        .filter((attempt) => attempt.mailId === mail.id)
        .map(
          (attempt) =>
            `  ${attempt.attemptedAt.toISOString()}  ${attempt.outcome}  ${attempt.worker}` +
            (attempt.error ? `  ${attempt.error}` : ''),
        );
      const waiting =
        mail.status === 'pending' && mail.attempts > 0
          ? `  next try ${mail.nextAttemptAt.toISOString()}`
          : '';
      return [
        `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.status}  ${mail.language ?? ''}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Tries: ${mail.attempts}${waiting}`,
        ...tries,
        '',
        mail.text,
        '-'.repeat(72),
      ].join('\n');
    })
    .join('\n');
}
