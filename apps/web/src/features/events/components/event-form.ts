// The event form's values and what is sent. Moments are typed as the wall clock of the event's
// time zone (datetime-local inputs; the zone is a field of its own, the programme's by default,
// not the browser's: a coordinator abroad types the event's local times) and sent as UTC instants; prices are typed
// in currency units ("25", "25.50") and sent as cents (unitsToCents). Checked with the same
// rules the server applies, so a mistake shows under its input as soon as it is left.
import { z } from 'zod';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_SLUG_MAX_LENGTH,
  EVENT_SLUG_PATTERN,
  TICKET_PRICE_MAX_CENTS,
  TICKET_TYPE_NAME_MAX_LENGTH,
  TICKET_TYPES_MAX,
  DEFAULT_EVENT_TIME_ZONE,
  centsToUnits,
  fieldMessage,
  fromZonedInput,
  isTimeZone,
  toZonedInput,
  unitsToCents,
  type EventDetail,
  type EventUpdateBody,
} from '@portal/shared';

export const MOMENT_FIELDS = ['startsAt', 'endsAt', 'salesStartAt', 'salesEndAt'] as const;
export type MomentField = (typeof MOMENT_FIELDS)[number];

export interface TicketTypeRowValues {
  /** The saved type's id; absent for a row added in this form. */
  id?: number;
  name: string;
  /** As typed, in currency units. */
  price: string;
  /** As typed; '' for none (only the capacity). */
  limit: string;
  /** A type with orders cannot be removed. */
  hasOrders: boolean;
}

export interface EventFormValues {
  /** In English; the `Es` ones in Spanish (a reader gets theirs, or the other when it is empty). */
  name: string;
  nameEs: string;
  slug: string;
  description: string;
  descriptionEs: string;
  location: string;
  capacity: string;
  startsAt: string;
  endsAt: string;
  salesStartAt: string;
  salesEndAt: string;
  /** IANA: the zone the moments above are typed in, and shown in everywhere. */
  timeZone: string;
  published: boolean;
  ticketTypes: TicketTypeRowValues[];
}

