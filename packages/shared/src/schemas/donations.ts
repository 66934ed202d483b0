// Contract complete.
// Donations: gifts to the programme (/donations/donate), a sponsor's fundraising page for one of
// their students (/donations/mypage/{sponsor}/{student}), manual gifts (cash, cheque), the list
// (/edrocks/donations) and the total report (/edrocks/donations_summary): the bodies the web
// sends and the shapes the API answers (the endpoints in donations-endpoints.ts, the plain values
// in donations-constants.ts).
//
//   POST DONATION_PATHS.publicCreate           publicDonationBodySchema -> 201 {donationId, checkoutUrl}
//   GET  DONATION_PATHS.publicSettings                                  -> donationSettingsSchema
//   GET  DONATION_PATHS.publicStatus(id)       ?key= | ?session=        -> donationStatusSchema
//   GET  DONATION_PATHS.publicPage(sponsorPublicId, studentPublicId)    -> donationPageSchema
//   GET  DONATION_PATHS.myPages                                         -> myDonationPagesSchema
//   PUT  DONATION_PATHS.myPage(studentId)      { text }                 -> myDonationPageSchema
//   POST DONATION_PATHS.manual                 manualDonationBodySchema -> 201 donationSchema
//   GET  DONATION_PATHS.list                   donationListQuerySchema  -> donationPageListSchema
//   GET  DONATION_PATHS.listExport             the same without paging + format -> a file
//   POST DONATION_PATHS.refund(id)                                      -> 202 donationSchema
//   GET  DONATION_PATHS.summary                donationSummaryQuerySchema -> donationSummarySchema
//   GET  DONATION_PATHS.summaryExport          the same + format        -> a file
//   GET  DONATION_PATHS.textReviews            textReviewQuerySchema    -> textReviewPageSchema
//   POST DONATION_PATHS.textReviewApprove(kind, id) { revision }        -> textReviewDecisionSchema
//   POST DONATION_PATHS.textReviewReject(kind, id)  { revision }        -> textReviewDecisionSchema
// (the pages' schemas are in donation-pages.ts, the review's in donation-text-review.ts).
//
// Who (PRODUCT.md): anyone gives, reads the settings and a sponsor's page (first names only,
// never contact data; the page is addressed by public ids, and what the sponsor and donors wrote
// shows only once the safeguarding screening found nothing or a coordinator approved it). A sponsor (area `donations`, own) reads and writes the pages of their
// current students and lists (and exports) the gifts credited to them (first name, message,
// amount, date only). Coordinators (area `donations`) list the gifts in their scope (an admin:
// gifts whose school or village is theirs; anything else 404); super and global admins also
// refund (anyone else: 403 from the table, or 404 for a sponsor). Manual gifts (area
// `manualDonations`): an admin must credit the gift to a page in their scope; super and global
// admins may also record a gift to the programme without a page. The total report (area
// `donationsSummary`) is for super and global admins.
//
// The donor's way back from the hosted checkout: the provider sends the payer to
//   {publicUrl}/donations/donate?donation={id}&key={key}&result=paid|cancelled
// or, for a sponsor's page (public ids),
//   {publicUrl}/donations/mypage/{sponsor}/{student}?donation={id}&key={key}&result=paid|cancelled
// `result` is only where the payer came back from; the page asks `publicStatus` with `key` for
// what really happened (a payment is confirmed only by the provider's signed webhook, so right
// after paying the status may still be `pending` for a moment: poll a few seconds).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { emailField, idParam, nameField, optionalText } from './common';
import { publicIdField } from './donation-pages';
import {
  DONATION_MEMO_MAX_LENGTH,
  DONATION_MESSAGE_MAX_LENGTH,
  DONATION_METHOD_FILTERS,
  DONATION_METHODS,
  DONATION_SORT_FIELDS,
  DONATION_STATUSES,
  DONOR_MESSAGE_REVIEWS,
  MANUAL_DONATION_METHODS,
} from './donations-constants';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';

const invalid = fieldMessage('validation.invalidValue');
const invalidNumber = fieldMessage('validation.invalidNumber');
const invalidDate = fieldMessage('validation.invalidDate');

/**
 * An amount in cents: a whole number. The configured minimum and maximum (which change without
 * a new build) are checked by the server: 422 DONATION_AMOUNT_TOO_LOW / _TOO_HIGH with
 * `params.num` in whole units ("Min amount allowed: $ 5").
 */
const amountCentsField = z
  .number({
    error: (issue) =>
      issue.input === undefined ? fieldMessage('validation.required') : invalidNumber,
  })
  .int({ error: invalidNumber });

/** An optional id in a JSON body (strings are not converted). */
const optionalBodyId = z
  .number({ error: invalid })
  .int({ error: invalid })
  .positive({ error: invalid })
  .max(2_147_483_647, { error: invalid })
  .optional();

