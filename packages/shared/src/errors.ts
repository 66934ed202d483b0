// Error codes the API answers with. Every error body is `ErrorBody`; the web maps `code`
// (or `messageKey`) to a translated message in one place.
import { z } from 'zod';
import type { MessageKey } from './messages';

export const ERRORS = {
  VALIDATION_ERROR: { status: 400, messageKey: 'errors.validation' },
  _BAD_USERNAME_PASSWORD: { status: 401, messageKey: 'errors.badUsernamePassword' },
  UNAUTHENTICATED: { status: 401, messageKey: 'errors.unauthenticated' },
  INVALID_REFRESH_TOKEN: { status: 401, messageKey: 'errors.invalidRefreshToken' },
  FORBIDDEN: { status: 403, messageKey: 'errors.forbidden' },
  NOT_FOUND: { status: 404, messageKey: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, messageKey: 'errors.routeNotFound' },
  EMAIL_ALREADY_REGISTERED: { status: 409, messageKey: 'errors.emailAlreadyRegistered' },
  LAST_SUPER_ADMIN: { status: 409, messageKey: 'errors.lastSuperAdmin' },
  OWN_ACCOUNT_LOCKOUT: { status: 409, messageKey: 'errors.ownAccountLockout' },
  ROLE_NOT_ALLOWED: { status: 403, messageKey: 'errors.roleNotAllowed' },
  ROLE_NEEDS_RECORD: { status: 400, messageKey: 'errors.roleNeedsRecord' },
  SCOPE_ONLY_FOR_ADMINS: { status: 409, messageKey: 'errors.scopeOnlyForAdmins' },
  USER_INACTIVE: { status: 409, messageKey: 'errors.userInactive' },
  PLACE_NOT_FOUND: { status: 404, messageKey: 'errors.placeNotFound' },
  PLACE_DISABLED: { status: 409, messageKey: 'errors.placeDisabled' },
  STUDENT_EXTERNAL_ID_TAKEN: { status: 409, messageKey: 'errors.studentExternalIdTaken' },
  SPONSOR_ACCOUNT_ALREADY_LINKED: { status: 409, messageKey: 'errors.sponsorAccountAlreadyLinked' },
  /**
   * A sponsor's e-mail (or a student's external id, STUDENT_EXTERNAL_ID_TAKEN) another record
   * holds. The message never says what holds it: that record may be outside an admin's scope.
   */
  SPONSOR_EMAIL_UNAVAILABLE: { status: 409, messageKey: 'errors.sponsorEmailUnavailable' },
  SPONSOR_PARENTS_LIMIT: { status: 409, messageKey: 'errors.sponsorParentsLimit' },
  /**
   * A sponsor's photo reaches their students, so a coordinator sets it after looking at it; the
   * sponsor neither uploads nor removes it themselves.
   */
  SPONSOR_PHOTO_BY_COORDINATOR: { status: 403, messageKey: 'errors.sponsorPhotoByCoordinator' },
  REGISTRATION_CODE_INVALID: { status: 400, messageKey: 'errors.registrationCodeInvalid' },
  /** The phone app is for sponsors: a village's (student's) code is refused there, before any account. */
  REGISTRATION_CODE_SPONSORS_ONLY: {
    status: 400,
    messageKey: 'errors.registrationCodeSponsorsOnly',
  },
  TOO_MANY_SIGNUP_ATTEMPTS: { status: 429, messageKey: 'errors.tooManySignupAttempts' },
  /** Successful sign-ups per address: each places a student hold, so a flood starves sponsorship. */
  TOO_MANY_SIGNUPS: { status: 429, messageKey: 'errors.tooManySignups' },
  TOO_MANY_RECOVERY_REQUESTS: { status: 429, messageKey: 'errors.tooManyRecoveryRequests' },
  TOO_MANY_PASSWORD_CHANGES: { status: 429, messageKey: 'errors.tooManyPasswordChanges' },
  TOO_MANY_PERSON_EXPORTS: { status: 429, messageKey: 'errors.tooManyPersonExports' },
  TOO_MANY_DATA_REQUESTS: { status: 429, messageKey: 'errors.tooManyDataRequests' },
  TOO_MANY_METRICS_TOKENS: { status: 429, messageKey: 'errors.tooManyMetricsTokens' },
  RECOVERY_LINK_INVALID: { status: 400, messageKey: 'errors.recoveryLinkInvalid' },
  WRONG_CURRENT_PASSWORD: { status: 400, messageKey: 'errors.wrongCurrentPassword' },
  /** Import (Tools): the file has rows with problems (or is unusable as a whole); nothing imported. */
  /** Years: another activation won the race (or a second available year was attempted). */
  ALREADY_AVAILABLE_YEAR: { status: 409, messageKey: 'errors.alreadyAvailableYear' },
  PERIOD_NOT_DRAFT: { status: 409, messageKey: 'errors.periodNotDraft' },
  PERIOD_BEFORE_AVAILABLE: { status: 409, messageKey: 'errors.periodBeforeAvailable' },
  PERIOD_OVERLAP: { status: 409, messageKey: 'errors.periodOverlap' },
  PERIOD_NAME_TAKEN: { status: 409, messageKey: 'errors.periodNameTaken' },
  PERIOD_CLOSED: { status: 409, messageKey: 'errors.periodClosed' },
  /** Sponsorship (schemas/sponsorships.ts). */
  STUDENT_FULL: { status: 409, messageKey: 'errors.studentFull' },
  ALREADY_SPONSORED: { status: 409, messageKey: 'errors.alreadySponsored' },
  AGREEMENTS_REQUIRED: { status: 409, messageKey: 'errors.agreementsRequired' },
  NO_AVAILABLE_YEAR: { status: 409, messageKey: 'errors.noAvailableYear' },
  STUDENT_NOT_SPONSORABLE: { status: 409, messageKey: 'errors.studentNotSponsorable' },
  SPONSOR_INACTIVE: { status: 409, messageKey: 'errors.sponsorInactive' },
  SPONSORSHIP_ENDED: { status: 409, messageKey: 'errors.sponsorshipEnded' },
  /** Agreements (schemas/agreements.ts). */
  AGREEMENT_NAME_MISMATCH: { status: 422, messageKey: 'errors.agreementNameMismatch' },
  AGREEMENT_VERSION_OUTDATED: { status: 409, messageKey: 'errors.agreementVersionOutdated' },
  /** A published text never changes, and is published once. */
  AGREEMENT_VERSION_PUBLISHED: { status: 409, messageKey: 'errors.agreementVersionPublished' },
  /** The draft of the next version has a text in this language already (edit that one). */
  AGREEMENT_DRAFT_EXISTS: { status: 409, messageKey: 'errors.agreementDraftExists' },
  /** The parent agreement (schemas/parent-agreements.ts). */
  AGREEMENT_LINK_NOT_FOUND: { status: 404, messageKey: 'errors.agreementLinkNotFound' },
  AGREEMENT_LINK_USED: { status: 410, messageKey: 'errors.agreementLinkUsed' },
  AGREEMENT_LINK_EXPIRED: { status: 410, messageKey: 'errors.agreementLinkExpired' },
  TOO_MANY_AGREEMENT_LINK_ATTEMPTS: {
    status: 429,
    messageKey: 'errors.tooManyAgreementLinkAttempts',
  },
  /** E-mail: unknown unsubscribe links tried from one address (schemas/email-settings.ts). */
  TOO_MANY_UNSUBSCRIBE_ATTEMPTS: { status: 429, messageKey: 'errors.tooManyUnsubscribeAttempts' },
  PARENT_AGREEMENT_SIGNED: { status: 409, messageKey: 'errors.parentAgreementSigned' },
  PARENT_AGREEMENT_NO_TEXT: { status: 409, messageKey: 'errors.parentAgreementNoText' },
  /** A minor's consent (decision 030): confirmed contacts, signatures a coordinator checks. */
  PARENT_CONTACT_NOT_CONFIRMED: { status: 409, messageKey: 'errors.parentContactNotConfirmed' },
  PARENT_CONTACT_CHANGED: { status: 409, messageKey: 'errors.parentContactChanged' },
  PARENT_EMAIL_IS_SPONSORS: { status: 409, messageKey: 'errors.parentEmailIsSponsors' },
  PARENT_SIGNATURE_TO_CHECK: { status: 409, messageKey: 'errors.parentSignatureToCheck' },
  PARENT_SIGNATURE_ALREADY_CHECKED: {
    status: 409,
    messageKey: 'errors.parentSignatureAlreadyChecked',
  },
  /** Letters (schemas/letters.ts). */
  LETTER_FIELDS_REQUIRED: { status: 422, messageKey: 'validation.fillAllFields' },
  LETTER_NOT_EDITABLE: { status: 409, messageKey: 'errors.letterNotEditable' },
  LETTER_CLAIMED: { status: 409, messageKey: 'errors.letterClaimed' },
  LETTER_NOT_WAITING: { status: 409, messageKey: 'errors.letterNotWaiting' },
  LETTER_TRANSLATION_MISSING: { status: 409, messageKey: 'errors.letterTranslationMissing' },
  LETTER_ATTACHMENT_UNAVAILABLE: { status: 409, messageKey: 'errors.letterAttachmentUnavailable' },
  /** The writer (or their account) is deactivated: they neither save nor send (contact a coordinator). */
  LETTER_WRITER_INACTIVE: { status: 409, messageKey: 'errors.letterWriterInactive' },
  /** A coordinator's delivery of a letter whose writer is deactivated (returning it is allowed). */
  LETTER_WRITER_DEACTIVATED: { status: 409, messageKey: 'errors.letterWriterDeactivated' },
  /** A coordinator's delivery while the sponsorship's letters are paused. */
  LETTER_PAUSED: { status: 409, messageKey: 'errors.letterPaused' },
  /** A coordinator's delivery before the reader's language is known. */
  LETTER_READER_LANGUAGE_UNKNOWN: {
    status: 409,
    messageKey: 'errors.letterReaderLanguageUnknown',
  },
  /** The leadership curriculum (schemas/meetings.ts, schemas/assessments.ts). */
  ATTENDANCE_CODE_INVALID: { status: 422, messageKey: 'errors.attendanceCodeInvalid' },
  /** The right code again (or after a mark by hand): not a guess, and nothing to record. */
  ATTENDANCE_ALREADY_RECORDED: { status: 409, messageKey: 'errors.attendanceAlreadyRecorded' },
  TOO_MANY_ATTENDANCE_CODES: { status: 429, messageKey: 'errors.tooManyAttendanceCodes' },
  /** Donations and event tickets (schemas/payments.ts, donations.ts, events.ts). */
  DONATION_AMOUNT_TOO_LOW: { status: 422, messageKey: 'validation.minAmount' },
  DONATION_AMOUNT_TOO_HIGH: { status: 422, messageKey: 'validation.maxAmount' },
  SOLD_OUT: { status: 409, messageKey: 'errors.soldOut' },
  /**
   * No seat left now only because unpaid checkouts hold them (params.num: the seats held;
   * retryAfterSeconds: when the first hold ends): seats not paid for come back.
   */
  SEATS_BEING_PAID: { status: 409, messageKey: 'errors.seatsBeingPaid' },
  /** Too many unpaid orders of this event from this address or e-mail (retryAfterSeconds). */
  UNPAID_ORDERS_LIMIT: { status: 409, messageKey: 'errors.unpaidOrdersLimit' },
  SALES_CLOSED: { status: 409, messageKey: 'errors.salesClosed' },
  EVENT_SLUG_TAKEN: { status: 409, messageKey: 'errors.eventSlugTaken' },
  /** A webhook whose signature is missing, wrong or too old: nothing is changed. */
  WEBHOOK_SIGNATURE_INVALID: { status: 400, messageKey: 'errors.webhookSignatureInvalid' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, messageKey: 'errors.paymentProviderUnavailable' },
  /** The test provider's checkout page: paid, cancelled or expired already. */
  CHECKOUT_CLOSED: { status: 409, messageKey: 'errors.checkoutClosed' },
  NOT_REFUNDABLE: { status: 409, messageKey: 'errors.notRefundable' },
  /** Donation pages looked up by unknown public ids, too many from one address (params.minutes). */
  /** Live holds placed from one address (sponsorship/hold-address-limit.ts). */
  TOO_MANY_HOLDS: { status: 429, messageKey: 'errors.tooManyHolds' },
  TOO_MANY_TICKET_ORDERS: { status: 429, messageKey: 'errors.tooManyTicketOrders' },
  TOO_MANY_DONATION_CHECKOUTS: { status: 429, messageKey: 'errors.tooManyDonationCheckouts' },
  TOO_MANY_DONATION_PAGE_LOOKUPS: {
    status: 429,
    messageKey: 'errors.tooManyDonationPageLookups',
  },
  /** A held page text or donor's message changed or was decided since the list was read. */
  TEXT_REVIEW_CHANGED: { status: 409, messageKey: 'errors.textReviewChanged' },
  TICKET_CODE_INVALID: { status: 422, messageKey: 'errors.ticketCodeInvalid' },
  /** params.checkedInAt (ISO) says when: the screen shows it in the user's zone. */
  TICKET_ALREADY_CHECKED_IN: { status: 409, messageKey: 'errors.ticketAlreadyCheckedIn' },
  TICKET_NOT_VALID: { status: 409, messageKey: 'errors.ticketNotValid' },
  // Events administration (schemas/events.ts).
  TICKET_TYPE_HAS_SALES: { status: 409, messageKey: 'errors.ticketTypeHasSales' },
  /** params.num: the seats already sold or held. */
  EVENT_CAPACITY_BELOW_SEATS: { status: 409, messageKey: 'errors.eventCapacityBelowSeats' },
  EVENT_HAS_SALES: { status: 409, messageKey: 'errors.eventHasSales' },
  IMPORT_INVALID: { status: 400, messageKey: 'errors.importHasProblems' },
  // Uploads answer these two codes with a more precise messageKey: errors.fileTooLarge,
  // errors.fileTypeNotAllowed, errors.fileContentMismatch, errors.imageUnreadable.
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'errors.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'errors.unsupportedMediaType' },
  TOO_MANY_ATTEMPTS: { status: 429, messageKey: 'errors.tooManyAttempts' },
  SERVICE_UNAVAILABLE: { status: 503, messageKey: 'errors.serviceUnavailable' },
  UNDEFINED_ERROR: { status: 500, messageKey: 'errors.undefined' },
} as const satisfies Record<string, { status: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The codes of throttled answers (429): each says its own reason and how long to wait, which the
 * one error handler fills in from the answer's `retryAfterSeconds`.
 */
export type ThrottledErrorCode = {
  [Code in ErrorCode]: (typeof ERRORS)[Code]['status'] extends 429 ? Code : never;
}[ErrorCode];

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  code: z.string(),
  /** Already translated into the request's language (Accept-Language). */
  message: z.string(),
  messageKey: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  /** The values of the message's {{placeholders}}, so a client can word it in its own language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export function isErrorCode(value: string): value is ErrorCode {
  return value in ERRORS;
}
