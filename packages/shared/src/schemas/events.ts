// Contract complete.
// Events and their ticket sales: coordinators create events with ticket types (/events/admin),
// guests buy tickets on the public pages (/event, /event/{slug}) through the hosted checkout
// (free tickets are confirmed at once), and coordinators check tickets in at the door: the
// bodies the web sends and the shapes the API answers (the endpoints in events-endpoints.ts, the
// plain values in events-constants.ts).
//
// Administration (area `events`: super and global admins):
//   GET    API.events                 eventListQuerySchema        -> eventPageSchema
//   POST   API.events                 eventBodySchema             -> 201 eventDetailSchema
//   GET    API.event(id)                                          -> eventDetailSchema
//   PUT    API.event(id)              eventUpdateBodySchema       -> eventDetailSchema
//   DELETE API.event(id)              (only without any order)    -> 204
//   PUT    API.eventImage(id)         multipart `file`, JPEG      -> eventDetailSchema
//   DELETE API.eventImage(id)                                     -> eventDetailSchema
//   GET    API.eventOrders(id)        eventOrderListQuerySchema   -> eventOrderPageSchema
//   GET    API.eventOrdersExport(id)  the same without paging + format -> a file
// Check-in at the door (area `ticketCheckIn`: super, global admins and admins):
//   GET    API.checkInEvents                                      -> checkInEventsSchema
//   GET    API.eventCheckInSummary(id)                            -> checkInSummarySchema
//   POST   API.ticketCheckIn          { code }                    -> checkInResultSchema
// Public (no account):
//   GET    API.publicEvents                                       -> publicEventListSchema
//   GET    API.publicEvent(slug)                                  -> publicEventSchema
//   POST   API.publicEventOrders(slug)     orderBodySchema             -> 201 orderCreatedSchema
//   GET    API.publicEventOrder(slug, orderId) ?session=               -> publicOrderSchema
//
// Errors: 409 EVENT_SLUG_TAKEN (slug used by another event), 409 TICKET_TYPE_HAS_SALES (a ticket
// type with orders cannot be removed), 409 EVENT_CAPACITY_BELOW_SEATS (capacity under the seats
// sold or held; params {num}: those seats), 409 EVENT_HAS_SALES (delete of an event with
// orders); buying: 404 for an unknown or unpublished event, 409 SALES_CLOSED (outside the sale
// window), 409 SOLD_OUT (not enough seats, or a ticket type's own limit), 409 SEATS_BEING_PAID
// (the seats missing are held by unpaid checkouts: params {num}, retryAfterSeconds), 409
// UNPAID_ORDERS_LIMIT (too many unpaid orders of the event from this address or e-mail), 400
// VALIDATION_ERROR for a ticket type not of the event (issue on items.N.ticketTypeId), 429
// TOO_MANY_TICKET_ORDERS (orders per address), 503
// PAYMENT_PROVIDER_UNAVAILABLE (nothing held); check-in: 422 TICKET_CODE_INVALID, 409
// TICKET_ALREADY_CHECKED_IN (params {checkedInAt}: ISO), 409 TICKET_NOT_VALID (its order was
// refunded or cancelled).
//
// Seats: a paid order holds its seats for a while (10 minutes by default) while the buyer pays;
// seatsLeft = capacity - seats of confirmed orders - seats of reserved orders whose hold is live.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { fieldMessage } from '../messages';
import { bodyId, emailField, idParam, nameField, optionalText, requiredText } from './common';
import {
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_ORDER_SORT_FIELDS,
  EVENT_SLUG_MAX_LENGTH,
  EVENT_SLUG_PATTERN,
  EVENT_SORT_FIELDS,
  isTimeZone,
  ORDER_ITEM_QUANTITY_MAX,
  ORDER_STATUSES,
  ORDER_TICKETS_MAX,
  TICKET_PRICE_MAX_CENTS,
  TICKET_TYPE_NAME_MAX_LENGTH,
  TICKET_TYPES_MAX,
} from './events-constants';
import { booleanFilter, exportFormatSchema, listQuerySchema, PAGING_FIELDS } from './lists-query';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');
const invalidNumber = fieldMessage('validation.invalidNumber');

