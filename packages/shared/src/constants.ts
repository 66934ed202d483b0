// Business constants of the programme (seed, point 9). Both the server and the web read them here.

export const LANGUAGES = ['en-US', 'es-CO'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Words an area keeps itself, in every language (its refusals, its export's file name): a
 * language left out is a type error.
 */
export type LocalizedText = Readonly<Record<Language, string>>;
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const PASSWORD_MIN_LENGTH = 8;
/** Longest password we hash; longer bodies are refused before any work is done. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 40;

export const MAX_SPONSORS_PER_STUDENT = 3;
export const LETTERS_PER_SPONSORSHIP = 4;
export const KICKOFF_MEETINGS = 2;
export const REGULAR_MEETINGS = 7;
export const FINAL_MEETINGS = 1;
export const MEETINGS_PER_YEAR = KICKOFF_MEETINGS + REGULAR_MEETINGS + FINAL_MEETINGS;

/** Yearly fundraising goal per sponsored student, in dollars. */
export const DONATION_GOAL_DOLLARS = 365;
export const DONATION_GOAL_CENTS = DONATION_GOAL_DOLLARS * 100;

export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'pdf', 'mp4'] as const;

/** The client checks the session every 5 minutes and refreshes when under 15 minutes remain. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_THRESHOLD_MS = 15 * 60 * 1000;
/**
 * The random id a browser keeps for itself (localStorage) and sends when it signs in, refreshes
 * its session, signs up or signs a parent agreement: a parent's signature from the device a
 * minor sponsor signs in on goes to a coordinator first (decision 030). URL-safe characters.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const NOTIFY_ERROR_MS = 5000;
export const NOTIFY_SUCCESS_MS = 3000;

/** Default page size of every list endpoint, and the most a client may ask for. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_MAX_LENGTH = 100;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where a page starts: an opaque token from a previous answer, or the end of the list. */
export const LAST_PAGE_CURSOR = 'end';
export const CURSOR_MAX_LENGTH = 1024;

/** Above this many rows, a total that would need a full count is answered as "more than". */
export const EXACT_TOTAL_LIMIT = 10_000;
/**
 * The same for a free-text search over a list that may be huge: counting matches costs the
 * rows walked to find them, so a search stops sooner ("1-50 of more than 500").
 */
export const SEARCH_TOTAL_LIMIT = 500;
export const TOTAL_KINDS = ['exact', 'atLeast'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];
