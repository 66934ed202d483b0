// What the timer's round keeps true besides starting and finishing campaigns:
// - a coordinator whose account was deactivated no longer speaks for the programme: what they
//   scheduled is cancelled when its time comes, and what they are still sending (or paused) is
//   cancelled at once; what was not sent never goes;
// - a paused or cancelled campaign sends nothing more: a message a worker held while the
//   campaign was paused or cancelled, and that the server refused for a while, comes back as
//   pending; it is held (paused) or cancelled here, long before its next try is due.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { emailCampaigns, mailOutbox, users } from '../../db/schema/index';
import { stopWaitingMessages } from './campaigns.repo';
import type { EmailContext } from './email-context';

const creatorDeactivated = sql`exists (select 1 from ${users} where ${users.id} = ${emailCampaigns.createdBy} and not ${users.active})`;

/** Cancels the campaigns of deactivated coordinators that could still send, and their messages. */
export async function cancelDeactivatedCampaigns({ db, clock }: EmailContext): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(emailCampaigns)
      .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
      .where(
        and(
          or(
            and(eq(emailCampaigns.state, 'scheduled'), lte(emailCampaigns.scheduledAt, now)),
            inArray(emailCampaigns.state, ['sending', 'paused']),
          ),
          creatorDeactivated,
        ),
      )
      .returning({ id: emailCampaigns.id });
    for (const { id } of cancelled)
      await stopWaitingMessages(tx, id, ['pending', 'held'], 'cancelled', now);
  });
}

/** Pending messages of paused campaigns are held, those of cancelled ones cancelled. */
export async function holdStrayMessages({ db, clock }: EmailContext): Promise<void> {
  const now = clock.now();
  const notHeldByAWorker = sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now.toISOString()}::timestamptz)`;
  const campaignsIn = (state: 'paused' | 'cancelled') =>
    sql`${mailOutbox.campaignId} in (select ${emailCampaigns.id} from ${emailCampaigns} where ${emailCampaigns.state} = ${state})`;
  await db
    .update(mailOutbox)
    .set({ status: 'held' })
    .where(and(eq(mailOutbox.status, 'pending'), campaignsIn('paused'), notHeldByAWorker));
  await db
    .update(mailOutbox)
    .set({ status: 'cancelled', error: 'cancelled' })
    .where(and(eq(mailOutbox.status, 'pending'), campaignsIn('cancelled'), notHeldByAWorker));
}
