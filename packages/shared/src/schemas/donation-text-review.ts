// The safeguarding review of the donation pages (area `textReview`): the sponsors' page texts and
// donors' messages the screening held, each with what it found marked, and the coordinator's
// decision. Approving shows the text on the page; rejecting keeps it off every page for good (a
// sponsor may write their text again, which is screened again). An admin reaches the texts of
// their schools' sponsors and their villages' students; anything else is 404.
//
//   GET  DONATION_PATHS.textReviews               textReviewQuerySchema -> textReviewPageSchema
//   POST DONATION_PATHS.textReviewApprove(kind, id) { revision }       -> textReviewDecisionSchema
//   POST DONATION_PATHS.textReviewReject(kind, id)  { revision }       -> textReviewDecisionSchema
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { idParam } from './common';
import { TEXT_REVIEW_KINDS, TEXT_REVIEW_SORT_FIELDS } from './donations-constants';
import { listQuerySchema, pageSchema } from './lists-query';
import { screeningMatchSchema } from './screening';

const invalid = fieldMessage('validation.invalidValue');
const refSchema = z.object({ id: z.number().int(), name: z.string() });

/** A held text, as the review screen shows it. */
export const textReviewItemSchema = z.object({
  kind: z.enum(TEXT_REVIEW_KINDS),
  /** The page's or the gift's id: with `kind`, what a decision names. */
  id: z.number().int(),
  /** Sent back with the decision: a text changed since (a sponsor saved again) is not decided. */
  revision: z.number().int(),
  /** The held text (a page text, or the donor's message; may be empty when only the name was held). */
  text: z.string(),
  /** What the screening finds in it now (UTF-16 offsets into `text`). */
  matches: z.array(screeningMatchSchema),
  /** A donor's message: the first name the page would show beside it, and what was found in it. */
  donorFirstName: z.string().nullable(),
  donorLastName: z.string().nullable(),
  donorNameMatches: z.array(screeningMatchSchema),
  /** ISO 8601: when the sponsor saved the text, or the donor gave. */
  submittedAt: z.string(),
  /** Full names: coordinators see whom the text is about. */
  sponsor: refSchema,
  student: refSchema,
  school: refSchema,
  village: refSchema,
  /** The public page the text would appear on (`/donations/mypage/{sponsor}/{student}`). */
  pagePath: z.string(),
});
export type TextReviewItem = z.infer<typeof textReviewItemSchema>;

export const textReviewPageSchema = pageSchema(textReviewItemSchema);
export type TextReviewPage = z.infer<typeof textReviewPageSchema>;

/** GET DONATION_PATHS.textReviews: `?kind=&page=&pageSize=&cursor=&order=`, oldest first. */
export const textReviewQuerySchema = listQuerySchema(TEXT_REVIEW_SORT_FIELDS, {
  kind: z.enum(TEXT_REVIEW_KINDS, { error: invalid }).optional(),
});
export type TextReviewQuery = z.input<typeof textReviewQuerySchema>;

export const textReviewParamsSchema = z.object({
  kind: z.enum(TEXT_REVIEW_KINDS, { error: invalid }),
  id: idParam,
});

/**
 * The decision's body: the `revision` the list showed. A text no longer held, or changed since,
 * answers 409 TEXT_REVIEW_CHANGED (two coordinators deciding at once: one wins, the other is told).
 */
export const textReviewDecisionBodySchema = z.object({
  revision: z
    .number({
      error: (issue) => (issue.input === undefined ? fieldMessage('validation.required') : invalid),
    })
    .int({ error: invalid })
    .min(0, { error: invalid })
    .max(2_147_483_647, { error: invalid }),
});
export type TextReviewDecisionBody = z.input<typeof textReviewDecisionBodySchema>;

export const textReviewDecisionSchema = z.object({
  kind: z.enum(TEXT_REVIEW_KINDS),
  id: z.number().int(),
  decision: z.enum(['approved', 'rejected']),
});
export type TextReviewDecision = z.infer<typeof textReviewDecisionSchema>;
