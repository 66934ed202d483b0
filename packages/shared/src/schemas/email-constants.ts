// E-mail to audiences (campaigns) and the one per-recipient delivery log: the plain values the
// screens and the schemas share, apart from the schemas (email.ts) so that a screen that only
// shows them loads no validator (docs/decisions/028-validator-off-the-first-paint.md).

/**
 * A campaign's life: `draft` while written; `scheduled` until its time; `sending` while its
 * messages go; `paused` (what is not sent waits) until resumed; `finished` only when every
 * message is sent, or failed or bounced for good; `cancelled` (what was not sent never goes).
 */
export const CAMPAIGN_STATES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'finished',
  'cancelled',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Who a campaign goes to: one or more parts, each of one kind (a person in two gets one). */
export const AUDIENCE_KINDS = ['sponsors', 'parents', 'students', 'board', 'list'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** A sponsor audience's "with or without a sponsored student" filter. */
export const SPONSORED_FILTERS = ['with', 'without'] as const;
export type SponsoredFilter = (typeof SPONSORED_FILTERS)[number];

/**
 * Every variable a message may name as `{{name}}`, and the audience kinds that know it. A
 * variable a part of the audience does not know is refused before sending (never an empty hole).
 */
export const EMAIL_VARIABLES = {
  firstName: ['sponsors', 'parents', 'students', 'board', 'list'],
  lastName: ['sponsors', 'parents', 'students', 'board', 'list'],
  /** The sponsor's students' first names ("Ana and Luis"); none: "your student". */
  studentFirstName: ['sponsors'],
  /** The sponsor's school; a parent's: their child's school. */
  school: ['sponsors', 'parents'],
  /** The due date of the sponsor's next letter not yet written this year. */
  letterDue: ['sponsors'],
  /** The minor sponsor whose parent this is. */
  sponsorFirstName: ['parents'],
  /** The student's village. */
  village: ['students'],
} as const satisfies Record<string, readonly AudienceKind[]>;
export type EmailVariable = keyof typeof EMAIL_VARIABLES;
export const EMAIL_VARIABLE_NAMES = Object.keys(EMAIL_VARIABLES) as EmailVariable[];

/** `{{ name }}` in a subject or body; the name is matched against EMAIL_VARIABLES. */
export const EMAIL_VARIABLE_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

export const CAMPAIGN_SUBJECT_MAX_LENGTH = 200;
export const CAMPAIGN_BODY_MAX_LENGTH = 50_000;
export const CAMPAIGN_NAME_MAX_LENGTH = 120;
/** Schools or villages one audience part names. */
export const AUDIENCE_PLACES_MAX = 500;
/** Addresses a pasted or uploaded list holds. */
export const AUDIENCE_LIST_MAX = 20_000;
/** Parts one audience combines. */
export const AUDIENCE_PARTS_MAX = 6;
/** Recipients the audience endpoint shows (to pick one to preview). */
export const AUDIENCE_SAMPLE_MAX = 50;

/**
 * What a message in the delivery log is: a campaign's, or one of the transactional mails (never
 * unsubscribable: recovery, invitations, agreements, receipts, tickets, letter notices, reminders,
 * a returned assessment, recommitment requests).
 */
export const MAIL_KINDS = [
  'campaign',
  'boardReport',
  'recovery',
  'invitation',
  'parentAgreement',
  'receipt',
  'ticket',
  'letterNotice',
  'reminder',
  'assessmentReturned',
  'recommitment',
  'other',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A message's state in the log: `pending` (queued, maybe waiting for a retry), `held` (its
 * campaign is paused), `sent`, `failed` (for good: its tries ran out, or it could not be sent),
 * `bounced` (the mail server refused it for good, a 5xx answer, kept as its error), `skipped`
 * (never queued: the address unsubscribed or bounces), `cancelled` (its campaign was cancelled
 * before it went), `kept` (never sent: a test checkout's receipt, decision 024).
 */
export const MAIL_STATUSES = [
  'pending',
  'held',
  'sent',
  'failed',
  'bounced',
  'skipped',
  'cancelled',
  'kept',
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Why a campaign's recipient was skipped. */
export const SKIP_REASONS = ['unsubscribed', 'bouncing'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** An address's mark in the suppression list. */
export const ADDRESS_MARKS = ['unsubscribed', 'bouncing'] as const;
export type AddressMark = (typeof ADDRESS_MARKS)[number];

export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'subject', 'state'] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
export const DELIVERY_SORT_FIELDS = ['createdAt', 'to', 'status'] as const;
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];
export const ADDRESS_SORT_FIELDS = ['email', 'markedAt'] as const;
export type AddressSortField = (typeof ADDRESS_SORT_FIELDS)[number];

export const BOARD_MEMBER_NAME_MAX_LENGTH = 100;
export const TEMPLATE_NAME_MAX_LENGTH = 120;
/** The monthly board report goes on this day of the month (28 at most: every month has it). */
export const BOARD_REPORT_DAY_MAX = 28;

/** The e-mail area's API paths (email-endpoints.ts). */
export const EMAIL_PATHS = {
  /** GET: campaigns, paged; POST: a new draft `{ audience, subject, body }`. */
  campaigns: '/edrocks/api/email/campaigns',
  /** GET: one campaign with its counts; PUT: edit a draft; DELETE: drop a draft. */
  campaign: '/edrocks/api/email/campaigns/:id',
  /** POST `{ scheduledAt? }`: send now (202) or at a time. */
  campaignSend: '/edrocks/api/email/campaigns/:id/send',
  campaignPause: '/edrocks/api/email/campaigns/:id/pause',
  campaignResume: '/edrocks/api/email/campaigns/:id/resume',
  /** POST: what is not sent yet never goes. */
  campaignCancel: '/edrocks/api/email/campaigns/:id/cancel',
  /** GET: the campaign's per-recipient log, paged. */
  campaignMessages: '/edrocks/api/email/campaigns/:id/messages',
  /** POST `{ audience, q? }`: how many it reaches, who is left out, and some of them. */
  audience: '/edrocks/api/email/audience',
  /** POST `{ audience, subject, body, recipient? }`: the exact message one recipient gets. */
  preview: '/edrocks/api/email/preview',
  /** GET: every message (campaigns' and transactional), per person with `?address=`. */
  deliveries: '/edrocks/api/email/deliveries',
  /** GET: unsubscribed and bouncing addresses. */
  addresses: '/edrocks/api/email/addresses',
  /** POST `{ email }`: clears an address's bouncing mark. */
  addressClearBounce: '/edrocks/api/email/addresses/clear-bounce',
  /** GET, POST: saved messages. */
  templates: '/edrocks/api/email/templates',
  /** PUT, DELETE. */
  template: '/edrocks/api/email/templates/:id',
  /** GET, POST: the board members (no account; the super admin keeps them). */
  boardMembers: '/edrocks/api/email/board-members',
  /** PUT, DELETE. */
  boardMember: '/edrocks/api/email/board-members/:id',
  /** GET, PUT: the monthly programme report's settings. */
  boardReport: '/edrocks/api/email/board-report',
  /** POST: sends the programme report to the board now (202, its campaign). */
  boardReportSend: '/edrocks/api/email/board-report/send',
  /** GET: what an unsubscribe link is for; POST: unsubscribes (RFC 8058 one-click). Public. */
  unsubscribe: '/edrocks/api/email/unsubscribe/:token',
} as const;

/** The public page an unsubscribe link in a message's footer opens (the web app's). */
export const UNSUBSCRIBE_PAGE_PATH = '/edrocks/unsubscribe';
