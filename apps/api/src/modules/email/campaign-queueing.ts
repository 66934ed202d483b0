// A campaign's messages put in the mail queue, after the answer to `send` has left: the audience
// read in batches by address, each recipient's message rendered (the layout once per language),
// and each batch inserted in a transaction, one row per address and campaign (ON CONFLICT DO
// NOTHING on the unique index: a queueing taken up again after its process died makes no
// second message). A paused campaign's rows are made `held`; a cancelled one's queueing stops.
// Unsubscribed and bouncing addresses get a `skipped` row saying why. Once every batch is in,
// `queued_at` is set: only then can the campaign finish.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { CampaignState } from '@portal/shared';
import { emailCampaigns, mailOutbox } from '../../db/schema/index';
import { newMessageId, newUnsubscribeToken } from '../../lib/mail-headers';
import { audienceBatch, resolveAudience, type ParsedAudience } from './audience';
import { SYSTEM_CALLER } from './audience-preparing';
import { attachmentsFor } from './campaign-attachments';
import { campaignVisibility, findCampaign, type CampaignRecord } from './campaigns.repo';
import { cancelCampaignsBeyondTheirAuthor, holdStrayMessages } from './campaign-upkeep';
import type { EmailContext } from './email-context';
import { createMessageBuilder } from './message-building';

/** Recipients per transaction: small enough to keep each insert short. */
export const QUEUE_BATCH_SIZE = 500;
/** A send whose queueing has not ended after this long is taken up again (its process died). */
export const STALLED_QUEUEING_MS = 30_000;

const QUEUEING_STATES: readonly CampaignState[] = ['sending', 'paused'];

async function lockedState(context: EmailContext['db'], id: number) {
  const [row] = await context
    .select({ state: emailCampaigns.state })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id))
    .for('update');
  return row?.state;
}

async function queueBatches(context: EmailContext, record: CampaignRecord): Promise<boolean> {
  const { db, config, clock } = context;
  const resolved = await resolveAudience(
    db,
    { auth: SYSTEM_CALLER, language: 'en-US' },
    record.audience as ParsedAudience,
    await context.audienceFacts(),
  );
  const isCampaign = record.kind === 'campaign';
  const builder = createMessageBuilder({
    texts: { subject: record.subject, body: record.body },
    facts: resolved.facts,
    publicUrl: config.publicUrl,
    withUnsubscribe: isCampaign,
  });
  let after: string | null = null;
  for (;;) {
    const batch = await audienceBatch(db, resolved, after, QUEUE_BATCH_SIZE);
    if (batch.length === 0) return true;
    after = batch.at(-1)!.address;
    const now = clock.now();
    const rows = await Promise.all(
      batch.map(async (row) => {
        const token = isCampaign && row.skip === null ? newUnsubscribeToken() : null;
        const message = await builder.build(row, token);
        return {
          to: row.email,
          language: row.language,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: attachmentsFor(record.attachments, row.language),
          kind: record.kind,
          campaignId: record.id,
          recipientName: `${row.firstName} ${row.lastName}`.trim(),
          messageId: newMessageId(config.mailFrom),
          unsubscribeToken: token,
          nextAttemptAt: now,
          error: row.skip,
          skip: row.skip,
        };
      }),
    );
    const isGoingOn = await db.transaction(async (tx) => {
      const state = await lockedState(tx, record.id);
      if (!state || !QUEUEING_STATES.includes(state)) return false;
      const waiting = state === 'paused' ? ('held' as const) : ('pending' as const);
      await tx
        .insert(mailOutbox)
        .values(
          rows.map(({ skip, ...row }) => ({
            ...row,
            status: skip ? ('skipped' as const) : waiting,
          })),
        )
        .onConflictDoNothing();
      return true;
    });
    if (!isGoingOn) return false;
    // The insert's trigger tells every process when it commits; this one hears it at once.
    context.changes.announce('mail');
  }
}

async function queueOnce(context: EmailContext, id: number): Promise<void> {
  const record = await findCampaign(context.db, campaignVisibility.everyone, id);
  if (!record || record.queuedAt || !QUEUEING_STATES.includes(record.state)) return;
  if (!(await queueBatches(context, record))) return;
  await context.db
    .update(emailCampaigns)
    .set({
      queuedAt: context.clock.now(),
      recipients: sql`(select count(*) from ${mailOutbox} where ${mailOutbox.campaignId} = ${id} and ${mailOutbox.status} <> 'skipped')`,
    })
    .where(
      and(
        eq(emailCampaigns.id, id),
        inArray(emailCampaigns.state, [...QUEUEING_STATES]),
        isNull(emailCampaigns.queuedAt),
      ),
    );
}

/**
 * Queues the campaign's messages; a second call while this process is at it waits for the first
 * instead of queueing beside it (the timer and a `send` may meet).
 */
export function queueCampaign(context: EmailContext, id: number): Promise<void> {
  const running = context.queueing.get(id);
  if (running) return running;
  const queueing = queueOnce(context, id).finally(() => context.queueing.delete(id));
  context.queueing.set(id, queueing);
  return queueing;
}

/** Starts a campaign's queueing after the answer (`send`, the board report). */
export function startQueueing(context: EmailContext, id: number): void {
  context.background.run(`queueing campaign ${id}`, () => queueCampaign(context, id));
}

/**
 * The timer's round: deactivated coordinators' campaigns stop and paused or cancelled ones send
 * nothing more (campaign-upkeep.ts), scheduled campaigns that are due start (claimed by one
 * conditional UPDATE: one process takes each), sends whose queueing stalled are taken up again,
 * and campaigns fully queued with nothing waiting finish.
 */
export async function runDueCampaigns(context: EmailContext): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  await cancelCampaignsBeyondTheirAuthor(context);
  await holdStrayMessages(context);
  const due = await db
    .update(emailCampaigns)
    .set({ state: 'sending', startedAt: now, updatedAt: now })
    .where(and(eq(emailCampaigns.state, 'scheduled'), lte(emailCampaigns.scheduledAt, now)))
    .returning({ id: emailCampaigns.id });
  const stalled = await db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(
      and(
        inArray(emailCampaigns.state, [...QUEUEING_STATES]),
        isNull(emailCampaigns.queuedAt),
        lte(emailCampaigns.startedAt, new Date(now.getTime() - STALLED_QUEUEING_MS)),
      ),
    );
  // One campaign that cannot be queued (its audience fails to read) holds up no other.
  const failures: unknown[] = [];
  for (const { id } of [...due, ...stalled]) {
    try {
      await queueCampaign(context, id);
    } catch (error) {
      failures.push(error);
    }
  }
  await finishCampaigns(context);
  if (failures.length > 0) throw failures[0];
}

/** Campaigns fully queued with no message pending or held are finished. */
export async function finishCampaigns({ db, clock }: EmailContext): Promise<void> {
  const now = clock.now();
  await db
    .update(emailCampaigns)
    .set({ state: 'finished', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(emailCampaigns.state, 'sending'),
        sql`${emailCampaigns.queuedAt} is not null`,
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.campaignId} = ${emailCampaigns.id} and ${mailOutbox.status} in ('pending', 'held'))`,
      ),
    );
}
