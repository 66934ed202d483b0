// Help, screen `/edrocks/help` and the "?" beside every screen's title: the texts are Markdown
// files per language that the programme edits (help/<language>/<topic>.md, and the same layout
// under DATA_DIR/help to change them without a rebuild); the API reads them, keeps the topics of
// the caller's role and renders one to safe HTML.
//
//   GET HELP_PATHS.help         helpIndexQuerySchema   -> helpIndexSchema (the caller's topics;
//                                                         with `q`, the matches of a search)
//   GET HELP_PATHS.topic(id)                          -> helpTopicSchema (404 for a topic that
//                                                         does not exist or is not for the role)
//
// Who: everyone signed in (the `help` row of roles.ts). The language is the request's
// (Accept-Language); a topic missing in it comes in the other language, marked `isFallback`.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { ROLES } from '../roles';
import { fieldMessage } from '../messages';
import {
  HELP_QUERY_MAX_LENGTH,
  HELP_TOPIC_ID_MAX_LENGTH,
  HELP_TOPIC_ID_PATTERN,
  HELP_TOPIC_KINDS,
} from './help-constants';

const invalidValue = fieldMessage('validation.invalidValue');

export const helpTopicIdSchema = z
  .string({ error: invalidValue })
  .max(HELP_TOPIC_ID_MAX_LENGTH, { error: invalidValue })
  .regex(HELP_TOPIC_ID_PATTERN, { error: invalidValue });

export const helpTopicParamsSchema = z.object({ topic: helpTopicIdSchema });

export const helpIndexQuerySchema = z.object({
  /** Words to look for in the titles, keywords, texts and questions (accents and case aside). */
  q: z
    .string({ error: invalidValue })
    .trim()
    .min(1, { error: fieldMessage('validation.required') })
    .max(HELP_QUERY_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: HELP_QUERY_MAX_LENGTH }),
    })
    .optional(),
});
export type HelpIndexQuery = z.infer<typeof helpIndexQuerySchema>;

export const helpTopicSummarySchema = z.object({
  id: helpTopicIdSchema,
  kind: z.enum(HELP_TOPIC_KINDS),
  title: z.string(),
  /** One sentence saying what the topic explains. */
  summary: z.string(),
  /** The screens it explains, as the web app's route paths (`/edrocks/students/:id/details`). */
  screens: z.array(z.string()),
});
export type HelpTopicSummary = z.infer<typeof helpTopicSummarySchema>;

export const helpSearchResultSchema = z.object({
  topicId: helpTopicIdSchema,
  title: z.string(),
  /** The question, when the match is one of the frequently asked questions. */
  question: z.string().nullable(),
  /** A few words around the first match, plain text. */
  excerpt: z.string(),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

export const helpIndexSchema = z.object({
  language: z.enum(LANGUAGES),
  /** The caller's role guide, shown first (null when the programme removed it). */
  guideId: helpTopicIdSchema.nullable(),
  topics: z.array(helpTopicSummarySchema),
  /** The search's matches, best first; null without `q`. */
  results: z.array(helpSearchResultSchema).nullable(),
});
export type HelpIndex = z.infer<typeof helpIndexSchema>;

export const helpTopicSchema = helpTopicSummarySchema.extend({
  /** The language of the text; the other one than asked for when `isFallback`. */
  language: z.enum(LANGUAGES),
  isFallback: z.boolean(),
  /** The text as HTML: Markdown without raw HTML, links only to web and relative addresses. */
  html: z.string(),
  roles: z.array(z.enum(ROLES)),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;
