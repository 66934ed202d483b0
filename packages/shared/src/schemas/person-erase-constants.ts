// Erasing a person (issue 50, item 4): the plain values the screens and the schemas share (the
// API paths, the kinds of data the preview counts, the words an erased person's name becomes).
// Kept apart from the schemas (person-erase.ts) so the screens need no validator (decision 028).

/** The erase endpoints' paths (person-erase-endpoints.ts). */
export const PERSON_ERASE_PATHS = {
  /** `{ dryRun }`: the preview (true) or the erasure (false) of a user account and its person. */
  person: '/edrocks/api/people/:userId/erase',
  /** The same for a student record (with or without an account). */
  student: '/edrocks/api/students/:id/erase',
  /** The same for a sponsor record (with or without an account). */
  sponsor: '/edrocks/api/sponsors/:id/erase',
  /**
   * `{ email, dryRun }`: the same for someone without an account (a donor, a ticket buyer, a
   * minor sponsor's parent), found by the e-mail they gave (decision 054). POST, so that the
   * e-mail stays out of addresses and request logs.
   */
  byEmail: '/edrocks/api/people/erase-by-email',
} as const;

/**
 * What happens to each kind of data: `deleted` (gone), `replaced` (kept, the person's name,
 * e-mail and other details replaced by neutral values), `ended` (sponsorships, with the reason
 * `erased`), `kept` (kept unchanged for the other party or for accounting: it holds nothing of
 * the person but their id).
 */
export const ERASE_OUTCOMES = ['deleted', 'replaced', 'ended', 'kept'] as const;
export type EraseOutcome = (typeof ERASE_OUTCOMES)[number];

/** The kinds of data the preview counts, in the order it lists them. */
export const ERASE_ITEM_KINDS = [
  'account',
  'sponsorRecord',
  'studentRecord',
  'parents',
  'sponsorsOfParents',
  'boardMember',
  'sessions',
  'refreshTokens',
  'passwordResetTokens',
  'pushSubscriptions',
  'signInSources',
  'files',
  'guardianAuthorisation',
  'agreementSignatures',
  'parentAgreementLinks',
  'sponsorships',
  'letters',
  'donationsGiven',
  'donationsReceived',
  'donationPages',
  'eventOrders',
  'payments',
  'mailMessages',
  'mailAddresses',
  'signInCounters',
  'dataRequests',
  'auditEntries',
] as const;
export type EraseItemKind = (typeof ERASE_ITEM_KINDS)[number];

/**
 * What an erased person's name becomes, in both languages at once: the records are kept for the
 * other party (a student's letters, the books), who may read either language, and the name is
 * read in many places (lists, letters, PDFs, exports) that show what is stored (decision 052).
 */
export const ERASED_NAMES = {
  sponsor: { firstName: 'A former sponsor', lastName: '(un antiguo patrocinador)' },
  student: { firstName: 'A former student', lastName: '(un antiguo estudiante)' },
  user: { firstName: 'A former user', lastName: '(un antiguo usuario)' },
  donor: { firstName: 'A former donor', lastName: '(un antiguo donante)' },
  parent: { firstName: 'A former parent', lastName: '(un antiguo acudiente)' },
  buyer: { firstName: 'A former buyer', lastName: '(un antiguo comprador)' },
  /** Someone erased by e-mail, where no role names them (a data request, decision 054). */
  contact: { firstName: 'A former contact', lastName: '(un antiguo contacto)' },
} as const;

/** The domain of the placeholders that replace an erased person's e-mails (never deliverable). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** What an erased value reads as in the audit log's old entries about the person's records. */
export const ERASED_AUDIT_VALUE = '(erased)';

/** The sentence the super admin types to confirm an erasure (in the screen's language). */
export const ERASE_CONFIRMATION_WORD = 'ERASE';
