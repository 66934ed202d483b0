// A campaign leaves its draft: sent now (202 at once, its queueing runs after the answer) or at a
// time; paused (what is not sent waits, held), resumed, cancelled (what is not sent never goes).
// Each change is a conditional UPDATE of the campaign's state under its row lock: two `send`
// requests for one draft start it once, the second is 409.
import { EMAIL_ERRORS, type Campaign, type CampaignSend, type CampaignState } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { ParsedAudience } from './audience';
import { prepareAudience } from './audience-preparing';
import { getCampaign, visibleDraft } from './campaign-editing';
import { startQueueing } from './campaign-queueing';
import {
  campaignVisibility,
  findCampaign,
  releaseHeldMessages,
  stopWaitingMessages,
  updateCampaign,
} from './campaigns.repo';
import type { EmailContext } from './email-context';

export async function sendCampaign(
  context: EmailContext,
  auth: AuthContext,
  id: number,
  input: CampaignSend,
): Promise<Campaign> {
  const now = context.clock.now();
  const scheduledAt = input.scheduledAt === undefined ? undefined : new Date(input.scheduledAt);
  const record = await visibleDraft(context, auth, id);
  if (scheduledAt && scheduledAt.getTime() <= now.getTime())
    throw appError(EMAIL_ERRORS.SCHEDULE_IN_PAST);
  // Counted again in the sender's scope: the audience may have changed since the draft.
  const { recipients } = await prepareAudience(
    context,
    auth,
    record.audience as ParsedAudience,
    { subject: record.subject, body: record.body },
    { requireRecipients: true },
  );
  const isStarted = await updateCampaign(
    context.db,
    id,
    scheduledAt
      ? { state: 'scheduled', scheduledAt, recipients, updatedAt: now }
      : { state: 'sending', startedAt: now, recipients, updatedAt: now },
    ['draft'],
  );
  if (!isStarted) throw appError(EMAIL_ERRORS.CAMPAIGN_NOT_DRAFT);
  if (!scheduledAt) startQueueing(context, id);
  return getCampaign(context, auth, id);
}

/**
 * Moves the campaign from one of `from` to `to` under its row lock, then changes its waiting
 * messages in the same transaction; `refusal` when it is in another state.
 */
async function changeState(
  context: EmailContext,
  auth: AuthContext,
  id: number,
  change: {
    from: readonly CampaignState[];
    to: CampaignState;
    refusal: (state: CampaignState) => Parameters<typeof appError>[0];
    messages: (tx: EmailContext['db'], now: Date) => Promise<void>;
  },
): Promise<Campaign> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const record = await findCampaign(tx, campaignVisibility(auth), id, { forUpdate: true });
    if (!record) throw appError('NOT_FOUND');
    if (!change.from.includes(record.state)) throw appError(change.refusal(record.state));
    await updateCampaign(tx, id, {
      state: change.to,
      updatedAt: now,
      ...(change.to === 'cancelled' ? { finishedAt: now } : {}),
    });
    await change.messages(tx, now);
  });
  return getCampaign(context, auth, id);
}

export function pauseCampaign(context: EmailContext, auth: AuthContext, id: number) {
  return changeState(context, auth, id, {
    from: ['sending'],
    to: 'paused',
    refusal: () => EMAIL_ERRORS.CAMPAIGN_NOT_SENDING,
    messages: (tx, now) => stopWaitingMessages(tx, id, ['pending'], 'held', now),
  });
}

export async function resumeCampaign(context: EmailContext, auth: AuthContext, id: number) {
  const campaign = await changeState(context, auth, id, {
    from: ['paused'],
    to: 'sending',
    refusal: () => EMAIL_ERRORS.CAMPAIGN_NOT_PAUSED,
    messages: (tx, now) => releaseHeldMessages(tx, id, now),
  });
  context.changes.announce('mail');
  return campaign;
}

export function cancelCampaign(context: EmailContext, auth: AuthContext, id: number) {
  return changeState(context, auth, id, {
    from: ['scheduled', 'sending', 'paused'],
    to: 'cancelled',
    refusal: (state) =>
      state === 'draft' ? EMAIL_ERRORS.CAMPAIGN_NOT_SENDING : EMAIL_ERRORS.CAMPAIGN_DONE,
    messages: (tx, now) => stopWaitingMessages(tx, id, ['pending', 'held'], 'cancelled', now),
  });
}
