// Sponsorship (screen `/edrocks/sponsorship`, "Sponsorship"): the pairing of one sponsor and one
// student in one year, and the sponsor's holds: the bodies the web sends and the shapes the API
// answers (the endpoints in sponsorships-endpoints.ts, the plain values in
// sponsorships-constants.ts).
//
//   GET    SPONSORSHIP_PATHS.sponsorships               sponsorshipListQuerySchema -> sponsorshipPageSchema
//   GET    SPONSORSHIP_PATHS.sponsorshipsExport         sponsorshipExportQuerySchema -> CSV or XLSX file
//   POST   SPONSORSHIP_PATHS.sponsorships               createSponsorshipBodySchema -> 201 sponsorshipSchema
//   DELETE SPONSORSHIP_PATHS.sponsorship(id)            ?reason=unpaired|declined|studentLeft -> sponsorshipSchema (ended)
//   POST   SPONSORSHIP_PATHS.sponsorshipLettersPause(id) { note? }                 -> sponsorshipSchema (letters paused)
//   DELETE SPONSORSHIP_PATHS.sponsorshipLettersPause(id)                            -> sponsorshipSchema (letters resumed)
//   GET    SPONSORSHIP_PATHS.sponsorableStudents        sponsorableStudentsQuerySchema -> sponsorableStudentPageSchema
//   GET    SPONSORSHIP_PATHS.sponsorshipHold                                        -> holdAnswerSchema
//   POST   SPONSORSHIP_PATHS.sponsorshipHold            { studentId }               -> 201 holdSchema
//   DELETE SPONSORSHIP_PATHS.sponsorshipHold                                        -> 204
//   GET    SPONSORSHIP_PATHS.sponsorshipOpenStudents    openStudentsQuerySchema     -> openStudentPageSchema
//   GET    SPONSORSHIP_PATHS.sponsorshipOpenStudentsExport  the list's query without paging + format -> a file
//   GET    SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors unpairedSponsorsQuerySchema -> unpairedSponsorPageSchema
//   GET    SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport  the list's query without paging + format -> a file
//
// Who (PRODUCT.md): super and global admins pair anyone; an admin pairs a student and a sponsor
// who are both within their assignments and sees the sponsorships that touch them; a sponsor
// sees their own and sponsors a student themselves (`sponsorId` is always their own), only with
// every required agreement accepted (409 AGREEMENTS_REQUIRED); students have no access. The
// coordinators' two lists of who is still waiting (students with fewer than 3 sponsors, sponsors
// without a student) hold other people only: an admin sees those of their places, a sponsor an
// empty page. Pausing a sponsorship's letters is for coordinators only (a sponsor reaches no
// sponsorship there: 404) and a sponsor never learns of it (`lettersPause` is null for them).
//
// What each role sees of the people (decision 032, one projection per role): coordinators every
// name in full; a sponsor their own name in full and their students' (current, former, or to
// choose) first names only (`lastName` null, `fullName` the first name), with photo, village and
// school, never another sponsor of the same student. A sponsor's search (`q`) reads students'
// first names only, and their order and cursors hold no student's last name. A deactivated
// sponsor chooses no student (409 SPONSOR_INACTIVE).
//
// Rules held by the database under concurrency (a row lock on the student; unique indexes): at
// most MAX_SPONSORS_PER_STUDENT active sponsorships plus live holds per student and year (409
// STUDENT_FULL), one active sponsorship per sponsor and student and year (409 ALREADY_SPONSORED),
// one live hold per sponsor. A hold lasts SPONSORSHIP_HOLD_MINUTES; an expired hold simply
// stops counting. Pairing happens in the available year (409 NO_AVAILABLE_YEAR without one).
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { bodyId, idParam, optionalText } from './common';
import { GENDERS, GRADES } from './lists';
import {
  booleanFilter,
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';
import {
  LETTERS_PAUSE_NOTE_MAX_LENGTH,
  OPEN_STUDENT_SORT_FIELDS,
  SPONSORABLE_AGE_MAX,
  COORDINATOR_END_REASONS,
  SPONSORSHIP_END_REASONS,
  SPONSORSHIP_SORT_FIELDS,
  UNPAIRED_SPONSOR_SORT_FIELDS,
} from './sponsorships-constants';

const invalid = fieldMessage('validation.invalidValue');

export const sponsorshipIdParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// Answers

/** A person of the coordinators' lists: every name in full. */
const personSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
});

