// Sponsors: the plain values the screens and the schemas share (relationships, sorts, limits).
// Kept apart from the schemas (sponsors.ts) so that a screen that only lists sponsors needs no
// validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../constants';

export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const ZIP_CODE_MAX_LENGTH = 20;
export const STATE_NAME_MAX_LENGTH = 100;
/** A sponsor lists at most this many parents or guardians. */
export const MAX_PARENTS_PER_SPONSOR = 4;
/** Below this age a sponsor is a minor: a parent signs the parent agreement. */
export const ADULT_AGE = 18;

/** Stable codes; the web translates them (e.g. `sponsors.relationship.mother`). */
export const PARENT_RELATIONSHIPS = ['mother', 'father', 'guardian', 'other'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];

/** The fields a sponsor may change on their own record; the rest is the coordinators'. */
export const OWN_SPONSOR_FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** The sponsors list's `joined` filter: records created since the available year's first day. */
export const SPONSOR_JOINED_FILTERS = ['thisYear'] as const;
/** The sponsors list's `parents` filter: sponsors with a parent contact waiting to be confirmed. */
export const SPONSOR_PARENTS_FILTERS = ['unconfirmed'] as const;

export const SPONSOR_SORT_FIELDS = ['lastName', 'firstName', 'schoolName', 'createdAt'] as const;
export type SponsorSortField = (typeof SPONSOR_SORT_FIELDS)[number];

/** Text limits the forms show; the same numbers the schemas enforce. */
export const SPONSOR_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  zipCode: ZIP_CODE_MAX_LENGTH,
  state: STATE_NAME_MAX_LENGTH,
} as const;

/** The sponsors' API paths (sponsors-endpoints.ts). */
export const SPONSOR_PATHS = {
  sponsors: '/edrocks/api/sponsors',
  sponsorsExport: '/edrocks/api/sponsors/export',
  /** The signed-in sponsor's own record. */
  sponsorsMe: '/edrocks/api/sponsors/me',
  /** The signed-in student's sponsors (first name and photo). */
  mySponsors: '/edrocks/api/sponsors/my-sponsors',
  sponsor: '/edrocks/api/sponsors/:id',
  sponsorDeactivate: '/edrocks/api/sponsors/:id/deactivate',
  sponsorActivate: '/edrocks/api/sponsors/:id/activate',
  /** PUT (multipart, field `file`, JPEG) or DELETE a sponsor's photo. */
  sponsorPhoto: '/edrocks/api/sponsors/:id/photo',
  sponsorParents: '/edrocks/api/sponsors/:id/parents',
  sponsorParent: '/edrocks/api/sponsors/:id/parents/:parentId',
  /** A coordinator confirms a parent contact (decision 030). */
  sponsorParentConfirm: '/edrocks/api/sponsors/:id/parents/:parentId/confirm',
} as const;
