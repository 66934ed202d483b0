// Exporting a person (a copy of everything the portal holds about them, as a ZIP): the API
// paths and the plain values the screens share. Kept apart from the contracts so that a screen
// needs no validator to know them (decision 028).

/** The person export's API paths (person-export-endpoints.ts). */
export const PERSON_EXPORT_PATHS = {
  /** The super admin: any user account's person (sponsor, student, coordinator). */
  person: '/edrocks/api/people/:userId/export',
  /** Every signed-in person: their own data, as they may see it. */
  me: '/edrocks/api/me/export',
  /** The super admin: a student's record that has no account. */
  student: '/edrocks/api/students/:id/export',
  /** The super admin: a sponsor's record that has no account. */
  sponsor: '/edrocks/api/sponsors/:id/export',
  /**
   * The super admin, `{ email }`: someone without an account (a donor, a ticket buyer, a parent),
   * by the e-mail they gave (decision 054). POST, so that the e-mail stays out of addresses and
   * request logs.
   */
  byEmail: '/edrocks/api/people/export-by-email',
} as const;

/** Own exports allowed per person and window (the database-backed throttle). */
export const PERSON_EXPORT_SELF_LIMIT = { perWindow: 5, windowMs: 60 * 60 * 1000 } as const;