/** A moment with its offset (`2026-09-14T15:00:00.000Z`), between 2000 and 2100. */
const momentField = z
  .string({ error: required })
  .min(1, { error: required })
  .max(40, { error: fieldMessage('validation.invalidDate') })
  .pipe(z.iso.datetime({ offset: true, error: fieldMessage('validation.invalidDate') }))
  .refine(
    (value) => {
      const time = Date.parse(value);
      return Number.isNaN(time) || (time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1));
    },
    { error: fieldMessage('validation.invalidDate') },
  );

function wholeNumber(min: number, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? required : invalidNumber) })
    .int({ error: invalidNumber })
    .min(min, { error: fieldMessage('validation.minValue', { num: min }) })
    .max(max, { error: fieldMessage('validation.maxValue', { num: max }) });
}

/** Optional: empty or absent means "make one from the name". */
export const eventSlugField = z
  .string({ error: invalid })
  .trim()
  .max(EVENT_SLUG_MAX_LENGTH, {
    error: fieldMessage('validation.maxChars', { num: EVENT_SLUG_MAX_LENGTH }),
  })
  .refine((value) => value === '' || EVENT_SLUG_PATTERN.test(value), {
    error: fieldMessage('validation.invalidSlug'),
  })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ticketTypeFields = {
  name: requiredText(TICKET_TYPE_NAME_MAX_LENGTH),
  priceCents: wholeNumber(0, TICKET_PRICE_MAX_CENTS),
  /** At most this many tickets of the type; absent or null: only the event's capacity. */
  limit: wholeNumber(1, EVENT_CAPACITY_MAX).nullable().optional(),
};

export const ticketTypeBodySchema = z.object(ticketTypeFields);
/** In an update: with `id`, an existing type (renamed, repriced); without, a new one. */
export const ticketTypeUpdateBodySchema = z.object({ id: bodyId.optional(), ...ticketTypeFields });

const eventFields = {
  name: requiredText(EVENT_NAME_MAX_LENGTH),
  slug: eventSlugField,
  description: optionalText(EVENT_DESCRIPTION_MAX_LENGTH).default(''),
  /**
   * The name and description in Spanish (`name` and `description` are the English ones): public
   * readers get their language's, or the other one when theirs is empty.
   */
  nameEs: optionalText(EVENT_NAME_MAX_LENGTH).default(''),
  descriptionEs: optionalText(EVENT_DESCRIPTION_MAX_LENGTH).default(''),
  location: requiredText(EVENT_LOCATION_MAX_LENGTH),
  capacity: wholeNumber(1, EVENT_CAPACITY_MAX),
  startsAt: momentField,
  endsAt: momentField,
  salesStartAt: momentField,
  salesEndAt: momentField,
  published: z.boolean({ error: invalid }).default(false),
  /**
   * The IANA time zone the event happens in (`America/Bogota`): its page, tickets and e-mails
   * show its times there, labelled. Absent: DEFAULT_EVENT_TIME_ZONE.
   */
  timeZone: z
    .string({ error: invalid })
    .trim()
    .max(64, { error: invalid })
    .refine(isTimeZone, { error: invalid })
    .default(DEFAULT_EVENT_TIME_ZONE),
};

function checkDates<
  T extends { startsAt: string; endsAt: string; salesStartAt: string; salesEndAt: string },
>(value: T, context: z.core.$RefinementCtx<T>) {
  if (Date.parse(value.endsAt) < Date.parse(value.startsAt)) {
    context.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: fieldMessage('validation.endBeforeStart'),
    });
  }
  if (Date.parse(value.salesEndAt) < Date.parse(value.salesStartAt)) {
    context.addIssue({
      code: 'custom',
      path: ['salesEndAt'],
      message: fieldMessage('validation.endBeforeStart'),
    });
  }
  // Nobody buys a ticket for an event that is over.
  if (Date.parse(value.salesEndAt) > Date.parse(value.endsAt)) {
    context.addIssue({
      code: 'custom',
      path: ['salesEndAt'],
      message: fieldMessage('validation.salesEndAfterEvent'),
    });
  }
}

function ticketTypesField<T extends z.ZodType>(item: T) {
  return z
    .array(item, { error: required })
    .min(1, { error: required })
    .max(TICKET_TYPES_MAX, {
      error: fieldMessage('validation.maxItems', { num: TICKET_TYPES_MAX }),
    });
}

