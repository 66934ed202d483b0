// Sponsors and their parents or guardians (seed, point 3: Sponsor and Parent; screens
// `/edrocks/sponsors`, `/edrocks/sponsors/{id}/details`, sponsor profile): the bodies the web
// sends and the shapes the API answers. Every path is in api-paths.ts (API.*); the endpoints
// are in sponsors-endpoints.ts, the plain values (relationships, sorts, limits) in
// sponsors-constants.ts.
//
//   GET    SPONSOR_PATHS.sponsors                  sponsorListQuerySchema         -> sponsorPageSchema
//   GET    SPONSOR_PATHS.sponsorsExport            sponsorExportQuerySchema       -> CSV or XLSX file
//   GET    SPONSOR_PATHS.sponsorsMe                (the signed-in sponsor)        -> sponsorDetailsSchema
//   GET    SPONSOR_PATHS.mySponsors                (the signed-in student)        -> sponsorCardListSchema
//   GET    SPONSOR_PATHS.sponsor (:id)                                            -> sponsorDetailsSchema
//   POST   SPONSOR_PATHS.sponsors                  createSponsorBodySchema        -> 201 sponsorDetailsSchema
//   PATCH  SPONSOR_PATHS.sponsor (:id)             updateSponsorBodySchema        -> sponsorDetailsSchema
//   POST   SPONSOR_PATHS.sponsorDeactivate / SPONSOR_PATHS.sponsorActivate (:id)            -> sponsorDetailsSchema
//   PUT    SPONSOR_PATHS.sponsorPhoto (:id)        multipart, field `file`, JPEG  -> sponsorDetailsSchema
//   DELETE SPONSOR_PATHS.sponsorPhoto (:id)                                       -> sponsorDetailsSchema
//   GET    SPONSOR_PATHS.sponsorParents (:id)                                     -> sponsorParentListSchema
//   POST   SPONSOR_PATHS.sponsorParents (:id)      createSponsorParentBodySchema  -> 201 sponsorParentSchema
//   PATCH  SPONSOR_PATHS.sponsorParent (:id, :parentId) updateSponsorParentBodySchema -> sponsorParentSchema
//   DELETE SPONSOR_PATHS.sponsorParent (:id, :parentId)                           -> 204
//   POST   SPONSOR_PATHS.sponsorParentConfirm (:id, :parentId) confirmSponsorParentBodySchema
//                                                                         -> sponsorParentSchema
//
// Who sees what (PRODUCT.md, Permissions; enforced by the server):
// - super and global admins: every sponsor; admins: the sponsors of their assigned schools
//   (any other id answers 404 NOT_FOUND).
// - a sponsor: only their own record (list, export and details show just it; SPONSOR_PATHS.sponsorsMe
//   finds it); they may change OWN_SPONSOR_FIELDS, their photo and their parents (anything
//   else: 403 FORBIDDEN); creating and (de)activating are for coordinators (403).
// - a student: only the first name and photo of their own sponsors (SPONSOR_PATHS.mySponsors); every
//   sponsor record is 404 to them, and every write 403.
// Parent contact data is never shown to students nor to other sponsors.
//
// A minor's consent (decision 030): a parent the sponsor adds, or whose e-mail or name the
// sponsor changes, is unconfirmed until a coordinator of their school confirms it
// (SPONSOR_PATHS.sponsorParentConfirm, area consentChecks: never the sponsor); one a coordinator adds or
// edits is confirmed at once. A parent's e-mail may not be the sponsor's own (their record's or
// their account's, `+tags` and Gmail's dots aside): 400 with an issue on `email`. A sponsor's
// birth date is the coordinators' to change (not in OWN_SPONSOR_FIELDS).
//
// Errors besides VALIDATION_ERROR (field `issues`), NOT_FOUND and FORBIDDEN:
// 409 EMAIL_ALREADY_REGISTERED (another sponsor has the e-mail), 409
// SPONSOR_ACCOUNT_ALREADY_LINKED (userId), 409 SPONSOR_PARENTS_LIMIT (MAX_PARENTS_PER_SPONSOR).
// An unknown, disabled or out-of-scope school is a field issue on `schoolId`.
import { z } from 'zod';
import { LANGUAGES, PHONE_MAX_LENGTH } from '../constants';
import { fieldMessage } from '../messages';
import { emailField, idParam, nameField, optionalText, phoneField } from './common';
import {
  SPONSOR_JOINED_FILTERS,
  SPONSOR_PARENTS_FILTERS,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  PARENT_RELATIONSHIPS,
  SPONSOR_SORT_FIELDS,
  STATE_NAME_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from './sponsors-constants';
import {
  booleanFilter,
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';

const invalid = fieldMessage('validation.invalidValue');
const invalidDate = fieldMessage('validation.invalidDate');

/** `YYYY-MM-DD`, a real calendar day between 1900-01-01 and today (checked by the server too). */
export const birthdateField = z
  .string({ error: invalidDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalidDate })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().slice(0, 10) === value &&
        value >= '1900-01-01' &&
        date.getTime() <= Date.now()
      );
    },
    { error: invalidDate },
  );

