// E-mail to audiences: campaigns (an audience, a subject and body per language, sent now or at a
// time, paused, resumed, cancelled), their preview for any recipient, the one per-recipient
// delivery log (campaigns' and transactional mail), the suppression list (unsubscribed,
// bouncing), saved templates, the board members and the monthly programme report.
//
//   GET/POST EMAIL_PATHS.campaigns            campaignsQuerySchema / campaignInputSchema
//   GET/PUT/DELETE EMAIL_PATHS.campaign(id)   -> campaignSchema
//   POST EMAIL_PATHS.campaignSend(id)         campaignSendSchema -> 202 campaignSchema
//   POST EMAIL_PATHS.campaignPause|Resume|Cancel(id)              -> campaignSchema
//   GET  EMAIL_PATHS.campaignMessages(id)     deliveriesQuerySchema -> deliveryPageSchema
//   POST EMAIL_PATHS.audience                 audienceQuerySchema  -> audienceSummarySchema
//   POST EMAIL_PATHS.preview                  previewInputSchema   -> messagePreviewSchema
//   GET  EMAIL_PATHS.deliveries               deliveriesQuerySchema -> deliveryPageSchema
//   GET  EMAIL_PATHS.addresses                addressesQuerySchema  -> addressPageSchema
//   POST EMAIL_PATHS.addressClearBounce       { email }             -> addressSchema
//   templates, board members, board report, unsubscribe: their schemas below.
//
// Who: roles with the `email` area (super and global admin: everyone; an admin: the sponsors and
// parents of their schools and the students of their villages; a school or village outside
// their scope is 404). The board and its report are the super admin's (403 for others).
//
// Rules: an unknown `{{variable}}`, or one a part of the audience does not know, is 400 naming
// it; an empty audience is 400. A person in two parts of an audience, or twice in a list, gets
// one message (one row per address and campaign in the database). Each recipient gets the
// message in their language, or in the other with a note when it was not written in theirs.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { emailField, idParam, optionalText } from './common';
import { listQuerySchema, pageSchema } from './lists-query';
import {
  AUDIENCE_LIST_MAX,
  AUDIENCE_PARTS_MAX,
  AUDIENCE_PLACES_MAX,
  BOARD_MEMBER_NAME_MAX_LENGTH,
  CAMPAIGN_BODY_MAX_LENGTH,
  CAMPAIGN_NAME_MAX_LENGTH,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATES,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  SPONSORED_FILTERS,
} from './email-constants';
import { LETTER_NUMBERS } from './letters-constants';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');
const language = z.enum(LANGUAGES, { error: invalid });

const placeIds = z
  .array(idParam, { error: invalid })
  .max(AUDIENCE_PLACES_MAX, {
    error: fieldMessage('validation.maxItems', { num: AUDIENCE_PLACES_MAX }),
  })
  .optional();

/** Sponsors: of some schools (none named: every school in scope), narrowed by the filters. */
export const sponsorAudienceSchema = z.object({
  kind: z.literal('sponsors'),
  schoolIds: placeIds,
  /** Sponsoring a student in the available year. */
  activeThisYear: z.boolean({ error: invalid }).optional(),
  /** Has not written this letter number of the available year for one of their students. */
  missingLetter: z
    .number({ error: invalid })
    .int({ error: invalid })
    .refine((n) => (LETTER_NUMBERS as readonly number[]).includes(n), { error: invalid })
    .optional(),
  /** Has not signed the sponsor agreement (or its parent agreement is unsigned, for a minor). */
  missingAgreement: z.boolean({ error: invalid }).optional(),
  sponsored: z.enum(SPONSORED_FILTERS, { error: invalid }).optional(),
});

/** Parents of minor sponsors (of some schools), all or those whose agreement is unsigned. */
export const parentAudienceSchema = z.object({
  kind: z.literal('parents'),
  schoolIds: placeIds,
  unsignedAgreement: z.boolean({ error: invalid }).optional(),
});

/** Students (of some villages) who have an e-mail address. */
export const studentAudienceSchema = z.object({
  kind: z.literal('students'),
  villageIds: placeIds,
});

/** The board members the super admin keeps. */
export const boardAudienceSchema = z.object({ kind: z.literal('board') });

