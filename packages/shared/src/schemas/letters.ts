// Letters between a sponsor and a student: for each sponsorship and year the sponsor writes
// letter 1 to 4 and the student answers each. A letter is written (draft, saved while typing),
// sent, screened and translated before delivery, then read by its recipient. The bodies the web
// sends and the shapes the API answers; the endpoints are in letters-endpoints.ts, the plain
// values in letters-constants.ts.
//
//   GET    LETTER_PATHS.letters                 letterListQuerySchema         -> letterPageSchema
//   POST   LETTER_PATHS.letters                 createLetterBodySchema        -> 201 letterSavedSchema
//   GET    LETTER_PATHS.letter(id)                                            -> letterSchema
//   PATCH  LETTER_PATHS.letter(id)              updateLetterBodySchema        -> letterSchema
//   DELETE LETTER_PATHS.letter(id)              (a draft that was never sent) -> 204
//   POST   LETTER_PATHS.letterRead(id)          (the recipient)               -> letterSchema
//   GET    LETTER_PATHS.letterOverview          ?periodId=                     -> letterOverviewSchema
//   POST   LETTER_PATHS.letterAttachments       multipart `file`              -> 201 letterAttachmentSchema
//   GET    LETTER_PATHS.letterReviewQueue       reviewQueueQuerySchema        -> reviewQueuePageSchema
//   POST   LETTER_PATHS.letterClaim(id)         (a coordinator takes it)      -> letterSchema
//   DELETE LETTER_PATHS.letterClaim(id)         (gives it back)               -> letterSchema
//   PUT    LETTER_PATHS.letterTranslation(id)   letterTranslationBodySchema   -> letterSchema
//   PUT    LETTER_PATHS.letterLanguages(id)     letterLanguagesBodySchema     -> letterSchema
//   POST   LETTER_PATHS.letterDeliver(id)                                     -> letterSchema
//   POST   LETTER_PATHS.letterReturn(id)        { note }                      -> letterSchema
//   GET    LETTER_PATHS.yearLetters(id), PUT LETTER_PATHS.yearLetters(id): year-letters.ts
//
// Who (PRODUCT.md): a sponsor and a student read and write only the letters of their own
// sponsorships (anything else is 404), and a recipient sees a letter only once it is delivered;
// a student never sees a sponsor's last name or contact data. Coordinators (area `letterReview`)
// read, translate and screen: super and global admins every letter, an admin those of their
// schools and villages. A sponsor writes only with every required agreement accepted (409
// AGREEMENTS_REQUIRED, "All agreements must be accepted") and while neither they nor their
// account is deactivated (409 LETTER_WRITER_INACTIVE).
//
// A letter is a `draft` (private), then `in_review` while anything holds it (REVIEW_REASONS) or
// `delivered`; a coordinator delivers it or returns it (`returned`: edited and sent again).
// Sending needs every field (422 LETTER_FIELDS_REQUIRED, "You must fill all fields"). The
// languages are the server's, from the writer's and the reader's accounts (decision 029).
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { bodyId, idParam, optionalText, requiredText } from './common';
import {
  DETECTED_LANGUAGES,
  LETTER_BOXES,
  LETTER_DUE_STATES,
  LETTER_EVENT_ACTIONS,
  LETTER_MESSAGE_MAX_LENGTH,
  LETTER_NOTE_MAX_LENGTH,
  LETTER_STATUSES,
  LETTER_SUBJECT_MAX_LENGTH,
  LETTER_WRITE_BLOCKS,
  LETTER_WRITERS,
  REVIEW_REASONS,
  TRANSLATION_SOURCES,
} from './letters-constants';
import { screeningMatchSchema } from './screening';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';
import { letterNumber, yearLetterSchema } from './year-letters';

const invalid = fieldMessage('validation.invalidValue');
const languageField = z.enum(LANGUAGES, { error: invalid });
const requiredLanguage = z.enum(LANGUAGES, {
  error: (issue) => (issue.input === undefined ? fieldMessage('validation.required') : invalid),
});