/** An id in a JSON body: a whole positive number (strings are not converted). */
function bodyId(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
}

const schoolIdField = bodyId(fieldMessage('validation.chooseSchool'));
const userIdField = bodyId(invalid);

// ---------------------------------------------------------------------------------------------
// Sponsors

/** Fields of a sponsor, without defaults, so that a PATCH leaves what it omits untouched. */
const sponsorFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
  schoolId: schoolIdField,
  /** Known for minors (the parent agreement depends on it); null when unknown. */
  birthdate: birthdateField.nullable(),
  /** The SPONSOR user account this record belongs to (a sign-up links it); null for none. */
  userId: userIdField.nullable(),
};

/** POST SPONSOR_PATHS.sponsors (coordinators). */
export const createSponsorBodySchema = z.object({
  ...sponsorFields,
  phone: sponsorFields.phone.default(''),
  birthdate: sponsorFields.birthdate.default(null),
  userId: sponsorFields.userId.default(null),
});
export type CreateSponsorBody = z.input<typeof createSponsorBodySchema>;

/**
 * PATCH SPONSOR_PATHS.sponsor(id): only the fields sent change. Coordinators may send every field;
 * a sponsor editing their own record only OWN_SPONSOR_FIELDS (anything else: 403).
 */
export const updateSponsorBodySchema = z.object(sponsorFields).partial();
export type UpdateSponsorBody = z.input<typeof updateSponsorBodySchema>;

const sponsorFilters = {
  schoolId: idFilter,
  active: booleanFilter,
  joined: z.enum(SPONSOR_JOINED_FILTERS, { error: invalid }).optional(),
  parents: z.enum(SPONSOR_PARENTS_FILTERS, { error: invalid }).optional(),
};

/** GET SPONSOR_PATHS.sponsors: `?q=&page=&pageSize=&sort=&order=&schoolId=&active=&joined=&parents=`. */
export const sponsorListQuerySchema = listQuerySchema(SPONSOR_SORT_FIELDS, sponsorFilters);
export type SponsorListQuery = z.input<typeof sponsorListQuerySchema>;

/** GET SPONSOR_PATHS.sponsorsExport: the list's query plus `format=csv|xlsx`; every filtered row. */
export const sponsorExportQuerySchema = sponsorListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type SponsorExportQuery = z.input<typeof sponsorExportQuerySchema>;

/** One row of the sponsors list. */
export const sponsorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  active: z.boolean(),
  /**
   * Earned, not typed in: all ten meetings, five assessments and four letters of a year (kept by
   * the database, docs/decisions/022). Read-only: a sponsor's create or update cannot set it.
   */
  leadershipDistinction: z.boolean(),
  /** Whether a user account is linked (the sponsor can sign in). */
  hasAccount: z.boolean(),
  /**
   * The sponsor's photo: a signed `/edrocks/api/files/{id}?exp=...&sig=...` URL an <img> can
   * load without a token (add `&size=thumb` for the thumbnail); valid about an hour. Null: none.
   */
  photoUrl: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const sponsorPageSchema = pageSchema(sponsorSchema);
export type SponsorPage = z.infer<typeof sponsorPageSchema>;

// ---------------------------------------------------------------------------------------------
// Parents or guardians