/** A person of a sponsorship, as the caller may name them. */
const sponsorshipPersonSchema = personSchema.extend({
  /** Null where the caller may know the first name only (a sponsor's students). */
  lastName: z.string().nullable(),
  /** The name to show: first and last, or the first name alone. */
  fullName: z.string(),
});

export const sponsorshipSchema = z.object({
  id: z.number().int(),
  periodId: z.number().int(),
  periodName: z.string(),
  student: sponsorshipPersonSchema.extend({
    village: z.object({ id: z.number().int(), name: z.string() }),
    school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  sponsor: sponsorshipPersonSchema.extend({
    school: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** ISO 8601. */
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  /**
   * Keys of the required agreements the sponsor has not signed for this year (a minor's parent
   * texts included): coordinators may pair without them (paper forms exist), and see them here.
   */
  missingAgreements: z.array(z.string()),
  /**
   * Coordinators only (null or absent for a sponsor, who is never told): the letters of this
   * sponsorship are paused, both ways, since `since` (ISO 8601), by `by`, with the coordinator's
   * note. Null or absent: not paused.
   */
  lettersPause: z
    .object({ since: z.string(), by: z.string().nullable(), note: z.string().nullable() })
    .nullable()
    .optional(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;

export const sponsorshipPageSchema = pageSchema(sponsorshipSchema);
export type SponsorshipPage = z.infer<typeof sponsorshipPageSchema>;

/**
 * A student who can be chosen: for a sponsor only what a sponsor may know (first name, age,
 * grade, gender, village, photo; never the last name, address, parents or contact data); a
 * coordinator also gets the last name.
 */
export const sponsorableStudentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  /** Null for a sponsor. */
  lastName: z.string().nullable(),
  age: z.number().int().nullable(),
  grade: z.enum(GRADES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  village: z.object({ id: z.number().int(), name: z.string() }),
  photoUrl: z.string().nullable(),
  /** Active sponsorships plus live holds this year ("1 of 3 sponsors"). */
  sponsorCount: z.number().int(),
});
export type SponsorableStudent = z.infer<typeof sponsorableStudentSchema>;

export const sponsorableStudentPageSchema = pageSchema(sponsorableStudentSchema);
export type SponsorableStudentPage = z.infer<typeof sponsorableStudentPageSchema>;

export const holdSchema = z.object({
  studentId: z.number().int(),
  /** The held student's first name, for "Ana is held for you". */
  studentFirstName: z.string(),
  periodId: z.number().int(),
  /** ISO 8601: the hold stops counting then. */
  expiresAt: z.string(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdAnswerSchema = z.object({ hold: holdSchema.nullable() });

const placeRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A student of the year with room for a sponsor (the coordinators' "fewer than 3" list). */
export const openStudentSchema = personSchema.extend({
  grade: z.enum(GRADES).nullable(),
  village: placeRefSchema,
  school: placeRefSchema.nullable(),
  /** Active sponsorships plus live holds in the year ("1 of 3"): always below the maximum. */
  sponsorCount: z.number().int(),
});
export type OpenStudent = z.infer<typeof openStudentSchema>;

export const openStudentPageSchema = pageSchema(openStudentSchema);
export type OpenStudentPage = z.infer<typeof openStudentPageSchema>;

/** An active sponsor with no current sponsorship in the year. */
export const unpairedSponsorSchema = personSchema.extend({
  email: z.string(),
  school: placeRefSchema,
  /** ISO 8601: when the sponsor joined the programme. */
  since: z.string(),
});
export type UnpairedSponsor = z.infer<typeof unpairedSponsorSchema>;

export const unpairedSponsorPageSchema = pageSchema(unpairedSponsorSchema);
export type UnpairedSponsorPage = z.infer<typeof unpairedSponsorPageSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * GET SPONSORSHIP_PATHS.sponsorships: `?q=&page=&pageSize=&sort=&order=&periodId=&studentId=&sponsorId=&
 * schoolId=&villageId=&active=`. Omitted `periodId`: the available year. Omitted `active`: only
 * current sponsorships (`active=false`: only ended ones). `q` matches the student's or the
 * sponsor's name.
 */
export const sponsorshipListQuerySchema = listQuerySchema(SPONSORSHIP_SORT_FIELDS, {
  periodId: idFilter,
  studentId: idFilter,
  sponsorId: idFilter,
  schoolId: idFilter,
  villageId: idFilter,
  active: booleanFilter,
});
export type SponsorshipListQuery = z.input<typeof sponsorshipListQuerySchema>;

/** GET SPONSORSHIP_PATHS.sponsorshipsExport: the list's query without paging, plus `format=csv|xlsx`. */
export const sponsorshipExportQuerySchema = sponsorshipListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type SponsorshipExportQuery = z.input<typeof sponsorshipExportQuerySchema>;

const ageFilter = z.coerce
  .number({ error: fieldMessage('validation.invalidNumber') })
  .int({ error: fieldMessage('validation.invalidNumber') })
  .min(0, { error: fieldMessage('validation.invalidNumber') })
  .max(SPONSORABLE_AGE_MAX, { error: fieldMessage('validation.invalidNumber') })
  .optional();

/**
 * GET SPONSORSHIP_PATHS.sponsorableStudents: active students of enabled villages with fewer than
 * MAX_SPONSORS_PER_STUDENT sponsors this year (the caller's own hold does not count against
 * them), `?q=&villageId=&grade=&gender=&ageMin=&ageMax=`, by first name. A coordinator may add
 * `full=true` to see full students too (the pairing dialog shows "3 of 3").
 */
export const sponsorableStudentsQuerySchema = listQuerySchema(['firstName'] as const, {
  villageId: idFilter,
  grade: z.enum(GRADES, { error: invalid }).optional(),
  gender: z.enum(GENDERS, { error: invalid }).optional(),
  ageMin: ageFilter,
  ageMax: ageFilter,
  full: booleanFilter,
});
export type SponsorableStudentsQuery = z.input<typeof sponsorableStudentsQuerySchema>;

/**
 * GET SPONSORSHIP_PATHS.sponsorshipOpenStudents: `?q=&page=&pageSize=&sort=&order=&periodId=&schoolId=&
 * villageId=`. The active students of enabled villages (those who can be paired) with fewer than
 * MAX_SPONSORS_PER_STUDENT current sponsorships plus live holds in the year. Omitted `periodId`:
 * the available year (an empty page without one); an unknown year is 404. `schoolId` is the
 * student's school; `q` matches the student's name.
 */
export const openStudentsQuerySchema = listQuerySchema(OPEN_STUDENT_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
  villageId: idFilter,
});
export type OpenStudentsQuery = z.input<typeof openStudentsQuerySchema>;

/** GET SPONSORSHIP_PATHS.sponsorshipOpenStudentsExport: the list's query without paging, plus `format`. */
export const openStudentsExportQuerySchema = openStudentsQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

/**
 * GET SPONSORSHIP_PATHS.sponsorshipUnpairedSponsors: `?q=&page=&pageSize=&sort=&order=&periodId=&schoolId=`.
 * Active sponsors with no current sponsorship in the year (a hold is not a sponsorship). Omitted
 * `periodId`: the available year (an empty page without one); an unknown year is 404. Sponsors
 * belong to a school, not a village, so there is no village filter. `q` matches the sponsor's
 * name or e-mail.
 */
export const unpairedSponsorsQuerySchema = listQuerySchema(UNPAIRED_SPONSOR_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
});
export type UnpairedSponsorsQuery = z.input<typeof unpairedSponsorsQuerySchema>;

/** GET SPONSORSHIP_PATHS.sponsorshipUnpairedSponsorsExport: the list's query without paging, plus `format`. */
export const unpairedSponsorsExportQuerySchema = unpairedSponsorsQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

// ---------------------------------------------------------------------------------------------
// Bodies

/** POST SPONSORSHIP_PATHS.sponsorships. A sponsor sends only `studentId` (any `sponsorId` is their own). */
export const createSponsorshipBodySchema = z.object({
  studentId: bodyId,
  sponsorId: bodyId.optional(),
});
export type CreateSponsorshipBody = z.input<typeof createSponsorshipBodySchema>;

/** DELETE SPONSORSHIP_PATHS.sponsorship(id): `?reason=` (default "unpaired"). */
export const endSponsorshipQuerySchema = z.object({
  reason: z.enum(COORDINATOR_END_REASONS, { error: invalid }).default('unpaired'),
});

/** POST SPONSORSHIP_PATHS.sponsorshipHold. */
export const holdBodySchema = z.object({ studentId: bodyId });

/**
 * POST SPONSORSHIP_PATHS.sponsorshipLettersPause(id): pauses the sponsorship's letters, both ways: they are still
 * accepted from their writers, and wait for a coordinator until resumed. Pausing a paused
 * sponsorship keeps the first pause.
 */
export const pauseLettersBodySchema = z.object({
  note: optionalText(LETTERS_PAUSE_NOTE_MAX_LENGTH).optional(),
});
export type PauseLettersBody = z.input<typeof pauseLettersBodySchema>;
