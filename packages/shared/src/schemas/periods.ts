// Years (periods), screen `/edrocks/periods` ("Years"): the bodies the web sends and the shapes
// the API answers.
//
//   GET    API.periods                 periodListQuerySchema   -> periodPageSchema
//   GET    API.period(id)                                      -> periodSchema
//   POST   API.periods                 createPeriodBodySchema  -> 201 periodSchema (a draft)
//   PATCH  API.period(id)              updatePeriodBodySchema  -> periodSchema
//   POST   API.periodActivate(id)      (no body)               -> periodSchema (now available)
//
// Who (PRODUCT.md, Permissions): super admins read and write; global admins and admins read;
// sponsors and students get 403 (they see the available year through the areas that use it).
//
// Rules: a year is draft, available or closed. At most one year is available: the database
// holds it (a unique index over the available row). Activation is irreversible: the available
// year closes and the draft opens, in one transaction; when two activations race, one wins and
// the other answers 409 ALREADY_AVAILABLE_YEAR. Only a draft can be activated (409
// PERIOD_NOT_DRAFT), and not one that starts before the available year (409
// PERIOD_BEFORE_AVAILABLE). Years never overlap (409 PERIOD_OVERLAP; an exclusion constraint)
// and their names are unique (409 PERIOD_NAME_TAKEN). A closed year is the record: it is not
// edited (409 PERIOD_CLOSED).
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint } from '../endpoint';
import { fieldMessage } from '../messages';
import { idParam, requiredText } from './common';
import { listQuerySchema, pageSchema } from './lists-query';
import { isCalendarDate } from './students';

export const PERIOD_STATUSES = ['draft', 'available', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export const PERIOD_NAME_MAX_LENGTH = 50;
/** A year's dates stay within a sensible range: anything else is a typing mistake. */
export const PERIOD_DATE_MIN = '2000-01-01';
export const PERIOD_DATE_MAX = '2100-12-31';
/** A programme year lasts at most this many days (a little over two years allows odd calendars). */
export const PERIOD_MAX_DAYS = 800;

const invalidDate = fieldMessage('validation.invalidDate');
const required = fieldMessage('validation.required');

/** A `YYYY-MM-DD` day between PERIOD_DATE_MIN and PERIOD_DATE_MAX (years, letter due dates). */
export const periodDate = z
  .string({
    error: (issue) => (issue.input === undefined ? required : invalidDate),
  })
  .trim()
  .min(1, { error: required, abort: true })
  .refine(
    (value) => isCalendarDate(value) && value >= PERIOD_DATE_MIN && value <= PERIOD_DATE_MAX,
    { error: invalidDate },
  );

/** Days from `start` to `end` (both `YYYY-MM-DD`). */
export function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  );
}

/** The end comes after the start, and the year is not absurdly long. */
function checkDates(
  dates: { startDate?: string | undefined; endDate?: string | undefined },
  context: z.RefinementCtx,
) {
  const { startDate, endDate } = dates;
  if (startDate === undefined || endDate === undefined) return;
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
  if (endDate <= startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: fieldMessage('validation.endBeforeStart'),
    });
  } else if (daysBetween(startDate, endDate) > PERIOD_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: fieldMessage('validation.periodTooLong', { num: PERIOD_MAX_DAYS }),
    });
  }
}

export const periodIdParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// Answers

export const periodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `YYYY-MM-DD`. */
  startDate: z.string(),
  /** `YYYY-MM-DD`, the last day of the year. */
  endDate: z.string(),
  status: z.enum(PERIOD_STATUSES),
  /** The yearly recommit was run (a later action; read-only here). */
  recommited: z.boolean(),
  /** The yearly student upgrade was run (a later action; read-only here). */
  upgraded: z.boolean(),
  /** ISO 8601; when the year became available (null for a draft). */
  activatedAt: z.string().nullable(),
  /** ISO 8601; when the year closed (null unless closed). */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Period = z.infer<typeof periodSchema>;

export const periodPageSchema = pageSchema(periodSchema);
export type PeriodPage = z.infer<typeof periodPageSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const PERIOD_SORT_FIELDS = ['startDate', 'name'] as const;
export type PeriodSortField = (typeof PERIOD_SORT_FIELDS)[number];

/**
 * GET API.periods: `?q=&page=&pageSize=&sort=startDate|name&order=asc|desc&status=`. Newest
 * first unless asked otherwise.
 */
export const periodListQuerySchema = listQuerySchema(PERIOD_SORT_FIELDS, {
  status: z.enum(PERIOD_STATUSES, { error: fieldMessage('validation.invalidValue') }).optional(),
}).extend({
  order: z
    .enum(['asc', 'desc'], { error: fieldMessage('validation.invalidValue') })
    .default('desc'),
});
export type PeriodListQuery = z.input<typeof periodListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Bodies

/** POST API.periods: a new draft year. */
export const createPeriodBodySchema = z
  .object({
    name: requiredText(PERIOD_NAME_MAX_LENGTH),
    startDate: periodDate,
    endDate: periodDate,
  })
  .superRefine(checkDates);
export type CreatePeriodBody = z.input<typeof createPeriodBodySchema>;

/**
 * PATCH API.period(id): only the fields sent change (a draft or the available year; the dates
 * are checked again against the stored ones).
 */
export const updatePeriodBodySchema = z
  .object({
    name: requiredText(PERIOD_NAME_MAX_LENGTH),
    startDate: periodDate,
    endDate: periodDate,
  })
  .partial()
  .superRefine(checkDates);
export type UpdatePeriodBody = z.input<typeof updatePeriodBodySchema>;

/**
 * POST API.periodActivate(id), optional: the year the caller's confirmation said would close
 * (null: none was available). When another year is available by then (someone activated one
 * meanwhile), nothing changes and the answer is 409 ALREADY_AVAILABLE_YEAR: the confirmation no
 * longer says what would happen. Without it, whatever year is available closes.
 */
export const activatePeriodBodySchema = z
  .object({
    closingPeriodId: z
      .number({ error: fieldMessage('validation.invalidValue') })
      .int({ error: fieldMessage('validation.invalidValue') })
      .positive({ error: fieldMessage('validation.invalidValue') })
      .max(2_147_483_647, { error: fieldMessage('validation.invalidValue') })
      .nullable()
      .optional(),
  })
  // A POST without a body arrives as null or undefined.
  .nullish();
export type ActivatePeriodBody = z.input<typeof activatePeriodBodySchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const read = { area: 'periods', mode: 'read' } as const;
const write = { area: 'periods', mode: 'write' } as const;

export const PERIOD_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: API.periods,
    access: read,
    tag: 'periods',
    summary: 'The years, newest first (paged, searched by name, filtered by status)',
    query: periodListQuerySchema,
    responses: { 200: periodPageSchema },
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: API.period,
    access: read,
    tag: 'periods',
    summary: 'One year',
    params: periodIdParamsSchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: API.periods,
    access: write,
    tag: 'periods',
    summary: 'Creates a draft year (names unique, dates never overlapping another year)',
    body: createPeriodBodySchema,
    responses: { 201: periodSchema },
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: API.period,
    access: write,
    tag: 'periods',
    summary: 'Changes the name or dates of a draft or the available year',
    params: periodIdParamsSchema,
    body: updatePeriodBodySchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: API.periodActivate,
    access: write,
    tag: 'periods',
    summary:
      'Irreversible: the draft becomes the available year and the available one closes (409 ALREADY_AVAILABLE_YEAR when another activation won)',
    params: periodIdParamsSchema,
    body: activatePeriodBodySchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
