// Donation pages: a sponsor's public page for one of their students, addressed by the sponsor's
// and the student's public ids (/donations/mypage/{sponsor}/{student}), and the sponsor's own
// view of their pages with the text they write. What the page shows was screened: the sponsor's
// text and each donor's message and first name appear only when the safeguarding screening found
// nothing or a coordinator approved them (docs/decisions/031).
//
//   GET DONATION_PATHS.publicPage(sponsorPublicId, studentPublicId) -> donationPageSchema
//   GET DONATION_PATHS.myPages                                      -> myDonationPagesSchema
//   PUT DONATION_PATHS.myPage(studentId)    { text }                -> myDonationPageSchema
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { idParam, optionalText } from './common';
import {
  DONATION_PAGE_TEXT_MAX_LENGTH,
  PAGE_TEXT_STATES,
  PUBLIC_ID_MAX_LENGTH,
  PUBLIC_ID_PATTERN,
} from './donations-constants';

const invalid = fieldMessage('validation.invalidValue');

/**
 * A sponsor's or a student's public id, as a path segment or a body field: base64url letters,
 * at most PUBLIC_ID_MAX_LENGTH. An old link's number is well formed, and simply unknown (404).
 */
export const publicIdField = z
  .string({ error: invalid })
  .min(1, { error: invalid })
  .max(PUBLIC_ID_MAX_LENGTH, { error: invalid })
  .regex(PUBLIC_ID_PATTERN, { error: invalid });

/** A donor's message as pages show it: first name only. */
export const donorMessageSchema = z.object({
  /** Empty when nothing of it can be shown as a first name (the page says "A donor"). */
  firstName: z.string(),
  message: z.string(),
  /** ISO 8601: when the gift was made. */
  at: z.string(),
  /** Given on the built-in test checkout ("Test mode: no money moves"): shown as a test gift. */
  isTest: z.boolean(),
});
export type DonorMessage = z.infer<typeof donorMessageSchema>;

const yearRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const donationPageParamsSchema = z.object({
  sponsorPublicId: publicIdField,
  studentPublicId: publicIdField,
});

/**
 * GET DONATION_PATHS.publicPage(sponsorPublicId, studentPublicId): a current sponsorship of the
 * available year, of an active sponsor and an active student; anything else (unknown ids, an
 * ended sponsorship, a closed year) 404 NOT_FOUND, which the screen shows as a friendly page.
 * Unknown ids count against the caller's address: 429 TOO_MANY_DONATION_PAGE_LOOKUPS with
 * Retry-After. `raisedCents`: confirmed online and manual gifts of the year credited to the page
 * (refunded ones not counted); gifts of the test checkout, where no money moves, are never in it
 * but apart, in `testRaisedCents` (decision 024). First names only: never a surname, a place or
 * contact data.
 */
export const donationPageSchema = z.object({
  /** Empty when the name holds nothing a page may show as a first name. */
  sponsorFirstName: z.string(),
  studentFirstName: z.string(),
  /** Only when the programme shows students' photos (config), else null. */
  studentPhotoUrl: z.string().nullable(),
  /** What the sponsor wrote, as last approved (may be empty). */
  text: z.string(),
  goalCents: z.number().int(),
  raisedCents: z.number().int(),
  giftCount: z.number().int(),
  /** Test checkout gifts (no money moved): shown apart from the progress. */
  testRaisedCents: z.number().int(),
  testGiftCount: z.number().int(),
  currency: z.string(),
  year: yearRefSchema,
  /** Donors who wrote a message (screened or approved), newest first. */
  messages: z.array(donorMessageSchema),
});
export type DonationPage = z.infer<typeof donationPageSchema>;

/** One of the signed-in sponsor's pages (one per current student of the available year). */
export const myDonationPageSchema = z.object({
  sponsorId: z.number().int(),
  studentId: z.number().int(),
  studentFirstName: z.string(),
  /** `/donations/mypage/{sponsor}/{student}` (public ids): the web path to share. */
  path: z.string(),
  /** The text as the sponsor last wrote it (what their editor shows). */
  text: z.string(),
  /** Where that text stands: shown, waiting for a coordinator, or not approved. */
  textState: z.enum(PAGE_TEXT_STATES),
  /** What the public page shows now: the last approved text (while another waits, or ''). */
  publishedText: z.string(),
  raisedCents: z.number().int(),
  goalCents: z.number().int(),
  giftCount: z.number().int(),
  testRaisedCents: z.number().int(),
  testGiftCount: z.number().int(),
  /** Donors' messages the page shows (screened or approved), newest first. */
  messages: z.array(donorMessageSchema),
});
export type MyDonationPage = z.infer<typeof myDonationPageSchema>;

export const myDonationPagesSchema = z.object({
  /** The available year, or null (then no pages). */
  year: yearRefSchema.nullable(),
  currency: z.string(),
  goalCents: z.number().int(),
  /**
   * Where people reach the portal (the API's PUBLIC_URL, no trailing slash): a page's public
   * link is this and its `path`, also in the phone app, whose own address is not the portal's.
   */
  publicUrl: z.string(),
  pages: z.array(myDonationPageSchema),
});
export type MyDonationPages = z.infer<typeof myDonationPagesSchema>;

export const myDonationPageParamsSchema = z.object({ studentId: idParam });

/**
 * PUT DONATION_PATHS.myPage(studentId): only for the sponsor's own current student (else 404).
 * The text is screened: with nothing found it is shown at once; otherwise it waits for a
 * coordinator (`textState: 'waiting'`) and the page keeps its previous approved text.
 */
export const myDonationPageBodySchema = z.object({
  text: optionalText(DONATION_PAGE_TEXT_MAX_LENGTH),
});
export type MyDonationPageBody = z.input<typeof myDonationPageBodySchema>;