/** Messages of this feature's own strings, by their namespaced key. */
const own = (key: string) => `events:admin.validation.${key}`;
const required = fieldMessage('validation.required');

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DDTHH:MM` in the browser's zone, as a datetime-local input holds it. */
export function toLocalInput(iso: string | null | undefined): string {
  const moment = iso ? new Date(iso) : null;
  if (!moment || Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(
    moment.getDate(),
  )}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/** The UTC instant of a datetime-local value; null when it is not one. */
export function toInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const moment = new Date(local);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

function wholeNumberOf(typed: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(typed) ? Number(typed) : null;
}

export function emptyTicketType(): TicketTypeRowValues {
  return { name: '', price: '', limit: '', hasOrders: false };
}

export function emptyEventValues(): EventFormValues {
  return {
    name: '',
    nameEs: '',
    slug: '',
    description: '',
    descriptionEs: '',
    location: '',
    capacity: '',
    startsAt: '',
    endsAt: '',
    salesStartAt: '',
    salesEndAt: '',
    timeZone: DEFAULT_EVENT_TIME_ZONE,
    published: false,
    ticketTypes: [emptyTicketType()],
  };
}

export function valuesOf(event: EventDetail): EventFormValues {
  return {
    name: event.name,
    nameEs: event.nameEs,
    slug: event.slug,
    description: event.description,
    descriptionEs: event.descriptionEs,
    location: event.location,
    capacity: String(event.capacity),
    startsAt: toZonedInput(event.startsAt, event.timeZone),
    endsAt: toZonedInput(event.endsAt, event.timeZone),
    salesStartAt: toZonedInput(event.salesStartAt, event.timeZone),
    salesEndAt: toZonedInput(event.salesEndAt, event.timeZone),
    timeZone: event.timeZone,
    published: event.published,
    ticketTypes: event.ticketTypes.map((type) => ({
      id: type.id,
      name: type.name,
      price: centsToUnits(type.priceCents).toFixed(2),
      limit: type.limit === null ? '' : String(type.limit),
      hasOrders: type.hasOrders,
    })),
  };
}

const ticketTypeRowSchema = z
  .object({
    id: z.number().optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: required })
      .max(TICKET_TYPE_NAME_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: TICKET_TYPE_NAME_MAX_LENGTH }),
      }),
    price: z.string(),
    limit: z.string(),
    hasOrders: z.boolean(),
  })
  .superRefine((row, context) => {
    if (row.price.trim() === '') {
      context.addIssue({ code: 'custom', path: ['price'], message: required });
    } else {
      const cents = unitsToCents(row.price);
      if (cents === undefined) {
        context.addIssue({ code: 'custom', path: ['price'], message: own('priceInvalid') });
      } else if (cents > TICKET_PRICE_MAX_CENTS) {
        context.addIssue({
          code: 'custom',
          path: ['price'],
          message: fieldMessage('validation.maxValue', {
            num: centsToUnits(TICKET_PRICE_MAX_CENTS),
          }),
        });
      }
    }
    if (row.limit.trim() !== '') {
      const limit = wholeNumberOf(row.limit);
      if (limit === null || limit < 1) {
        context.addIssue({ code: 'custom', path: ['limit'], message: own('wholeNumber') });
      }
    }
  });

function momentSchema() {
  return z
    .string()
    .min(1, { error: required })
    .refine((value) => toInstant(value) !== null, {
      error: fieldMessage('validation.invalidDate'),
    });
}

export const eventFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: required })
      .max(EVENT_NAME_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: EVENT_NAME_MAX_LENGTH }),
      }),
    slug: z
      .string()
      .trim()
      .max(EVENT_SLUG_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: EVENT_SLUG_MAX_LENGTH }),
      })
      .refine((value) => value === '' || EVENT_SLUG_PATTERN.test(value), {
        error: fieldMessage('validation.invalidSlug'),
      }),
    nameEs: z
      .string()
      .trim()
      .max(EVENT_NAME_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: EVENT_NAME_MAX_LENGTH }),
      }),
    description: z.string().max(EVENT_DESCRIPTION_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: EVENT_DESCRIPTION_MAX_LENGTH }),
    }),
    descriptionEs: z.string().max(EVENT_DESCRIPTION_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: EVENT_DESCRIPTION_MAX_LENGTH }),
    }),
    location: z
      .string()
      .trim()
      .min(1, { error: required })
      .max(EVENT_LOCATION_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: EVENT_LOCATION_MAX_LENGTH }),
      }),
    capacity: z
      .string()
      .min(1, { error: required })
      .refine(
        (value) => {
          const number = wholeNumberOf(value);
          return number !== null && number >= 1 && number <= EVENT_CAPACITY_MAX;
        },
        { error: own('wholeNumber') },
      ),
    startsAt: momentSchema(),
    endsAt: momentSchema(),
    salesStartAt: momentSchema(),
    salesEndAt: momentSchema(),
    timeZone: z.string().refine(isTimeZone, { error: fieldMessage('validation.invalidValue') }),
    published: z.boolean(),
    ticketTypes: z
      .array(ticketTypeRowSchema)
      .min(1, { error: own('atLeastOneTicketType') })
      .max(TICKET_TYPES_MAX, {
        error: fieldMessage('validation.maxItems', { num: TICKET_TYPES_MAX }),
      }),
  })
  .superRefine((values, context) => {
    const pairs: Array<[MomentField, MomentField]> = [
      ['startsAt', 'endsAt'],
      ['salesStartAt', 'salesEndAt'],
    ];
    for (const [start, end] of pairs) {
      const from = toInstant(values[start]);
      const to = toInstant(values[end]);
      if (from && to && Date.parse(to) < Date.parse(from)) {
        context.addIssue({
          code: 'custom',
          path: [end],
          message: fieldMessage('validation.endBeforeStart'),
        });
      }
    }
    // The server's rule too: no ticket is sold for an event that is over.
    const salesEnd = toInstant(values.salesEndAt);
    const eventEnd = toInstant(values.endsAt);
    if (salesEnd && eventEnd && Date.parse(salesEnd) > Date.parse(eventEnd)) {
      context.addIssue({
        code: 'custom',
        path: ['salesEndAt'],
        message: fieldMessage('validation.salesEndAfterEvent'),
      });
    }
    const capacity = wholeNumberOf(values.capacity);
    values.ticketTypes.forEach((row, index) => {
      const limit = wholeNumberOf(row.limit);
      if (capacity !== null && limit !== null && limit > capacity) {
        context.addIssue({
          code: 'custom',
          path: ['ticketTypes', index, 'limit'],
          message: own('limitAboveCapacity'),
        });
      }
    });
  });

/** The request: the same for a new event and a change (a new event's rows have no id). */
export function eventBodyOf(values: EventFormValues): EventUpdateBody {
  const slug = values.slug.trim();
  return {
    name: values.name.trim(),
    ...(slug ? { slug } : {}),
    nameEs: values.nameEs.trim(),
    description: values.description,
    descriptionEs: values.descriptionEs,
    location: values.location.trim(),
    capacity: Number(values.capacity),
    startsAt: fromZonedInput(values.startsAt, values.timeZone) ?? '',
    endsAt: fromZonedInput(values.endsAt, values.timeZone) ?? '',
    salesStartAt: fromZonedInput(values.salesStartAt, values.timeZone) ?? '',
    salesEndAt: fromZonedInput(values.salesEndAt, values.timeZone) ?? '',
    timeZone: values.timeZone,
    published: values.published,
    ticketTypes: values.ticketTypes.map((row) => ({
      ...(row.id !== undefined ? { id: row.id } : {}),
      name: row.name.trim(),
      priceCents: unitsToCents(row.price) ?? 0,
      limit: row.limit.trim() === '' ? null : Number(row.limit),
    })),
  };
}

/** The server's `ticketTypes.2.priceCents` is the form's `ticketTypes.2.price`. */
export function formPathOf(path: string): string {
  return path.replace(/^(ticketTypes\.\d+\.)priceCents$/, '$1price');
}
