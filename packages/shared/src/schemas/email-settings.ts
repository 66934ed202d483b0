// The e-mail area's saved templates, board members, monthly programme report and public
// unsubscribe link: their schemas (the area's list is in email.ts' header).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { emailField } from './common';
import {
  BOARD_MEMBER_NAME_MAX_LENGTH,
  BOARD_REPORT_DAY_MAX,
  TEMPLATE_NAME_MAX_LENGTH,
} from './email-constants';
import {
  bodyText,
  messageContentSchema,
  perLanguage,
  perLanguageAnswer,
  subjectText,
} from './email';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');

const templateName = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(TEMPLATE_NAME_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: TEMPLATE_NAME_MAX_LENGTH }),
  });

export const templateInputSchema = z
  .object({ name: templateName, subject: perLanguage(subjectText), body: perLanguage(bodyText) })
  .superRefine((value, ctx) => {
    const content = messageContentSchema.safeParse({ subject: value.subject, body: value.body });
    if (!content.success)
      for (const issue of content.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: perLanguageAnswer,
  body: perLanguageAnswer,
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ items: z.array(templateSchema) });
export type EmailTemplateList = z.infer<typeof templateListSchema>;

const personName = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(BOARD_MEMBER_NAME_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: BOARD_MEMBER_NAME_MAX_LENGTH }),
  });

export const boardMemberInputSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailField,
  language: z.enum(LANGUAGES, {
    error: (issue) => (issue.input === undefined ? required : invalid),
  }),
});
export type BoardMemberInput = z.input<typeof boardMemberInputSchema>;

export const boardMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;
export const boardMemberListSchema = z.object({ items: z.array(boardMemberSchema) });
export type BoardMemberList = z.infer<typeof boardMemberListSchema>;

/** The monthly programme report to the board. */
export const boardReportSettingsInputSchema = z.object({
  enabled: z.boolean({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  dayOfMonth: z
    .number({ error: fieldMessage('validation.invalidNumber') })
    .int({ error: fieldMessage('validation.invalidNumber') })
    .min(1, { error: fieldMessage('validation.minValue', { num: 1 }) })
    .max(BOARD_REPORT_DAY_MAX, {
      error: fieldMessage('validation.maxValue', { num: BOARD_REPORT_DAY_MAX }),
    }),
});
export type BoardReportSettingsInput = z.input<typeof boardReportSettingsInputSchema>;

export const boardReportSettingsSchema = z.object({
  enabled: z.boolean(),
  dayOfMonth: z.number().int(),
  /** The month (YYYY-MM) of the last report sent, and its campaign. */
  lastSentMonth: z.string().nullable(),
  lastCampaignId: z.number().int().nullable(),
  /** When the next report goes (ISO 8601), while enabled. */
  nextRunAt: z.string().nullable(),
  members: z.number().int(),
});
export type BoardReportSettings = z.infer<typeof boardReportSettingsSchema>;

export const boardReportSentSchema = z.object({ campaignId: z.number().int() });

/** GET EMAIL_PATHS.unsubscribe(token): what the link is for (public). */
export const unsubscribeStateSchema = z.object({
  /** The address, partly hidden (`a***@example.org`): the link may have been forwarded. */
  address: z.string(),
  language: z.enum(LANGUAGES),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const unsubscribeParamsSchema = z.object({
  token: z
    .string({ error: invalid })
    .min(16, { error: invalid })
    .max(100, { error: invalid })
    .regex(/^[\w-]+$/, { error: invalid }),
});
