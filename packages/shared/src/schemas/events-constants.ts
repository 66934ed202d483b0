// Events: the plain values the screens and the schemas share (paths, limits, the slug and the
// ticket code, order statuses, sale states, sorts). Kept apart from the schemas (events.ts) so
// that a screen that only lists events needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

/** The API paths of events (Fastify syntax). */
export const EVENT_PATHS = {
  events: '/edrocks/api/events',
  event: '/edrocks/api/events/:id',
  /** PUT (multipart, field `file`, JPEG) or DELETE the event's image. */
  eventImage: '/edrocks/api/events/:id/image',
  eventOrders: '/edrocks/api/events/:id/orders',
  eventOrdersExport: '/edrocks/api/events/:id/orders/export',
  eventCheckInSummary: '/edrocks/api/events/:id/check-in-summary',
  checkInEvents: '/edrocks/api/tickets/events',
  ticketCheckIn: '/edrocks/api/tickets/check-in',
  publicEvents: '/edrocks/public/events',
  publicEvent: '/edrocks/public/events/:slug',
  publicOrders: '/edrocks/public/events/:slug/orders',
  publicOrder: '/edrocks/public/events/:slug/orders/:orderId',
} as const;

export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_SLUG_MAX_LENGTH = 80;
export const EVENT_DESCRIPTION_MAX_LENGTH = 10_000;
export const EVENT_LOCATION_MAX_LENGTH = 300;
export const EVENT_CAPACITY_MAX = 100_000;
export const TICKET_TYPES_MAX = 20;
export const TICKET_TYPE_NAME_MAX_LENGTH = 100;
export const TICKET_PRICE_MAX_CENTS = 1_000_000;
/**
 * Of one ticket type in one order, and of all types together in one order: a family or a class
 * fits; one script cannot hold a large share of an event with a handful of unpaid orders.
 */
export const ORDER_ITEM_QUANTITY_MAX = 10;
export const ORDER_TICKETS_MAX = 10;
/**
 * Unpaid orders of one event whose seats are still held (live holds of paid tickets): at most
 * this many from one network address, and from one e-mail address (decision 036). A paid,
 * cancelled or expired order no longer counts.
 */
export const UNPAID_ORDERS_PER_ADDRESS = 3;
export const UNPAID_ORDERS_PER_EMAIL = 2;
/** How many upcoming events the public list shows at most. */
export const PUBLIC_EVENTS_MAX = 100;

/** Lower-case ASCII letters and digits in groups joined by single dashes: `gala-2026`. */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What a name becomes as a slug: accents folded ("Año" -> "ano"), anything else a dash. Empty
 * when nothing is left (the server then uses "event"). The server adds -2, -3 ... when taken.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_SLUG_MAX_LENGTH - 6)
    .replace(/-+$/g, '');
}

/** No 0/O, 1/I/L: a code read off a phone or paper is typed right the first time. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 symbols of 31: about 59 bits, shown in groups of four (ABCD-EFGH-JKMN). */
export const TICKET_CODE_LENGTH = 12;

/** What a person typed or a scanner read, made comparable: case, spaces and dashes ignored. */
export function normalizeTicketCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** "ABCDEFGHJKMN" -> "ABCD-EFGH-JKMN". */
export function formatTicketCode(code: string): string {
  return normalizeTicketCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

export const ORDER_STATUSES = [
  'reserved',
  'confirmed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where a public event's sales stand now: `upcoming` (they open at salesStartAt), `open`,
 * `closed` (the window has passed), `beingPaid` (open, no seat left now, but only because
 * unpaid checkouts hold them: seats not paid for come back when their hold ends) or `soldOut`
 * (open, and the seats are sold).
 */
export const SALE_STATES = ['upcoming', 'open', 'closed', 'beingPaid', 'soldOut'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/**
 * Where the programme's events happen unless the coordinator says otherwise: their times are
 * typed and shown in this zone.
 */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Bogota';

/**
 * A text coordinators write in both languages (an event's name and description), for a reader of
 * `language`: theirs, or the other language's when theirs is empty.
 */
export function textInLanguage(
  texts: { 'en-US': string; 'es-CO': string },
  language: 'en-US' | 'es-CO',
): string {
  const other = language === 'es-CO' ? 'en-US' : 'es-CO';
  return texts[language].trim() !== '' ? texts[language] : texts[other];
}

/** Whether Intl knows the zone (`America/Bogota`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const EVENT_SORT_FIELDS = ['startsAt', 'name'] as const;
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];

export const EVENT_ORDER_SORT_FIELDS = ['createdAt', 'buyer'] as const;
