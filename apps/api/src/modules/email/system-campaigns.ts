// Campaigns the portal sends by itself: the monthly programme report to the board (its figures
// and PDF are written by the caller, per language). It goes as a campaign of kind `boardReport`
// to the board audience, every message carrying the same attachments, without an unsubscribe
// link (the board asked for it), and is queued like any other.
import { EMAIL_ERRORS, type Language } from '@portal/shared';
import type { PerLanguageText } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import type { CampaignAttachments } from './campaign-attachments';
import { prepareAudience, SYSTEM_CALLER } from './audience-preparing';
import { startQueueing } from './campaign-queueing';
import { insertCampaign } from './campaigns.repo';
import type { EmailContext } from './email-context';

export interface SystemCampaignInput {
  kind: 'boardReport';
  name?: string;
  subject: PerLanguageText;
  body: PerLanguageText;
  /**
   * Files the messages carry (base64): the same for everyone, or per language (a member gets
   * those of their language: the report's PDF in the language they read).
   */
  attachments?: CampaignAttachments;
}

/** Creates and sends the campaign at once; 409 NO_BOARD_MEMBERS when the board is empty. */
export async function sendSystemCampaign(
  context: EmailContext,
  input: SystemCampaignInput,
): Promise<{ campaignId: number; recipients: number }> {
  const now = context.clock.now();
  const audience = [{ kind: 'board' as const }];
  const { recipients } = await prepareAudience(
    context,
    SYSTEM_CALLER,
    audience,
    { subject: input.subject, body: input.body },
    { requireRecipients: false, language: 'en-US' satisfies Language },
  );
  if (recipients === 0) throw appError(EMAIL_ERRORS.NO_BOARD_MEMBERS);
  const campaignId = await insertCampaign(context.db, {
    kind: input.kind,
    name: input.name ?? null,
    audience,
    subject: input.subject,
    body: input.body,
    attachments: input.attachments ?? null,
    state: 'sending',
    startedAt: now,
    recipients,
    createdBy: null,
  });
  startQueueing(context, campaignId);
  return { campaignId, recipients };
}