export const letterIdParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// Answers

/** One side of a letter: a student never gets a sponsor's last name (nor anyone's contact data). */
export const letterPersonSchema = z.object({
  kind: z.enum(LETTER_WRITERS),
  id: z.number().int(),
  firstName: z.string(),
  /** Coordinators only; null for the sponsor and the student themselves. */
  lastName: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type LetterPerson = z.infer<typeof letterPersonSchema>;

export const letterAttachmentSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** A signed URL that opens the file in place (image, PDF, video). */
  url: z.string(),
});
export type LetterAttachment = z.infer<typeof letterAttachmentSchema>;

export const letterEventSchema = z.object({
  action: z.enum(LETTER_EVENT_ACTIONS),
  /** ISO 8601. */
  at: z.string(),
  /** Who decided; null for the system (screening, machine translation). */
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type LetterEvent = z.infer<typeof letterEventSchema>;

/** What coordinators see of a letter's review; null for its writer and its recipient. */
export const letterReviewSchema = z.object({
  reasons: z.array(z.enum(REVIEW_REASONS)),
  matches: z.array(screeningMatchSchema),
  /** The language the text reads as when sent (null: too short or unclear to tell). */
  detectedLanguage: z.enum(DETECTED_LANGUAGES).nullable(),
  /** Letters of the sponsorship are paused: since when, and the coordinator's note. */
  pause: z.object({ since: z.string(), note: z.string().nullable() }).nullable(),
  claimedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** ISO 8601. */
  claimedAt: z.string().nullable(),
  events: z.array(letterEventSchema),
  village: z.object({ id: z.number().int(), name: z.string() }),
  school: z.object({ id: z.number().int(), name: z.string() }),
});
export type LetterReview = z.infer<typeof letterReviewSchema>;

export const letterSchema = z.object({
  id: z.number().int(),
  sponsorshipId: z.number().int(),
  periodId: z.number().int(),
  number: z.number().int(),
  writer: letterPersonSchema,
  recipient: letterPersonSchema,
  status: z.enum(LETTER_STATUSES),
  subject: z.string(),
  message: z.string(),
  /** The writer's language (their account's), set by the server. */
  originalLanguage: z.enum(LANGUAGES),
  /** The reader's language (their account's); null while unknown (a reader without an account). */
  targetLanguage: z.enum(LANGUAGES).nullable(),
  /** The translation into the target language; null when none is needed or none exists yet. */
  translatedSubject: z.string().nullable(),
  translatedMessage: z.string().nullable(),
  translationSource: z.enum(TRANSLATION_SOURCES).nullable(),
  attachment: letterAttachmentSchema.nullable(),
  /** Why a coordinator returned the letter (its writer sees it until they send again). */
  returnNote: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the recipient first opened it. */
  readAt: z.string().nullable(),
  /** Whether the caller may still change it (its writer, while a draft or returned). */
  canEdit: z.boolean(),
  review: letterReviewSchema.nullable(),
});
export type Letter = z.infer<typeof letterSchema>;

/** POST LETTER_PATHS.letters: what was stored. */
export const letterSavedSchema = z.object({
  id: z.number().int(),
  status: z.enum(LETTER_STATUSES),
});
export type LetterSaved = z.infer<typeof letterSavedSchema>;

export const letterSummarySchema = z.object({
  id: z.number().int(),
  sponsorshipId: z.number().int(),
  number: z.number().int(),
  writer: letterPersonSchema,
  recipient: letterPersonSchema,
  status: z.enum(LETTER_STATUSES),
  /** In the caller's reading language: the translation for a recipient, the original otherwise. */
  subject: z.string(),
  hasAttachment: z.boolean(),
  /** ISO 8601. */
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** A delivered letter its recipient (the caller) has not opened. */
  unread: z.boolean(),
});
export type LetterSummary = z.infer<typeof letterSummarySchema>;

export const letterPageSchema = pageSchema(letterSummarySchema);
export type LetterPage = z.infer<typeof letterPageSchema>;

/**
 * One letter of the year as its writer sees it in their overview: the title and theme in the
 * reader's language (the other language's when that one is empty).
 */
export const letterSlotSchema = yearLetterSchema.omit({ titleEs: true, themeEs: true }).extend({
  /** The caller's letter N (the sponsor's letter or the student's answer). */
  mine: z
    .object({
      id: z.number().int(),
      status: z.enum(LETTER_STATUSES),
      updatedAt: z.string(),
      /** ISO 8601: when it was sent (null while a draft). */
      sentAt: z.string().nullable(),
    })
    .nullable(),
  /** The other side's letter N, once delivered. */
  theirs: z.object({ id: z.number().int(), readAt: z.string().nullable() }).nullable(),
  /** The caller's due date for it (the due date or the answer's). */
  myDueDate: z.string().nullable(),
  dueState: z.enum(LETTER_DUE_STATES),
  /** Whole days until `myDueDate` (negative once late); null without a date or once sent. */
  daysLeft: z.number().int().nullable(),
});
export type LetterSlot = z.infer<typeof letterSlotSchema>;

export const letterOverviewSchema = z.object({
  period: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The caller's side: a sponsor writes letters, a student answers them. */
  writer: z.enum(LETTER_WRITERS).nullable(),
  /** The writer may write now: every required agreement accepted, nobody deactivated. */
  mayWrite: z.boolean(),
  /** Why not, when not: agreements to accept, or a deactivated sponsor (contact a coordinator). */
  writeBlock: z.enum(LETTER_WRITE_BLOCKS).nullable(),
  sponsorships: z.array(
    z.object({
      sponsorshipId: z.number().int(),
      active: z.boolean(),
      /**
       * ISO 8601: until when the two may still write after the sponsorship ended
       * (LETTER_WRITING_DAYS_AFTER_END); null while it is current, or once writing has closed.
       */
      writableUntil: z.string().nullable(),
      other: letterPersonSchema,
      /**
       * The languages the server gives the caller's letters: the caller's own (written in) and the
       * other side's (read in; null while unknown, and then a coordinator decides).
       */
      languages: z.object({
        mine: z.enum(LANGUAGES),
        theirs: z.enum(LANGUAGES).nullable(),
      }),
      letters: z.array(letterSlotSchema),
    }),
  ),
  unread: z.number().int(),
});
export type LetterOverview = z.infer<typeof letterOverviewSchema>;

export const reviewQueueItemSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  writer: letterPersonSchema,
  recipient: letterPersonSchema,
  originalLanguage: z.enum(LANGUAGES),
  targetLanguage: z.enum(LANGUAGES).nullable(),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  matchCount: z.number().int(),
  /** ISO 8601: the queue's age is counted from here. */
  sentAt: z.string(),
  claimedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  village: z.object({ id: z.number().int(), name: z.string() }),
  school: z.object({ id: z.number().int(), name: z.string() }),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = pageSchema(reviewQueueItemSchema);
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * GET LETTER_PATHS.letters: `?box=&sponsorshipId=&periodId=&status=&page=&pageSize=&order=`, newest first
 * by default. A sponsor or a student lists their inbox (the default), sent box or drafts;
 * coordinators list every letter they reach (`box=all`, the default for them), by status.
 */
export const letterListQuerySchema = listQuerySchema(['date'] as const, {
  box: z.enum(LETTER_BOXES, { error: invalid }).optional(),
  sponsorshipId: idFilter,
  periodId: idFilter,
  status: z.enum(LETTER_STATUSES, { error: invalid }).optional(),
  /** The sponsor's school and the student's village (coordinators' filters). */
  schoolId: idFilter,
  villageId: idFilter,
}).extend({ order: z.enum(['asc', 'desc'], { error: invalid }).default('desc') });
export type LetterListQuery = z.input<typeof letterListQuerySchema>;

/**
 * GET LETTER_PATHS.lettersExport (coordinators): the list's search, filters and order without paging,
 * plus `format=csv|xlsx`; every letter the caller reaches that matches, never its text.
 */
export const letterExportQuerySchema = letterListQuerySchema
  .omit({ ...PAGING_FIELDS, box: true, sponsorshipId: true })
  .extend({ format: exportFormatSchema });
export type LetterExportQuery = z.input<typeof letterExportQuerySchema>;

/**
 * GET LETTER_PATHS.letterReviewQueue: sent letters waiting for a coordinator, oldest first:
 * `?reason=&claimed=mine|unclaimed&originalLanguage=&targetLanguage=&schoolId=&villageId=`.
 */
export const reviewQueueQuerySchema = listQuerySchema(['sentAt'] as const, {
  reason: z.enum(REVIEW_REASONS, { error: invalid }).optional(),
  claimed: z.enum(['mine', 'unclaimed'], { error: invalid }).optional(),
  originalLanguage: languageField.optional(),
  targetLanguage: languageField.optional(),
  schoolId: idFilter,
  villageId: idFilter,
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

export const letterOverviewQuerySchema = z.object({ periodId: idFilter });

// ---------------------------------------------------------------------------------------------
// Bodies

/**
 * The fields a writer types. While a draft they may be empty (a draft keeps whatever was typed);
 * `send: true` needs every field (422 LETTER_FIELDS_REQUIRED). No languages: the server sets them
 * from the writer's and the reader's accounts (a body's `originalLanguage` or `targetLanguage`
 * is stripped like any unknown field).
 */
const letterFields = {
  subject: optionalText(LETTER_SUBJECT_MAX_LENGTH),
  message: optionalText(LETTER_MESSAGE_MAX_LENGTH),
  /** A file from LETTER_PATHS.letterAttachments; null removes the attachment. */
  attachmentFileId: bodyId.nullable().optional(),
  send: z.boolean({ error: invalid }).default(false),
};

/**
 * POST LETTER_PATHS.letters: the caller (the sponsor or the student of the sponsorship) writes letter
 * `number`. A second POST for the same letter while it is a draft (or returned) saves over it.
 */
export const createLetterBodySchema = z.object({
  sponsorshipId: bodyId,
  number: letterNumber,
  subject: letterFields.subject.default(''),
  message: letterFields.message.default(''),
  attachmentFileId: letterFields.attachmentFileId,
  send: letterFields.send,
});
export type CreateLetterBody = z.input<typeof createLetterBodySchema>;

/** PATCH LETTER_PATHS.letter(id): saves a draft (only the fields sent change) and, with `send`, sends it. */
export const updateLetterBodySchema = z.object({
  subject: letterFields.subject.optional(),
  message: letterFields.message.optional(),
  attachmentFileId: letterFields.attachmentFileId,
  send: letterFields.send,
});
export type UpdateLetterBody = z.input<typeof updateLetterBodySchema>;

/** PUT LETTER_PATHS.letterTranslation(id): a coordinator's translation (written, or a machine draft edited). */
export const letterTranslationBodySchema = z.object({
  translatedSubject: requiredText(LETTER_SUBJECT_MAX_LENGTH),
  translatedMessage: requiredText(LETTER_MESSAGE_MAX_LENGTH),
});
export type LetterTranslationBody = z.input<typeof letterTranslationBodySchema>;

/**
 * PUT LETTER_PATHS.letterLanguages(id): a coordinator corrects a waiting letter's languages (what it is
 * written in, what its reader reads); the translation it needs is then decided again.
 */
export const letterLanguagesBodySchema = z.object({
  originalLanguage: requiredLanguage,
  targetLanguage: requiredLanguage,
});
export type LetterLanguagesBody = z.input<typeof letterLanguagesBodySchema>;

/** POST LETTER_PATHS.letterReturn(id): why the letter goes back to its writer (they read this). */
export const returnLetterBodySchema = z.object({ note: requiredText(LETTER_NOTE_MAX_LENGTH) });
export type ReturnLetterBody = z.input<typeof returnLetterBodySchema>;