const messageField = optionalText(DONATION_MESSAGE_MAX_LENGTH).default('');
const memoField = optionalText(DONATION_MEMO_MAX_LENGTH).default('');

/** sponsorId and studentId come together (a sponsor's page) or not at all (the programme). */
function bothOrNeither(value: { sponsorId?: number | undefined; studentId?: number | undefined }) {
  return (value.sponsorId === undefined) === (value.studentId === undefined);
}

/** The public page's two ids come together, or not at all. */
function bothPublicIdsOrNeither(value: {
  sponsorPublicId?: string | undefined;
  studentPublicId?: string | undefined;
}) {
  return (value.sponsorPublicId === undefined) === (value.studentPublicId === undefined);
}

/**
 * POST DONATION_PATHS.publicCreate (public, throttled per address: 429 TOO_MANY_DONATION_CHECKOUTS).
 * With sponsorPublicId and studentPublicId (the page's address) the gift is credited to that
 * page: the pairing must be a current sponsorship of the available year (else 404 NOT_FOUND,
 * and unknown ids count against the address: 429 TOO_MANY_DONATION_PAGE_LOOKUPS). The message
 * and the first name are screened: the page shows them only when nothing was found or once a
 * coordinator approved them. The receipt's language is the request's Accept-Language. 503
 * PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached (nothing is charged; try again).
 */
export const publicDonationBodySchema = z
  .object({
    amountCents: amountCentsField,
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    message: messageField,
    memo: memoField,
    sponsorPublicId: publicIdField.optional(),
    studentPublicId: publicIdField.optional(),
  })
  .refine(bothPublicIdsOrNeither, { path: ['studentPublicId'], error: invalid });
export type PublicDonationBody = z.input<typeof publicDonationBodySchema>;

export const donationCheckoutSchema = z.object({
  donationId: z.number().int(),
  /** Where to send the payer: the provider's hosted page (or the portal's test page). */
  checkoutUrl: z.string(),
});
export type DonationCheckout = z.infer<typeof donationCheckoutSchema>;

export const donationSettingsSchema = z.object({
  /** ISO 4217, upper case ("USD"). */
  currency: z.string(),
  minCents: z.number().int(),
  maxCents: z.number().int(),
  /** The amounts offered as buttons. */
  presetsCents: z.array(z.number().int()),
  /** A sponsor's page's goal for the year (36500: 365 dollars). */
  goalCents: z.number().int(),
  /** True with the built-in test provider ("Test mode: no money moves"). */
  testMode: z.boolean(),
});
export type DonationSettings = z.infer<typeof donationSettingsSchema>;

export const donationStatusParamsSchema = z.object({ id: idParam });

/**
 * GET DONATION_PATHS.publicStatus(id): `?key=` (from the return URL) or `?session=` (the
 * provider's checkout session id). A donation id alone tells nothing (ids are guessable): a
 * wrong or missing key answers 404 like an unknown id.
 */
export const donationStatusQuerySchema = z.object({
  key: z.string({ error: invalid }).max(200, { error: invalid }).optional(),
  session: z.string({ error: invalid }).max(500, { error: invalid }).optional(),
});
export type DonationStatusQuery = z.input<typeof donationStatusQuerySchema>;

export const donationStatusSchema = z.object({
  donationId: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Given once confirmed. */
  receiptNumber: z.number().int().nullable(),
});
export type DonationStatusAnswer = z.infer<typeof donationStatusSchema>;

/** `YYYY-MM-DD`, a real calendar day from 2000 on, not in the future (checked by the server). */
const paidOnField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? fieldMessage('validation.required') : invalidDate,
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalidDate })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().slice(0, 10) === value &&
        value >= '2000-01-01'
      );
    },
    { error: invalidDate },
  );

/** An optional e-mail: empty means none (then no receipt is e-mailed). */
const optionalEmailField = z
  .union([z.literal(''), emailField], { error: fieldMessage('validation.invalidEmail') })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * POST DONATION_PATHS.manual (area `manualDonations`): a cash or cheque gift, confirmed at once
 * with a receipt number; the receipt is e-mailed when an e-mail is given, in `language` (default:
 * the request's language). `amountCents` > 0 and at most MANUAL_DONATION_MAX_CENTS (422
 * DONATION_AMOUNT_TOO_LOW / _TOO_HIGH). A date in the future: 422 (validation.futureDate).
 * Credited (sponsorId + studentId): the pairing must have existed in the year of `paidOn` and, for
 * an admin, be in their scope (else 404). Without a page: super and global admins only (an admin
 * gets 403).
 */
export const manualDonationBodySchema = z
  .object({
    amountCents: amountCentsField,
    method: z.enum(MANUAL_DONATION_METHODS, { error: invalid }),
    paidOn: paidOnField,
    firstName: nameField,
    lastName: nameField,
    email: optionalEmailField,
    language: z.enum(LANGUAGES, { error: invalid }).optional(),
    message: messageField,
    memo: memoField,
    sponsorId: optionalBodyId,
    studentId: optionalBodyId,
  })
  .refine(bothOrNeither, { path: ['studentId'], error: invalid });
