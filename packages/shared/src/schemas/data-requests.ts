// Data requests' contracts (modules/data-requests):
//   GET   DATA_REQUEST_PATHS.requests dataRequestListQuerySchema -> dataRequestPageSchema
//   GET   DATA_REQUEST_PATHS.requestsExport the same filters plus `format` -> CSV or XLSX file
//   POST  DATA_REQUEST_PATHS.requests dataRequestCreateSchema    -> dataRequestSchema (201)
//   PATCH DATA_REQUEST_PATHS.request  dataRequestUpdateSchema    -> dataRequestSchema
//   POST  DATA_REQUEST_PATHS.mine     ownDataRequestSchema       -> dataRequestSchema (201)
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { calendarDayField, emailField, idParam, optionalText } from './common';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_SOURCES,
  DATA_REQUEST_MESSAGE_MAX_LENGTH,
  DATA_REQUEST_NOTE_MAX_LENGTH,
  DATA_REQUEST_SORT_FIELDS,
  DATA_REQUEST_STATES,
} from './data-requests-constants';
import { NAME_MAX_LENGTH } from '../constants';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');

const kindField = z.enum(DATA_REQUEST_KINDS, { error: invalid });
const stateField = z.enum(DATA_REQUEST_STATES, { error: invalid });

export const dataRequestIdParams = z.object({ id: idParam });

/** GET: `?state=&overdue=true&q=` (the person's name or e-mail), by due date. */
export const dataRequestListQuerySchema = listQuerySchema(DATA_REQUEST_SORT_FIELDS, {
  state: stateField.optional(),
  overdue: z.enum(['true'], { error: invalid }).optional(),
  userId: idFilter,
});
export type DataRequestListQuery = z.input<typeof dataRequestListQuerySchema>;

/** GET the export: the queue's search, filters and sort, and the file's format. */
export const dataRequestExportQuerySchema = dataRequestListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type DataRequestExportQuery = z.input<typeof dataRequestExportQuerySchema>;

/**
 * POST by a coordinator: who it is about (an account, or a name and an e-mail for someone
 * without one), the kind, what was asked, and the day it came (today when left out; not in the
 * future). The due date is 30 days after it.
 */
export const dataRequestCreateSchema = z
  .object({
    kind: kindField,
    userId: idParam.optional(),
    personName: optionalText(NAME_MAX_LENGTH * 2).default(''),
    // A mistyped address says so, in the reader's words: the union's own message says neither,
    // and a form's resolver shows the first branch's message, so the address comes first.
    personEmail: z
      .union([emailField, z.literal('')], { error: fieldMessage('validation.invalidEmail') })
      .default(''),
    message: optionalText(DATA_REQUEST_MESSAGE_MAX_LENGTH).default(''),
    receivedOn: calendarDayField.optional(),
  })
  .superRefine((input, context) => {
    if (input.userId !== undefined) return;
    if (input.personName === '') {
      context.addIssue({ code: 'custom', path: ['personName'], message: required });
    }
    if (input.personEmail === '') {
      context.addIssue({ code: 'custom', path: ['personEmail'], message: required });
    }
  });
export type DataRequestCreate = z.input<typeof dataRequestCreateSchema>;
export type DataRequestCreateParsed = z.output<typeof dataRequestCreateSchema>;

/** PATCH: where it stands now, and the note (what was done, or why it was refused). */
export const dataRequestUpdateSchema = z.object({
  state: stateField,
  note: optionalText(DATA_REQUEST_NOTE_MAX_LENGTH).default(''),
});
export type DataRequestUpdate = z.input<typeof dataRequestUpdateSchema>;
export type DataRequestUpdateParsed = z.output<typeof dataRequestUpdateSchema>;

/** POST from the profile: the kind and what the person asks, in their words. */
export const ownDataRequestSchema = z.object({
  kind: kindField,
  message: optionalText(DATA_REQUEST_MESSAGE_MAX_LENGTH).default(''),
});
export type OwnDataRequest = z.input<typeof ownDataRequestSchema>;
export type OwnDataRequestParsed = z.output<typeof ownDataRequestSchema>;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  person: z.object({
    userId: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
  }),
  message: z.string(),
  source: z.enum(DATA_REQUEST_SOURCES),
  recordedBy: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  receivedOn: z.string(),
  dueOn: z.string(),
  state: z.enum(DATA_REQUEST_STATES),
  note: z.string(),
  /** Still waiting (open or in progress) after its due date. */
  isOverdue: z.boolean(),
  closedAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** A page of the queue, and how many requests are overdue in all (whatever the filters). */
export const dataRequestPageSchema = pageSchema(dataRequestSchema).extend({
  overdue: z.number().int(),
});
export type DataRequestPage = z.infer<typeof dataRequestPageSchema>;