/**
 * POST API.events. Dates are ISO 8601 with an offset (stored UTC); the event ends at or
 * after it starts, sales end at or after they start, and at or before the event ends.
 */
export const eventBodySchema = z
  .object({ ...eventFields, ticketTypes: ticketTypesField(ticketTypeBodySchema) })
  .superRefine(checkDates);
export type EventBody = z.input<typeof eventBodySchema>;

/**
 * PUT API.event(id): the whole event. Ticket types listed with their `id` are kept
 * (renamed, repriced, limit changed), those without are added, and existing ones left out are
 * removed: 409 TICKET_TYPE_HAS_SALES when one has orders. An id of another event: 400.
 * Capacity (and a type's limit) may not go below the seats already sold or held: 409
 * EVENT_CAPACITY_BELOW_SEATS.
 */
export const eventUpdateBodySchema = z
  .object({ ...eventFields, ticketTypes: ticketTypesField(ticketTypeUpdateBodySchema) })
  .superRefine(checkDates);
export type EventUpdateBody = z.input<typeof eventUpdateBodySchema>;

export const eventParamsSchema = z.object({ id: idParam });
export const eventSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const publicOrderParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  orderId: idParam,
});

// ---------------------------------------------------------------------------------------------
// The lists' queries

/**
 * GET API.events: `?q=&published=&when=&page=&pageSize=&cursor=&sort=&order=`; `q`
 * matches the name or slug, `when=upcoming` keeps events that have not ended, `past` the others.
 */
export const eventListQuerySchema = listQuerySchema(EVENT_SORT_FIELDS, {
  published: booleanFilter,
  when: z.enum(['upcoming', 'past'], { error: invalid }).optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/**
 * GET API.eventOrders(id): `?q=&status=&page=&pageSize=&cursor=&sort=&order=`; `q`
 * matches the buyer's name or e-mail.
 */
export const eventOrderListQuerySchema = listQuerySchema(EVENT_ORDER_SORT_FIELDS, {
  status: z.enum(ORDER_STATUSES, { error: invalid }).optional(),
});
export type EventOrderListQuery = z.input<typeof eventOrderListQuerySchema>;

export const eventOrderExportQuerySchema = eventOrderListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type EventOrderExportQuery = z.input<typeof eventOrderExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Check-in and the public pages: what the web sends

/** POST API.ticketCheckIn: the code as typed or scanned (dashes, spaces, case ignored). */
export const checkInBodySchema = z.object({
  code: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(40, { error: fieldMessage('validation.maxChars', { num: 40 }) }),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

/**
 * POST API.publicEventOrders(slug). Each ticket type once, 1-10 of it, at most 10 tickets in
 * all (ORDER_TICKETS_MAX). `language`: the buyer's (their tickets' e-mail); absent: the request's Accept-Language.
 */
export const orderBodySchema = z.object({
  items: z
    .array(
      z.object({
        ticketTypeId: bodyId,
        quantity: wholeNumber(1, ORDER_ITEM_QUANTITY_MAX),
      }),
      { error: required },
    )
    .min(1, { error: required })
    .max(TICKET_TYPES_MAX, {
      error: fieldMessage('validation.maxItems', { num: TICKET_TYPES_MAX }),
    })
    .refine((items) => new Set(items.map((item) => item.ticketTypeId)).size === items.length, {
      error: invalid,
    })
    .refine((items) => items.reduce((sum, item) => sum + item.quantity, 0) <= ORDER_TICKETS_MAX, {
      error: fieldMessage('validation.maxValue', { num: ORDER_TICKETS_MAX }),
    }),
  buyer: z.object(
    { firstName: nameField, lastName: nameField, email: emailField },
    { error: required },
  ),
  language: z.enum(LANGUAGES, { error: invalid }).optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;

/** `session`: the secret of the order from the address the checkout sent the buyer back to. */
export const publicOrderQuerySchema = z.object({
  session: z.string({ error: required }).min(1, { error: required }).max(300, { error: invalid }),
});
export type PublicOrderQuery = z.input<typeof publicOrderQuerySchema>;

// What the API answers, apart: the web's build keeps none of it (it validates forms only).
export * from './events-answers';
export * from './events-public-answers';