export const listRecipientSchema = z.object({
  email: emailField,
  firstName: optionalText(BOARD_MEMBER_NAME_MAX_LENGTH).optional(),
  lastName: optionalText(BOARD_MEMBER_NAME_MAX_LENGTH).optional(),
  language: language.optional(),
});
export type ListRecipient = z.input<typeof listRecipientSchema>;

/** Addresses pasted or uploaded (the screen reads the CSV): one message per address. */
export const listAudienceSchema = z.object({
  kind: z.literal('list'),
  recipients: z
    .array(listRecipientSchema, { error: invalid })
    .min(1, { error: required })
    .max(AUDIENCE_LIST_MAX, {
      error: fieldMessage('validation.maxItems', { num: AUDIENCE_LIST_MAX }),
    }),
});

export const audiencePartSchema = z.discriminatedUnion(
  'kind',
  [
    sponsorAudienceSchema,
    parentAudienceSchema,
    studentAudienceSchema,
    boardAudienceSchema,
    listAudienceSchema,
  ],
  { error: invalid },
);
export type AudiencePart = z.input<typeof audiencePartSchema>;

/** One part, or several combined (a person in two parts gets one message). */
export const audienceSchema = z.union(
  [
    audiencePartSchema,
    z
      .array(audiencePartSchema, { error: invalid })
      .min(1, { error: required })
      .max(AUDIENCE_PARTS_MAX, {
        error: fieldMessage('validation.maxItems', { num: AUDIENCE_PARTS_MAX }),
      }),
  ],
  { error: invalid },
);
export type Audience = z.input<typeof audienceSchema>;
export type AudienceParsed = z.output<typeof audienceSchema>;

export const subjectText = z
  .string({ error: invalid })
  .trim()
  .max(CAMPAIGN_SUBJECT_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: CAMPAIGN_SUBJECT_MAX_LENGTH }),
  });
export const bodyText = z.string({ error: invalid }).max(CAMPAIGN_BODY_MAX_LENGTH, {
  error: fieldMessage('validation.maxChars', { num: CAMPAIGN_BODY_MAX_LENGTH }),
});

/** A text per language; a language left out (or empty) falls back to the other. */
export const perLanguage = (text: z.ZodType<string>) =>
  z.object({ 'en-US': text.optional(), 'es-CO': text.optional() }, { error: invalid });

/**
 * A message: subject and body (Markdown) in each language written. At least one language is
 * written whole; a language with a subject has a body, and the other way round.
 */
export const messageContentSchema = z
  .object({
    subject: perLanguage(subjectText),
    body: perLanguage(bodyText),
  })
  .superRefine((value, ctx) => {
    let whole = 0;
    for (const lang of LANGUAGES) {
      const hasSubject = Boolean(value.subject[lang]?.trim());
      const hasBody = Boolean(value.body[lang]?.trim());
      if (hasSubject && hasBody) whole += 1;
      else if (hasSubject)
        ctx.addIssue({ code: 'custom', path: ['body', lang], message: required });
      else if (hasBody)
        ctx.addIssue({ code: 'custom', path: ['subject', lang], message: required });
    }
    if (whole === 0) {
      ctx.addIssue({ code: 'custom', path: ['subject', 'en-US'], message: required });
    }
  });

const campaignName = optionalText(CAMPAIGN_NAME_MAX_LENGTH).optional();

