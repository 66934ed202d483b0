// Donations: the plain values the screens and the schemas share (paths, statuses, methods,
// limits, sorts). Kept apart from the schemas (donations.ts) so that a screen that only lists
// gifts needs no validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).

export const DONATION_PATHS = {
  publicCreate: '/edrocks/public/donations',
  publicSettings: '/edrocks/public/donations/settings',
  publicStatus: '/edrocks/public/donations/:id/status',
  publicPage: '/edrocks/public/donations/pages/:sponsorPublicId/:studentPublicId',
  myPages: '/edrocks/api/donations/my-pages',
  myPage: '/edrocks/api/donations/my-pages/:studentId',
  manual: '/edrocks/api/donations/manual',
  list: '/edrocks/api/donations',
  listExport: '/edrocks/api/donations/export',
  refund: '/edrocks/api/donations/:id/refund',
  summary: '/edrocks/api/donations/summary',
  summaryExport: '/edrocks/api/donations/summary/export',
  textReviews: '/edrocks/api/donations/review',
  textReviewApprove: '/edrocks/api/donations/review/:kind/:id/approve',
  textReviewReject: '/edrocks/api/donations/review/:kind/:id/reject',
} as const;

/** The web pages a donor lands on (and a sponsor shares). */
export const DONATION_WEB_PATHS = {
  donate: '/donations/donate',
  /**
   * `/donations/mypage/{sponsor}/{student}` with the sponsor's and the student's public ids
   * (random, never the database ids: a page's address cannot be guessed from another's).
   */
  page: (sponsorPublicId: string, studentPublicId: string) =>
    `/donations/mypage/${encodeURIComponent(sponsorPublicId)}/${encodeURIComponent(studentPublicId)}`,
} as const;

/**
 * A public id (sponsors' and students' `public_id`: 22 base64url characters from the database).
 * Anything longer, or with other characters, is malformed (400); an unknown one is 404.
 */
export const PUBLIC_ID_MAX_LENGTH = 64;
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The texts the safeguarding screening may hold for a coordinator: a sponsor's page text and a
 * donor's message (with the first name shown beside it).
 */
export const TEXT_REVIEW_KINDS = ['pageText', 'donorMessage'] as const;
export type TextReviewKind = (typeof TEXT_REVIEW_KINDS)[number];
/** The review list's order: oldest first by default. */
export const TEXT_REVIEW_SORT_FIELDS = ['submittedAt'] as const;

/**
 * Where a sponsor's page text stands: shown on the page (`published`, also when empty), held for
 * a coordinator (`waiting`: the page keeps showing the previous approved text), or `rejected`
 * (never shown; the sponsor may write it again).
 */
/**
 * The safeguarding review of a donor's message and first name: `held` until screened, and after
 * the screening found something until a coordinator decides; `clear` when it found nothing. The
 * page and the sponsor show them only when `clear` or `approved`.
 */
export const DONOR_MESSAGE_REVIEWS = ['held', 'clear', 'approved', 'rejected'] as const;
export type DonorMessageReview = (typeof DONOR_MESSAGE_REVIEWS)[number];
/** The reviews under which a page and its sponsor show a donor's message and first name. */
export const DONOR_MESSAGE_REVIEWS_SHOWN = [
  'clear',
  'approved',
] as const satisfies readonly DonorMessageReview[];

export const PAGE_TEXT_STATES = ['published', 'waiting', 'rejected'] as const;
export type PageTextState = (typeof PAGE_TEXT_STATES)[number];

export const DONATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
export const DONATION_METHODS = ['online', 'cash', 'cheque'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
export const MANUAL_DONATION_METHODS = ['cash', 'cheque'] as const;
export type ManualDonationMethod = (typeof MANUAL_DONATION_METHODS)[number];
/** The list's method filter: online, or manual (cash and cheque). */
export const DONATION_METHOD_FILTERS = ['online', 'manual'] as const;

export const DONATION_MESSAGE_MAX_LENGTH = 500;
export const DONATION_MEMO_MAX_LENGTH = 200;
export const DONATION_PAGE_TEXT_MAX_LENGTH = 1000;
/** Manual gifts are not bound by the online minimum, but a typo of a few zeros is refused. */
export const MANUAL_DONATION_MAX_CENTS = 10_000_000;
/** How many donors' messages a page shows (the newest first). */
export const DONATION_PAGE_MESSAGES_MAX = 50;

/** `date`: when given (paidAt, or createdAt while pending); `donor`: last then first name. */
export const DONATION_SORT_FIELDS = ['date', 'amount', 'donor'] as const;
export type DonationSortField = (typeof DONATION_SORT_FIELDS)[number];