const parentFields = {
  firstName: nameField,
  lastName: nameField,
  /** Where the parent agreement is sent for a minor sponsor. */
  email: emailField,
  address1: optionalText(ADDRESS_MAX_LENGTH),
  address2: optionalText(ADDRESS_MAX_LENGTH),
  city: optionalText(CITY_MAX_LENGTH),
  zipCode: optionalText(ZIP_CODE_MAX_LENGTH),
  state: optionalText(STATE_NAME_MAX_LENGTH),
  phoneNumber: optionalText(PHONE_MAX_LENGTH),
  relationship: z.enum(PARENT_RELATIONSHIPS, { error: invalid }),
  /** The language the parent reads (the parent agreement's e-mail and page). */
  language: z.enum(LANGUAGES, { error: invalid }),
};

/** POST SPONSOR_PATHS.sponsorParents(id). */
export const createSponsorParentBodySchema = z.object({
  ...parentFields,
  address1: parentFields.address1.default(''),
  address2: parentFields.address2.default(''),
  city: parentFields.city.default(''),
  zipCode: parentFields.zipCode.default(''),
  state: parentFields.state.default(''),
  phoneNumber: parentFields.phoneNumber.default(''),
  language: parentFields.language.default('en-US'),
});
export type CreateSponsorParentBody = z.input<typeof createSponsorParentBodySchema>;

/** PATCH SPONSOR_PATHS.sponsorParent(id, parentId): only the fields sent change. */
export const updateSponsorParentBodySchema = z.object(parentFields).partial();
export type UpdateSponsorParentBody = z.input<typeof updateSponsorParentBodySchema>;

export const sponsorParentSchema = z.object({
  id: z.number().int(),
  sponsorId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zipCode: z.string(),
  state: z.string(),
  phoneNumber: z.string(),
  relationship: z.enum(PARENT_RELATIONSHIPS),
  language: z.enum(LANGUAGES),
  /**
   * Confirmed by a coordinator (or added or last edited by one): only then can the parent
   * agreement go to this contact.
   */
  isConfirmed: z.boolean(),
  /** ISO 8601, when it was confirmed; null while it waits. */
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  /** ISO 8601: what a confirmation names, so that it confirms the contact as it was read. */
  updatedAt: z.string(),
});
export type SponsorParent = z.infer<typeof sponsorParentSchema>;

/**
 * POST SPONSOR_PATHS.sponsorParentConfirm: `updatedAt` as the coordinator read it; a contact changed since
 * answers 409 PARENT_CONTACT_CHANGED. Confirming a confirmed contact changes nothing.
 */
export const confirmSponsorParentBodySchema = z.object({
  updatedAt: z.iso.datetime({ error: invalid }),
});
export type ConfirmSponsorParentBody = z.input<typeof confirmSponsorParentBodySchema>;

export const sponsorParentListSchema = z.object({ items: z.array(sponsorParentSchema) });
export type SponsorParentList = z.infer<typeof sponsorParentListSchema>;

// ---------------------------------------------------------------------------------------------
// Details and the student's view

/** GET SPONSOR_PATHS.sponsor(id), GET SPONSOR_PATHS.sponsorsMe, and the answer of every sponsor write. */
export const sponsorDetailsSchema = sponsorSchema.extend({
  birthdate: z.string().nullable(),
  /** From the birthdate (under ADULT_AGE); null when the birthdate is unknown. */
  isMinor: z.boolean().nullable(),
  userId: z.number().int().nullable(),
  updatedAt: z.string(),
  parents: z.array(sponsorParentSchema),
});
export type SponsorDetails = z.infer<typeof sponsorDetailsSchema>;

/** What a student may know of a sponsor (PRODUCT.md: the sponsor's first name and photo). */
export const sponsorCardSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  photoUrl: z.string().nullable(),
});
export type SponsorCard = z.infer<typeof sponsorCardSchema>;

/** GET SPONSOR_PATHS.mySponsors: the signed-in student's sponsors. */
export const sponsorCardListSchema = z.object({ items: z.array(sponsorCardSchema) });
export type SponsorCardList = z.infer<typeof sponsorCardListSchema>;

export const sponsorIdParamsSchema = z.object({ id: idParam });
export const sponsorParentParamsSchema = z.object({ id: idParam, parentId: idParam });