/** POST EMAIL_PATHS.campaigns and PUT EMAIL_PATHS.campaign: a draft. */
export const campaignInputSchema = z
  .object({
    /** The coordinators' own name for it (the list shows the subject when none). */
    name: campaignName,
    audience: audienceSchema,
    subject: perLanguage(subjectText),
    body: perLanguage(bodyText),
  })
  .superRefine((value, ctx) => {
    const content = messageContentSchema.safeParse({ subject: value.subject, body: value.body });
    if (!content.success)
      for (const issue of content.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const perLanguageAnswer = z.object({
  'en-US': z.string().optional(),
  'es-CO': z.string().optional(),
});

const messageCounts = z.object({
  /** Waiting to go (a paused campaign's too). */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Failed for good, the bounced ones included. */
  failed: z.number().int(),
  /** Of the failed, those the mail server refused for good (5xx). */
  bounced: z.number().int(),
  /** Left out: unsubscribed or bouncing. */
  skipped: z.number().int(),
  /** Not sent because the campaign was cancelled. */
  cancelled: z.number().int(),
});
export type CampaignMessageCounts = z.infer<typeof messageCounts>;

/** GET EMAIL_PATHS.campaign(id): a campaign, with its messages counted. */
export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  kind: z.enum(['campaign', 'boardReport']),
  state: z.enum(CAMPAIGN_STATES),
  audience: z.unknown(),
  subject: perLanguageAnswer,
  body: perLanguageAnswer,
  /** Recipients: counted when the draft was saved, then the messages made when it was sent. */
  recipients: z.number().int(),
  counts: messageCounts,
  /**
   * Messages waiting for another try after the mail server refused them for a while (it
   * throttles, or is down), with its last answer and when the next try is due (ISO 8601).
   */
  retrying: z.object({
    count: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
  }),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether the caller may change or delete it (a draft they can see). */
  canEdit: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** POST EMAIL_PATHS.campaigns: 201. */
export const campaignCreatedSchema = z.object({
  id: z.number().int(),
  state: z.literal('draft'),
  recipients: z.number().int(),
});
export type CampaignCreated = z.infer<typeof campaignCreatedSchema>;

/** A moment with its offset, between 2000 and 2100. */
const momentField = z
  .string({ error: invalid })
  .max(40, { error: fieldMessage('validation.invalidDate') })
  .pipe(z.iso.datetime({ offset: true, error: fieldMessage('validation.invalidDate') }));

/** POST EMAIL_PATHS.campaignSend(id): now, or at `scheduledAt` (in the future). */
export const campaignSendSchema = z.object({ scheduledAt: momentField.optional() });
export type CampaignSend = z.input<typeof campaignSendSchema>;

export const campaignRowSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  kind: z.enum(['campaign', 'boardReport']),
  /** In the caller's language when written in it, else the other. */
  subject: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;
export const campaignPageSchema = pageSchema(campaignRowSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** GET EMAIL_PATHS.campaigns: `?q=&state=&page=&pageSize=&sort=&order=`. */
export const campaignsQuerySchema = listQuerySchema(CAMPAIGN_SORT_FIELDS, {
  state: z.enum(CAMPAIGN_STATES, { error: invalid }).optional(),
});
export type CampaignsQuery = z.input<typeof campaignsQuerySchema>;

/** POST EMAIL_PATHS.audience: count an audience; `q` narrows the sample (name or address). */
export const audienceQuerySchema = z.object({
  audience: audienceSchema,
  q: optionalText(100).optional(),
});
export type AudienceQuery = z.input<typeof audienceQuerySchema>;

export const audienceRecipientSchema = z.object({
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
});
export type AudienceRecipient = z.infer<typeof audienceRecipientSchema>;

export const audienceSummarySchema = z.object({
  /** Who will get a message (each address once). */
  recipients: z.number().int(),
  /** Left out, each address once. */
  skipped: z.object({ unsubscribed: z.number().int(), bouncing: z.number().int() }),
  /** Recipients by language. */
  byLanguage: z.object({ 'en-US': z.number().int(), 'es-CO': z.number().int() }),
  /** Some recipients (matching `q`), to pick one to preview. */
  sample: z.array(audienceRecipientSchema),
});
export type AudienceSummary = z.infer<typeof audienceSummarySchema>;

/** POST EMAIL_PATHS.preview: the message `recipient` (default: the audience's first) gets. */
export const previewInputSchema = z
  .object({
    audience: audienceSchema,
    subject: perLanguage(subjectText),
    body: perLanguage(bodyText),
    recipient: emailField.optional(),
  })
  .superRefine((value, ctx) => {
    const content = messageContentSchema.safeParse({ subject: value.subject, body: value.body });
    if (!content.success)
      for (const issue of content.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type PreviewInput = z.input<typeof previewInputSchema>;

export const messagePreviewSchema = z.object({
  to: z.string(),
  name: z.string(),
  /** The recipient's language. */
  language: z.enum(LANGUAGES),
  /** The language the message is written in (the other when theirs was not written). */
  messageLanguage: z.enum(LANGUAGES),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The headers the message carries beyond From/To/Subject (List-Unsubscribe, ...). */
  headers: z.record(z.string(), z.string()),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const campaignIdParamsSchema = z.object({ id: idParam });