export type ManualDonationBody = z.input<typeof manualDonationBodySchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });
const yearRefSchema = refSchema;

/**
 * A gift as the list shows it. A sponsor sees only the gifts credited to their pages, with the
 * donor's first name, message, amount and date: the fields marked "null for a sponsor" are null,
 * and the first name and message are empty while the safeguarding review holds them (or after a
 * coordinator rejected them).
 */
export const donationSchema = z.object({
  id: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  method: z.enum(DONATION_METHODS),
  amountCents: z.number().int(),
  currency: z.string(),
  firstName: z.string(),
  /** Null for a sponsor. */
  lastName: z.string().nullable(),
  /** Null for a sponsor, and when the donor gave none (manual gifts). */
  email: z.string().nullable(),
  message: z.string(),
  /**
   * The safeguarding review of the message and first name (shown on the page only when `clear`
   * or `approved`); null for a sponsor.
   */
  messageReview: z.enum(DONOR_MESSAGE_REVIEWS).nullable(),
  /** Null for a sponsor. */
  memo: z.string().nullable(),
  /** ISO 8601: when the money was given (null while pending or once cancelled unpaid). */
  paidAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  /** Null for a sponsor, and before confirmation. */
  receiptNumber: z.number().int().nullable(),
  /** The provider's payment id; null for a sponsor and for manual gifts. */
  transactionId: z.string().nullable(),
  feeCents: z.number().int().nullable(),
  /** The page the gift is credited to (null: the programme). */
  sponsor: refSchema.nullable(),
  /** The student's first name for a sponsor, full name for coordinators. */
  student: refSchema.nullable(),
  school: refSchema.nullable(),
  village: refSchema.nullable(),
  year: refSchema.nullable(),
  /** Whether the caller may refund it now (super/global admin, confirmed online gift). */
  canRefund: z.boolean(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donationPageListSchema = pageSchema(donationSchema);
export type DonationPageList = z.infer<typeof donationPageListSchema>;

/**
 * GET DONATION_PATHS.list: `?periodId=&schoolId=&sponsorId=&studentId=&method=online|manual
 * &status=&q=&page=&pageSize=&cursor=&sort=&order=`. Without `status`: confirmed and refunded
 * gifts. Without `periodId`: every year. `q` matches the donor's name. A student gets 403.
 */
export const donationListQuerySchema = listQuerySchema(DONATION_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
  sponsorId: idFilter,
  studentId: idFilter,
  method: z.enum(DONATION_METHOD_FILTERS, { error: invalid }).optional(),
  status: z.enum(DONATION_STATUSES, { error: invalid }).optional(),
});
export type DonationListQuery = z.input<typeof donationListQuerySchema>;

/**
 * GET DONATION_PATHS.listExport: the list's rows as CSV or Excel (a sponsor's file holds only
 * what their list shows).
 */
export const donationExportQuerySchema = donationListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type DonationExportQuery = z.input<typeof donationExportQuerySchema>;

export const donationRefundParamsSchema = z.object({ id: idParam });

/** GET DONATION_PATHS.summary: `?periodId=&schoolId=`; without `periodId`: the available year. */
export const donationSummaryQuerySchema = z.object({
  periodId: idFilter,
  schoolId: idFilter,
});
export type DonationSummaryQuery = z.input<typeof donationSummaryQuerySchema>;

export const donationSummaryExportQuerySchema = donationSummaryQuerySchema.extend({
  format: exportFormatSchema,
});
export type DonationSummaryExportQuery = z.input<typeof donationSummaryExportQuerySchema>;

export const donationTotalSchema = z.object({
  count: z.number().int(),
  amountCents: z.number().int(),
});
export type DonationTotal = z.infer<typeof donationTotalSchema>;

/** A row of a summary group; `id` and `name` null for "the programme" (gifts without a page). */
export const donationSummaryRowSchema = donationTotalSchema.extend({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
});
export type DonationSummaryRow = z.infer<typeof donationSummaryRowSchema>;

/**
 * Confirmed gifts only (refunded ones are not counted). `byYear` spans every year (with the
 * school filter); the other groups and `total` are for the chosen year. Rows by amount, largest
 * first.
 */
export const donationSummarySchema = z.object({
  /** The chosen year, or null when none is available. */
  year: yearRefSchema.nullable(),
  currency: z.string(),
  total: donationTotalSchema,
  byYear: z.array(donationSummaryRowSchema),
  bySchool: z.array(donationSummaryRowSchema),
  bySponsor: z.array(donationSummaryRowSchema),
  byStudent: z.array(donationSummaryRowSchema),
});
export type DonationSummary = z.infer<typeof donationSummarySchema>;
