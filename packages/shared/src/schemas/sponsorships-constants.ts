// Sponsorship: the plain values the screens and the schemas share (hold length, end reasons,
// sorts, the age filter's limit). Kept apart from the schemas (sponsorships.ts) so that a screen
// that only lists sponsorships needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

/** How long a sponsor's hold on a student lasts; an expired hold simply stops counting. */
export const SPONSORSHIP_HOLD_MINUTES = 30;

/** Why a coordinator ends a sponsorship (DELETE SPONSORSHIP_PATHS.sponsorship's `reason`). */
export const COORDINATOR_END_REASONS = ['unpaired', 'declined', 'studentLeft'] as const;
/**
 * Why a sponsorship ended: every ending records one; `lapsed` is the new year's (year-cycle),
 * `erased` a sponsor's or student's erasure (person-erase).
 */
export const SPONSORSHIP_END_REASONS = [...COORDINATOR_END_REASONS, 'lapsed', 'erased'] as const;
export type SponsorshipEndReason = (typeof SPONSORSHIP_END_REASONS)[number];

/** Sorts of the sponsorships list. */
export const SPONSORSHIP_SORT_FIELDS = ['startedAt', 'student', 'sponsor'] as const;
export type SponsorshipSortField = (typeof SPONSORSHIP_SORT_FIELDS)[number];

/** Highest age the sponsorable students' `ageMin` / `ageMax` filters accept. */
export const SPONSORABLE_AGE_MAX = 30;

/** Sorts of the coordinators' list of students with fewer than 3 sponsors. */
export const OPEN_STUDENT_SORT_FIELDS = ['student', 'grade'] as const;
export type OpenStudentSortField = (typeof OPEN_STUDENT_SORT_FIELDS)[number];

/** Sorts of the coordinators' list of sponsors without a student. */
export const UNPAIRED_SPONSOR_SORT_FIELDS = ['sponsor', 'since'] as const;
export type UnpairedSponsorSortField = (typeof UNPAIRED_SPONSOR_SORT_FIELDS)[number];

/** Longest note a coordinator leaves when pausing a sponsorship's letters. */
export const LETTERS_PAUSE_NOTE_MAX_LENGTH = 2_000;

/** The sponsorship's API paths (sponsorships-endpoints.ts). */
export const SPONSORSHIP_PATHS = {
  sponsorships: '/edrocks/api/sponsorships',
  sponsorshipsExport: '/edrocks/api/sponsorships/export',
  sponsorship: '/edrocks/api/sponsorships/:id',
  /** Pausing and resuming the letters of one sponsorship (coordinators). */
  sponsorshipLettersPause: '/edrocks/api/sponsorships/:id/letters-pause',
  sponsorableStudents: '/edrocks/api/sponsorships/students',
  sponsorshipHold: '/edrocks/api/sponsorships/hold',
  /** Coordinators: students of a year with fewer than 3 sponsors. */
  sponsorshipOpenStudents: '/edrocks/api/sponsorships/open-students',
  sponsorshipOpenStudentsExport: '/edrocks/api/sponsorships/open-students/export',
  /** Coordinators: active sponsors without a student in a year. */
  sponsorshipUnpairedSponsors: '/edrocks/api/sponsorships/unpaired-sponsors',
  sponsorshipUnpairedSponsorsExport: '/edrocks/api/sponsorships/unpaired-sponsors/export',
  /** Coordinators offer a sponsor another student (POST); sponsor-offers.ts. */
  sponsorshipOffers: '/edrocks/api/sponsorships/offers',
  /** The signed-in sponsor's offers (GET). */
  sponsorshipOffersMine: '/edrocks/api/sponsorships/offers/mine',
  /** The sponsor accepts or declines an offer (POST). */
  sponsorshipOffer: '/edrocks/api/sponsorships/offers/:id',
} as const;

/** An offer of another student to a sponsor: open until answered, withdrawn or expired. */
export const SPONSOR_OFFER_STATES = ['open', 'accepted', 'declined', 'expired'] as const;
export type SponsorOfferState = (typeof SPONSOR_OFFER_STATES)[number];
/** How long an offer waits for the sponsor's answer. */
export const SPONSOR_OFFER_DAYS = 30;
