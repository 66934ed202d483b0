// Donations: the plain values the screens and the schemas share (paths, statuses, methods,
// limits, sorts). Kept apart from the schemas (donations.ts) so that a screen that only lists
// gifts needs no validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).

export const DONATION_PATHS = {
  publicCreate: '/edrocks/public/donations',
  publicSettings: '/edrocks/public/donations/settings',
  publicStatus: '/edrocks/public/donations/:id/status',
  publicPage: '/edrocks/public/donations/pages/:sponsorId/:studentId',
  myPages: '/edrocks/api/donations/my-pages',
  myPage: '/edrocks/api/donations/my-pages/:studentId',
  manual: '/edrocks/api/donations/manual',
  list: '/edrocks/api/donations',
  listExport: '/edrocks/api/donations/export',
  refund: '/edrocks/api/donations/:id/refund',
  summary: '/edrocks/api/donations/summary',
  summaryExport: '/edrocks/api/donations/summary/export',
} as const;

/** The web pages a donor lands on (and a sponsor shares). */
export const DONATION_WEB_PATHS = {
  donate: '/donations/donate',
  /** `/donations/mypage/{sponsorId}/{studentId}` */
  page: (sponsorId: number, studentId: number) => `/donations/mypage/${sponsorId}/${studentId}`,
} as const;

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
