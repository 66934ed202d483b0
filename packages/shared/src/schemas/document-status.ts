// Document status (/edrocks/document_status): one grid per year, a row per sponsor, a cell per
// required document: each required sponsor agreement, the parent agreement (sponsors under 18),
// the profile photo, letters 1-4 sent by the sponsor and letters 1-4 answered by their students.
// Coordinators filter it (year, school, village, only rows with something missing), export it,
// print it and send reminders to the selected rows.
//
//   GET  DOCUMENT_STATUS_PATHS.documentStatus           documentStatusQuerySchema -> documentStatusPageSchema
//   GET  DOCUMENT_STATUS_PATHS.documentStatusExport     the grid's query without paging + format -> a file
//   POST DOCUMENT_STATUS_PATHS.documentStatusReminders  documentStatusRemindersBodySchema -> remindersQueuedSchema
import { z } from 'zod';
import { DOCUMENT_STATUS_PATHS } from './document-status-constants';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { fieldMessage } from '../messages';
import { LETTER_NUMBERS } from './letters-constants';
import {
  booleanFilter,
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';

/**
 * A cell: done; missing (needed now and not there); toCheck (a parent agreement waiting for a
 * coordinator: a parent contact the sponsor entered, or a signature made from the sponsor's own
 * address or device; decision 030); late (a letter past its due date); notDue (a letter whose
 * due date has not come); notNeeded (a parent agreement for an adult, letters for a sponsor
 * without a student this year).
 */
export const DOCUMENT_CELL_STATES = [
  'done',
  'missing',
  'toCheck',
  'late',
  'notDue',
  'notNeeded',
] as const;
export type DocumentCellState = (typeof DOCUMENT_CELL_STATES)[number];

/** The states "only missing" and the row's count are about. */
export const OUTSTANDING_CELL_STATES: readonly DocumentCellState[] = ['missing', 'toCheck', 'late'];

/**
 * The states a reminder names: what the person reminded can do. What waits for a coordinator
 * (toCheck) is not theirs to do.
 */
export const REMINDED_CELL_STATES: readonly DocumentCellState[] = ['missing', 'late'];

/** How many rows one reminder request may name (a page of the grid at its largest). */
export const REMINDER_MAX_ROWS = 200;

const cellSchema = z.enum(DOCUMENT_CELL_STATES);
const placeRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The grid's columns for the year: which agreements are required and the letters' dates. */
export const documentStatusColumnsSchema = z.object({
  year: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  agreements: z.array(z.object({ key: z.string(), title: z.string() })),
  /** Whether any parent text is required (otherwise the column is left out). */
  parentAgreement: z.boolean(),
  letters: z.array(
    z.object({
      number: z.number().int(),
      title: z.string(),
      /** YYYY-MM-DD, or null when the year has no date for it. */
      dueDate: z.string().nullable(),
      answerDueDate: z.string().nullable(),
    }),
  ),
});
export type DocumentStatusColumns = z.infer<typeof documentStatusColumnsSchema>;

export const documentStatusRowSchema = z.object({
  sponsor: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
  }),
  school: placeRefSchema,
  /**
   * The sponsor's students this year (current sponsorships), with their villages and whether
   * the guardian's authorisation for the child's data is on file (flagged when it is not).
   */
  students: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      village: placeRefSchema,
      hasGuardianAuthorisation: z.boolean(),
    }),
  ),
  /** One cell per column agreement, in the columns' order. */
  agreements: z.array(z.object({ key: z.string(), state: cellSchema })),
  parentAgreement: cellSchema,
  photo: cellSchema,
  /** Letters 1-4 written by the sponsor (to every student of theirs). */
  sent: z.array(cellSchema).length(LETTER_NUMBERS.length),
  /** Letters 1-4 answered by the sponsor's students (all of them). */
  answered: z.array(cellSchema).length(LETTER_NUMBERS.length),
  /** How many cells are missing or late. */
  outstanding: z.number().int(),
});
export type DocumentStatusRow = z.infer<typeof documentStatusRowSchema>;

export const documentStatusPageSchema = pageSchema(documentStatusRowSchema).extend({
  columns: documentStatusColumnsSchema,
});
export type DocumentStatusPage = z.infer<typeof documentStatusPageSchema>;

