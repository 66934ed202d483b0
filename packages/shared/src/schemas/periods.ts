// Years (periods), screen `/edrocks/periods` ("Years"): the bodies the web sends and the shapes
// the API answers (the endpoints in periods-endpoints.ts, the plain values in
// periods-constants.ts).
//
//   GET    PERIOD_PATHS.periods              periodListQuerySchema     -> periodPageSchema
//   GET    PERIOD_PATHS.period(id)                                     -> periodSchema
//   POST   PERIOD_PATHS.periods              createPeriodBodySchema    -> 201 periodSchema (a draft)
//   PATCH  PERIOD_PATHS.period(id)           updatePeriodBodySchema    -> periodSchema
//   POST   PERIOD_PATHS.periodActivate(id)   activatePeriodBodySchema  -> periodSchema (now available);
//                                   the body is optional
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
import { fieldMessage } from '../messages';
import { idParam, requiredText } from './common';
import { listQuerySchema, pageSchema } from './lists-query';
import {
  daysBetween,
  PERIOD_DATE_MAX,
  PERIOD_DATE_MIN,
  PERIOD_MAX_DAYS,
  PERIOD_NAME_MAX_LENGTH,
  PERIOD_SORT_FIELDS,
  PERIOD_STATUSES,
} from './periods-constants';
import { UNANSWERED_RULES } from './year-cycle-constants';
import { isCalendarDate } from './students';

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
  /** The yearly recommit was run on this year (POST YEAR_CYCLE_PATHS.recommit; read-only here). */
  recommited: z.boolean(),
  /** The yearly student upgrade was run on this year (POST YEAR_CYCLE_PATHS.upgrade). */
  upgraded: z.boolean(),
  /** What the activation does with recommitment requests nobody answered: carry them or end them. */
  unansweredRule: z.enum(UNANSWERED_RULES),
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

/**
 * GET PERIOD_PATHS.periods: `?q=&page=&pageSize=&sort=startDate|name&order=asc|desc&status=`. Newest
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

/** POST PERIOD_PATHS.periods: a new draft year. */
export const createPeriodBodySchema = z
  .object({
    name: requiredText(PERIOD_NAME_MAX_LENGTH),
    startDate: periodDate,
    endDate: periodDate,
  })
  .superRefine(checkDates);
export type CreatePeriodBody = z.input<typeof createPeriodBodySchema>;

/**
 * PATCH PERIOD_PATHS.period(id): only the fields sent change (a draft or the available year; the dates
 * are checked again against the stored ones).
 */
export const updatePeriodBodySchema = z
  .object({
    name: requiredText(PERIOD_NAME_MAX_LENGTH),
    startDate: periodDate,
    endDate: periodDate,
    unansweredRule: z.enum(UNANSWERED_RULES, { error: fieldMessage('validation.invalidValue') }),
  })
  .partial()
  .superRefine(checkDates);
export type UpdatePeriodBody = z.input<typeof updatePeriodBodySchema>;

/**
 * POST PERIOD_PATHS.periodActivate(id), optional: the year the caller's confirmation said would close
 * (null: none was available). When another year is available by then (someone activated one
 * meanwhile), nothing changes and the answer is 409 ALREADY_AVAILABLE_YEAR: the confirmation no
 * longer says what would happen. Without it, whatever year is available closes.
 * `endingSponsorships`: when recommit has not run on the year, the activation would end the
 * closing year's current sponsorships; it goes ahead only when this says how many (the count the
 * second confirmation stated), and answers 409 RECOMMIT_NOT_RUN with the count otherwise.
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
    endingSponsorships: z
      .number({ error: fieldMessage('validation.invalidValue') })
      .int({ error: fieldMessage('validation.invalidValue') })
      .min(0, { error: fieldMessage('validation.invalidValue') })
      .max(2_147_483_647, { error: fieldMessage('validation.invalidValue') })
      .optional(),
  })
  // A POST without a body arrives as null or undefined.
  .nullish();
export type ActivatePeriodBody = z.input<typeof activatePeriodBodySchema>;
