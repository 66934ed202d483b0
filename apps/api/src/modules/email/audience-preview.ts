// Before sending: how many an audience reaches in the caller's scope (who is left out and why,
// by language, some of them to pick from), and the exact message one of them would get, with
// the headers it would carry (a sample unsubscribe link: the real one is made when queued).
import type { z } from 'zod';
import {
  AUDIENCE_SAMPLE_MAX,
  EMAIL_ERRORS,
  type AudienceSummary,
  type MessagePreview,
  type audienceQuerySchema,
  type previewInputSchema,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { newMessageId, newUnsubscribeToken, unsubscribeHeaders } from '../../lib/mail-headers';
import { countAudience, findInAudience, sampleAudience } from './audience';
import { prepareAudience } from './audience-preparing';
import type { EmailContext } from './email-context';
import { createMessageBuilder } from './message-building';
import { recipientName } from './recipient-values';

export async function audienceSummary(
  context: EmailContext,
  auth: AuthContext,
  input: z.output<typeof audienceQuerySchema>,
): Promise<AudienceSummary> {
  const { resolved } = await prepareAudience(context, auth, input.audience, undefined, {
    requireRecipients: false,
  });
  const [counts, sample] = await Promise.all([
    countAudience(context.db, resolved),
    sampleAudience(context.db, resolved, AUDIENCE_SAMPLE_MAX, input.q),
  ]);
  return {
    ...counts,
    sample: sample.map((row) => ({
      email: row.email,
      name: recipientName(row),
      language: row.language,
    })),
  };
}

export async function previewMessage(
  context: EmailContext,
  auth: AuthContext,
  input: z.output<typeof previewInputSchema>,
): Promise<MessagePreview> {
  const texts = { subject: input.subject, body: input.body };
  const { resolved } = await prepareAudience(context, auth, input.audience, texts, {
    requireRecipients: true,
  });
  const row = input.recipient
    ? await findInAudience(context.db, resolved, input.recipient)
    : (await sampleAudience(context.db, resolved, 1))[0];
  if (!row) throw appError(EMAIL_ERRORS.NOT_IN_AUDIENCE);
  const token = newUnsubscribeToken();
  const builder = createMessageBuilder({
    texts,
    facts: resolved.facts,
    publicUrl: context.config.publicUrl,
    withUnsubscribe: true,
  });
  const message = await builder.build(row, token);
  return {
    to: row.email,
    name: recipientName(row),
    language: message.language,
    messageLanguage: message.messageLanguage,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: {
      'Message-ID': newMessageId(context.config.mailFrom),
      ...unsubscribeHeaders(context.config.publicUrl, token),
    },
  };
}