export const DOCUMENT_STATUS_SORT_FIELDS = ['sponsor'] as const;
export type DocumentStatusSortField = (typeof DOCUMENT_STATUS_SORT_FIELDS)[number];

/**
 * GET DOCUMENT_STATUS_PATHS.documentStatus: `?q=&page=&pageSize=&cursor=&sort=&order=&periodId=&schoolId=
 * &villageId=&onlyMissing=`. Active sponsors in the caller's scope (an admin: the sponsors of
 * their schools). Omitted `periodId`: the available year (an empty grid without one); unknown:
 * 404. `villageId` keeps sponsors with a student of that village this year; `onlyMissing` keeps
 * rows with a cell missing or late; `q` matches the sponsor's name or e-mail.
 */
export const documentStatusQuerySchema = listQuerySchema(DOCUMENT_STATUS_SORT_FIELDS, {
  periodId: idFilter,
  schoolId: idFilter,
  villageId: idFilter,
  onlyMissing: booleanFilter,
});
export type DocumentStatusQuery = z.input<typeof documentStatusQuerySchema>;

/** GET DOCUMENT_STATUS_PATHS.documentStatusExport: the grid's query without paging, plus `format`. */
export const documentStatusExportQuerySchema = documentStatusQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });

/**
 * POST DOCUMENT_STATUS_PATHS.documentStatusReminders: remind the sponsors of these rows, and their students whose
 * answers are missing or late, of what is outstanding in the year. One e-mail per person, in
 * their language, through the mail queue; people with nothing outstanding are skipped, and a
 * document already in a person's reminder today is not named again (nobody gets a second
 * reminder the same day with nothing new in it).
 */
export const documentStatusRemindersBodySchema = z.object({
  periodId: z
    .number({ error: fieldMessage('validation.invalidNumber') })
    .int({ error: fieldMessage('validation.invalidNumber') })
    .positive({ error: fieldMessage('validation.invalidNumber') })
    .max(2_147_483_647, { error: fieldMessage('validation.invalidNumber') }),
  sponsorIds: z
    .array(
      z
        .number({ error: fieldMessage('validation.invalidNumber') })
        .int({ error: fieldMessage('validation.invalidNumber') })
        .positive({ error: fieldMessage('validation.invalidNumber') })
        .max(2_147_483_647, { error: fieldMessage('validation.invalidNumber') }),
      { error: fieldMessage('validation.invalidValue') },
    )
    .min(1, { error: fieldMessage('validation.required') })
    .max(REMINDER_MAX_ROWS, {
      error: fieldMessage('validation.maxItems', { num: REMINDER_MAX_ROWS }),
    }),
});
export type DocumentStatusRemindersBody = z.infer<typeof documentStatusRemindersBodySchema>;

export const remindersQueuedSchema = z.object({
  /** E-mails queued: sponsors and students, one each. */
  queued: z.number().int(),
  /** Sponsors named who had nothing outstanding (or are not in the caller's scope). */
  skipped: z.number().int(),
  /**
   * People (sponsors and students) not e-mailed because everything outstanding was already in a
   * reminder today: one reminder per person per document per day.
   */
  alreadyRemindedToday: z.number().int(),
});
export type RemindersQueued = z.infer<typeof remindersQueuedSchema>;

const read = { area: 'documentStatus', mode: 'read' } as const;
const write = { area: 'documentStatus', mode: 'write' } as const;

export const DOCUMENT_STATUS_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: DOCUMENT_STATUS_PATHS.documentStatus,
    access: read,
    tag: 'documentStatus',
    summary: "A year's document status grid, a page of sponsors (admins: their schools)",
    query: documentStatusQuerySchema,
    responses: { 200: documentStatusPageSchema },
    errors: [400, 401, 403, 404],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: DOCUMENT_STATUS_PATHS.documentStatusExport,
    access: read,
    tag: 'documentStatus',
    summary: 'The filtered document status grid as CSV or Excel',
    query: documentStatusExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  reminders: defineEndpoint({
    method: 'POST',
    path: DOCUMENT_STATUS_PATHS.documentStatusReminders,
    access: write,
    tag: 'documentStatus',
    summary: 'E-mail the selected sponsors and their students what is outstanding',
    body: documentStatusRemindersBodySchema,
    responses: { 200: remindersQueuedSchema },
    errors: [400, 401, 403, 404],
  }),
} as const;
