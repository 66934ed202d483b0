// Events (`app.events`): coordinators create events with ticket types and see their sales;
// guests buy tickets on the public pages; coordinators check tickets in at the door.
//
// Capacity (decision 025): every sale locks the event's row (SELECT ... FOR UPDATE), then
// counts the seats of confirmed orders and of reserved orders whose hold is live, checks the
// event's capacity and each ticket type's own limit, and inserts: two buyers of the last seat
// take turns, in one process or many. A paid order holds its seats for `holdTtlMs` while the
// buyer pays; an expired hold stops counting at once (the count asks for live holds), and a
// sweep marks such orders expired. A payment that arrives after its hold ended is confirmed if
// the seats are still free (checked under the same lock), and otherwise refunded.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  EVENT_SLUG_MAX_LENGTH,
  PUBLIC_EVENTS_MAX,
  formatTicketCode,
  normalizeTicketCode,
  slugify,
  textInLanguage,
  type CheckInEvents,
  type CheckInResult,
  type CheckInSummary,
  type EventDetail,
  type EventOrder,
  type EventOrderPage,
  type EventPage,
  type EventSummary,
  type Language,
  type OrderCreated,
  type OrderStatus,
  type PublicEvent,
  type PublicEventList,
  type PublicEventSummary,
  type PublicOrder,
  type SaleState,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError, isAppError, throttledError } from '../../lib/errors';
import type { FileUrls } from '../../lib/files/file-urls';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type {
  PaymentNotice,
  PaymentOutcome,
  PaymentOwner,
  PaymentsService,
} from '../../lib/payments/payment-provider';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../lib/auth-context';
import {
  checkInTicket,
  countCheckIns,
  countEvents,
  countOrders,
  countSeats,
  countSeatsByType,
  countTicketsOfOrder,
  deleteEventRow,
  deleteTicketTypes,
  eventSortKeys,
  expireHolds,
  findCheckInEvents,
  findCheckInRecord,
  findEventById,
  findEventBySlug,
  findEventPage,
  findOrder,
  findOrderItems,
  findOrderPage,
  findSalesTotals,
  findSlugsLike,
  findTicketTypes,
  findTicketTypesOf,
  findTicketTypesWithOrders,
  findUpcomingPublished,
  hasOrders,
  insertEvent,
  insertOrder,
  insertTickets,
  insertTicketTypes,
  isLockNotAvailable,
  isSlugTaken,
  lockEvent,
  lockOrder,
  lockOrderByTransaction,
  orderSortKeys,
  setEventImageFileId,
  streamOrders,
  updateEventRow,
  updateOrder,
  updateTicketType,
  type EventOrderRow,
  type EventRow,
  type NewOrder,
  type OrderListFilters,
  type OrderListRecord,
  type SeatCounts,
  type TicketTypeRow,
} from './events.repo';
import { generateTicketCode, isTicketCodeShape } from './ticket-code';
import { addressKeyOf, checkUnpaidOrderLimits } from './unpaid-holds';
import { buildTicketMail, type TicketMailInput } from './ticket-mail';

/** Orders per address: generous (a family buying for several events), a wall for scripts. */
export const ORDER_THROTTLE = { limit: 60, windowMs: 60 * 60 * 1000 } as const;
/** Stripe refuses a checkout that closes sooner than 30 minutes from now. */
const CHECKOUT_MIN_MS = 30 * 60 * 1000;
/** A ticket code colliding with another is drawn again (59 bits: practically never). */
const CODE_ATTEMPTS = 4;
/**
 * A buyer who finds the event locked looks again after a short random wait (growing up to the
 * maximum), this many times at most, then waits for the lock like everyone did before.
 */
const LOCK_TRIES = 40;
const LOCK_RETRY_MIN_MS = 2;
const LOCK_RETRY_MAX_MS = 100;
/** The check-in screen offers events that ended less than this long ago. */
const CHECK_IN_GRACE_MS = 24 * 60 * 60 * 1000;

export interface EventsServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  throttle: Throttle;
  fileUrls: FileUrls;
  background: BackgroundTasks;
  payments: PaymentsService;
  jwtSecret: string;
  log: FastifyBaseLogger;
}

interface TicketTypeInput {
  id?: number | undefined;
  name: string;
  priceCents: number;
  limit?: number | null | undefined;
}

export interface EventInput {
  name: string;
  nameEs?: string | undefined;
  descriptionEs?: string | undefined;
  slug?: string | undefined;
  description: string;
  location: string;
  capacity: number;
  startsAt: string;
  endsAt: string;
  salesStartAt: string;
  salesEndAt: string;
  published: boolean;
  timeZone: string;
  ticketTypes: TicketTypeInput[];
}

export interface OrderInput {
  items: Array<{ ticketTypeId: number; quantity: number }>;
  buyer: { firstName: string; lastName: string; email: string };
  language?: Language | undefined;
}

const iso = (date: Date) => date.toISOString();

/** The event's name for a reader of `language` (the other language's when theirs is empty). */
const nameIn = (event: EventRow, language: Language) =>
  textInLanguage({ 'en-US': event.name, 'es-CO': event.nameEs }, language);
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function saleStateOf(event: EventRow, counts: SeatCounts, now: Date): SaleState {
  if (now.getTime() < event.salesStartAt.getTime()) return 'upcoming';
  if (now.getTime() > event.salesEndAt.getTime()) return 'closed';
  if (counts.sold + counts.held < event.capacity) return 'open';
  // No seat left now: sold, or only held by checkouts that may still go unpaid.
  return notForPayment(counts) < event.capacity ? 'beingPaid' : 'soldOut';
}

/** Seats sold, or held on their way to being issued (free tickets): not coming back. */
function notForPayment(counts: SeatCounts): number {
  return counts.sold + counts.held - (counts.heldForPayment ?? 0);
}

/**
 * Whether an order fits now: `fits`, `beingPaid` (it would, were it not for seats held by
 * unpaid checkouts: they may come back) or `soldOut` (not even then).
 */
type SeatVerdict = 'fits' | 'beingPaid' | 'soldOut';

function verdictOf(taken: SeatCounts | undefined, wanted: number, limit: number): SeatVerdict {
  const counts = taken ?? { sold: 0, held: 0 };
  if (counts.sold + counts.held + wanted <= limit) return 'fits';
  return notForPayment(counts) + wanted <= limit ? 'beingPaid' : 'soldOut';
}

/** How many of a type can still be bought: its own limit and the event's seats left. */
function typeLeft(type: TicketTypeRow, taken: SeatCounts | undefined, seatsLeft: number): number {
  const left =
    type.ticketLimit === null
      ? seatsLeft
      : Math.min(seatsLeft, type.ticketLimit - (taken?.sold ?? 0) - (taken?.held ?? 0));
  return Math.max(0, left);
}

export function createEventsService(deps: EventsServiceDeps) {
  const { db, clock, config, mailer, throttle, fileUrls, background, payments, log } = deps;
  const currency = config.payments.currency;

  /** The order's own secret, in the address the checkout sends the buyer back to. */
  function orderKey(orderId: number): string {
    return createHmac('sha256', deps.jwtSecret)
      .update(`portal/events/order/${orderId}`)
      .digest('base64url')
      .slice(0, 32);
  }

  function isSameSecret(given: string, expected: string | null): boolean {
    if (!expected) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  function summaryOf(event: EventRow, counts: SeatCounts | undefined, now: Date): EventSummary {
    const sold = counts?.sold ?? 0;
    const held = counts?.held ?? 0;
    const seatsLeft = Math.max(0, event.capacity - sold - held);
    return {
      id: event.id,
      slug: event.slug,
      name: event.name,
      nameEs: event.nameEs,
      location: event.location,
      startsAt: iso(event.startsAt),
      endsAt: iso(event.endsAt),
      salesStartAt: iso(event.salesStartAt),
      salesEndAt: iso(event.salesEndAt),
      timeZone: event.timeZone,
      published: event.published,
      capacity: event.capacity,
      seatsSold: sold,
      seatsHeld: held,
      seatsLeft,
      saleState: saleStateOf(event, counts ?? { sold, held }, now),
      imageUrl: fileUrls.photoUrl(event.imageFileId),
    };
  }

  async function detailOf(reader: Database, event: EventRow): Promise<EventDetail> {
    const now = clock.now();
    const [types, counts, byType, withOrders, totals] = await Promise.all([
      findTicketTypes(reader, event.id),
      countSeats(reader, [event.id], now),
      countSeatsByType(reader, event.id, now),
      findTicketTypesWithOrders(reader, event.id),
      findSalesTotals(reader, event.id),
    ]);
    return {
      ...summaryOf(event, counts.get(event.id), now),
      description: event.description,
      descriptionEs: event.descriptionEs,
      currency,
      ticketTypes: types.map((type) => ({
        id: type.id,
        name: type.name,
        priceCents: type.priceCents,
        limit: type.ticketLimit,
        position: type.position,
        sold: byType.get(type.id)?.sold ?? 0,
        held: byType.get(type.id)?.held ?? 0,
        hasOrders: withOrders.has(type.id),
      })),
      hasOrders: withOrders.size > 0,
      revenueCents: totals.revenueCents,
      createdAt: iso(event.createdAt),
      updatedAt: iso(event.updatedAt),
    };
  }

  async function requireEvent(id: number): Promise<EventRow> {
    const event = await findEventById(db, id);
    if (!event) throw appError('NOT_FOUND');
    return event;
  }

  /** The name's slug, or with -2, -3 ... the first one no event uses. */
  async function freeSlugFor(name: string): Promise<string> {
    const base = slugify(name) || 'event';
    const taken = new Set(await findSlugsLike(db, base));
    if (!taken.has(base)) return base;
    for (let suffix = 2; ; suffix += 1) {
      const candidate = `${base}-${suffix}`;
      if (candidate.length > EVENT_SLUG_MAX_LENGTH) throw appError('EVENT_SLUG_TAKEN');
      if (!taken.has(candidate)) return candidate;
    }
  }

  function eventValues(input: EventInput) {
    return {
      name: input.name,
      description: input.description,
      nameEs: input.nameEs ?? '',
      descriptionEs: input.descriptionEs ?? '',
      location: input.location,
      capacity: input.capacity,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      salesStartAt: new Date(input.salesStartAt),
      salesEndAt: new Date(input.salesEndAt),
      published: input.published,
      timeZone: input.timeZone,
    };
  }

  /** Unknown or unpublished: 404, the same answer (an unpublished event does not exist yet). */
  async function requirePublishedEvent(slug: string): Promise<EventRow> {
    const event = await findEventBySlug(db, slug.toLowerCase());
    if (!event?.published) throw appError('NOT_FOUND');
    return event;
  }

  async function publicSummaries(
    events: EventRow[],
    language: Language,
  ): Promise<PublicEventSummary[]> {
    const now = clock.now();
    const ids = events.map((event) => event.id);
    const [counts, types] = await Promise.all([
      countSeats(db, ids, now),
      findTicketTypesOf(db, ids),
    ]);
    return events.map((event) => {
      const summary = summaryOf(event, counts.get(event.id), now);
      const prices = types.filter((type) => type.eventId === event.id).map((t) => t.priceCents);
      return {
        slug: event.slug,
        name: nameIn(event, language),
        location: event.location,
        startsAt: summary.startsAt,
        endsAt: summary.endsAt,
        salesStartAt: summary.salesStartAt,
        salesEndAt: summary.salesEndAt,
        timeZone: event.timeZone,
        saleState: summary.saleState,
        seatsLeft: summary.seatsLeft,
        seatsHeld: counts.get(event.id)?.heldForPayment ?? 0,
        fromPriceCents: prices.length > 0 ? Math.min(...prices) : 0,
        currency,
        imageUrl: summary.imageUrl,
      };
    });
  }

  /**
   * Whether `items` fit in the event now (under its lock when `reader` holds it): the seats
   * left, and each type's own limit. `exceptOrderId` leaves an order's own seats out (a late
   * payment re-checks its order against everyone else's).
   */
  async function fits(
    reader: Database,
    event: EventRow,
    types: Map<number, TicketTypeRow>,
    items: Array<{ ticketTypeId: number; quantity: number }>,
    exceptOrderId?: number,
  ): Promise<boolean> {
    return (await seatVerdict(reader, event, types, items, exceptOrderId)).verdict === 'fits';
  }

  /** `fits`, saying why not and with the event's counts (for the refusal's answer). */
  async function seatVerdict(
    reader: Database,
    event: EventRow,
    types: Map<number, TicketTypeRow>,
    items: Array<{ ticketTypeId: number; quantity: number }>,
    exceptOrderId?: number,
  ): Promise<{ verdict: SeatVerdict; counts: SeatCounts | undefined }> {
    const now = clock.now();
    const seats = items.reduce((sum, item) => sum + item.quantity, 0);
    const counts = (await countSeats(reader, [event.id], now, exceptOrderId)).get(event.id);
    const verdicts = [verdictOf(counts, seats, event.capacity)];
    const limited = items.filter((item) => types.get(item.ticketTypeId)?.ticketLimit != null);
    if (verdicts[0] !== 'soldOut' && limited.length > 0) {
      const byType = await countSeatsByType(reader, event.id, now, exceptOrderId);
      for (const item of limited) {
        const type = types.get(item.ticketTypeId) as TicketTypeRow;
        verdicts.push(verdictOf(byType.get(type.id), item.quantity, type.ticketLimit as number));
      }
    }
    const verdict = verdicts.includes('soldOut')
      ? 'soldOut'
      : verdicts.includes('beingPaid')
        ? 'beingPaid'
        : 'fits';
    return { verdict, counts };
  }

  /** Throws the refusal of an order that does not fit: SOLD_OUT, or SEATS_BEING_PAID. */
  async function requireSeats(
    reader: Database,
    event: EventRow,
    types: Map<number, TicketTypeRow>,
    items: Array<{ ticketTypeId: number; quantity: number }>,
  ): Promise<void> {
    const { verdict, counts } = await seatVerdict(reader, event, types, items);
    if (verdict === 'fits') return;
    if (verdict === 'soldOut') throw appError('SOLD_OUT');
    const waitMs = (counts?.firstHoldEndsAt?.getTime() ?? 0) - clock.now().getTime();
    throw appError('SEATS_BEING_PAID', {
      params: { num: counts?.heldForPayment ?? 0 },
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }

  function isSaleOpen(event: EventRow, now: Date): boolean {
    return (
      event.published &&
      now.getTime() >= event.salesStartAt.getTime() &&
      now.getTime() <= event.salesEndAt.getTime()
    );
  }

  /** One code per seat, in the order's item order. */
  function drawTickets(
    items: Array<{ ticketTypeId: number; quantity: number }>,
    types: Map<number, { name: string }>,
  ) {
    return items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        ticketTypeId: item.ticketTypeId,
        ticketType: types.get(item.ticketTypeId)?.name ?? '',
        code: generateTicketCode(),
      })),
    );
  }

  function mailInput(
    event: EventRow,
    order: {
      buyerEmail: string;
      buyerFirstName: string;
      buyerLastName: string;
      language: string;
      totalCents: number;
      currency: string;
    },
    drawn: Array<{ code: string; ticketType: string }>,
  ): TicketMailInput {
    return {
      to: order.buyerEmail,
      language: order.language as Language,
      buyerName: `${order.buyerFirstName} ${order.buyerLastName}`,
      event: {
        name: nameIn(event, order.language as Language),
        location: event.location,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        timeZone: event.timeZone,
        url: `${config.publicUrl}/event/${event.slug}`,
      },
      totalCents: order.totalCents,
      currency: order.currency,
      tickets: drawn.map((ticket) => ({ code: ticket.code, ticketType: ticket.ticketType })),
    };
  }

  /**
   * Runs `attempt` with fresh ticket codes until none collides with an existing ticket's (the
   * unique index says so; the transaction is rolled back and tried again).
   */
  async function withFreshCodes<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (tries < CODE_ATTEMPTS && isUniqueViolation(error, 'tickets_code_unique')) continue;
        throw error;
      }
    }
  }

  /** A refund owed for a payment that came too late: asked of the provider once it committed. */
  function refundLater(orderId: number, transactionId: string) {
    log.warn({ orderId, transactionId }, 'event order paid after its seats were gone: refunding');
    background.run('event order refund', async () => {
      // The provider can refund only once the payment it reported is on record (the webhook's
      // transaction must commit first): a few short waits cover that.
      for (let tries = 1; ; tries += 1) {
        try {
          await payments.refund(transactionId);
          log.info({ orderId, transactionId }, 'event order refund requested');
          return;
        } catch (error) {
          if (tries >= 20 || !(isAppError(error) && error.code === 'NOT_REFUNDABLE')) throw error;
          await sleep(250);
        }
      }
    });
  }

  /**
   * Confirms an order with its tickets and queues their e-mail, in the caller's transaction.
   * Locks the event, then the order (the order every sale takes its locks in). A live hold
   * already counts its seats; an order whose hold has passed (or was ended) gets them only if
   * they are still free, checked under the lock; otherwise it is cancelled ('refund-due' for
   * a payment: the caller asks for the refund).
   */
  async function confirmWithTickets(
    tx: Database,
    orderId: number,
    drawn: Array<{ ticketTypeId: number; code: string }>,
    message: MailMessage,
    changes: {
      confirmedAt: Date;
      transactionId?: string;
      paidAt?: Date;
      feeCents?: number | null;
      checkoutSessionId?: string | null;
    },
  ): Promise<PaymentOutcome> {
    const current = await findOrder(tx, orderId);
    if (!current) return 'unknown-owner';
    const event = await lockEvent(tx, current.eventId);
    const order = await lockOrder(tx, orderId);
    if (!event || !order) return 'unknown-owner';
    if (order.status === 'confirmed') return 'already-confirmed';
    if (order.status === 'refunded') return 'unchanged';
    const now = clock.now();
    const isHoldLive =
      order.status === 'reserved' &&
      order.holdExpiresAt !== null &&
      order.holdExpiresAt.getTime() > now.getTime();
    if (!isHoldLive) {
      const types = new Map((await findTicketTypes(tx, event.id)).map((type) => [type.id, type]));
      const items = await findOrderItems(tx, [order.id]);
      if (!(await fits(tx, event, types, items, order.id))) {
        await updateOrder(tx, order.id, {
          ...changes,
          confirmedAt: null,
          status: 'cancelled',
          updatedAt: now,
        });
        return 'refund-due';
      }
    }
    await updateOrder(tx, order.id, { ...changes, status: 'confirmed', updatedAt: now });
    await insertTickets(
      tx,
      drawn.map((ticket) => ({
        orderId: order.id,
        ticketTypeId: ticket.ticketTypeId,
        code: ticket.code,
      })),
    );
    await mailer.send(message, tx);
    return 'confirmed';
  }

  // -------------------------------------------------------------------------------------------
  // The payment owner of kind 'order'

  const paymentOwner: PaymentOwner = {
    async paid(tx, notice: Extract<PaymentNotice, { type: 'paid' }>): Promise<PaymentOutcome> {
      const found = await findOrder(tx, notice.owner.id);
      if (!found) return 'unknown-owner';
      if (found.status === 'confirmed') return 'already-confirmed';
      if (found.status === 'refunded') return 'unchanged';
      const event = (await findEventById(tx, found.eventId)) as EventRow;
      const items = await findOrderItems(tx, [found.id]);
      const typeNames = new Map(
        items.map((item) => [item.ticketTypeId, { name: item.ticketTypeName }]),
      );
      // The PDF and QR codes are made before the locks are taken: other buyers do not wait on them.
      const drawn = drawTickets(items, typeNames);
      const message = await buildTicketMail(mailInput(event, found, drawn));

      if (notice.amountCents !== found.totalCents)
        log.warn(
          { orderId: found.id, paid: notice.amountCents, total: found.totalCents },
          'event order paid a different amount',
        );
      const outcome = await confirmWithTickets(tx, found.id, drawn, message, {
        transactionId: notice.transactionId,
        paidAt: notice.paidAt,
        feeCents: notice.feeCents ?? null,
        checkoutSessionId: found.checkoutSessionId ?? notice.sessionId,
        confirmedAt: clock.now(),
      });
      if (outcome === 'refund-due') refundLater(found.id, notice.transactionId);
      return outcome;
    },

    async ended(tx, notice): Promise<PaymentOutcome> {
      const order = await lockOrder(tx, notice.owner.id);
      if (!order) return 'unknown-owner';
      if (order.status !== 'reserved') return 'unchanged';
      await updateOrder(tx, order.id, { status: 'cancelled', updatedAt: clock.now() });
      return 'cancelled';
    },

    async refunded(tx, notice): Promise<PaymentOutcome> {
      const order = await lockOrderByTransaction(tx, notice.transactionId);
      if (!order) return 'unknown-owner';
      if (order.status === 'refunded') return 'unchanged';
      if (notice.amountRefundedCents < order.totalCents) return 'partially-refunded';
      // Its tickets stop being valid with the order (check-in asks for a confirmed order), and
      // its seats stop counting.
      await updateOrder(tx, order.id, {
        status: 'refunded',
        refundedAt: notice.refundedAt,
        updatedAt: clock.now(),
      });
      return 'refunded';
    },
  };

  // -------------------------------------------------------------------------------------------

  return {
    paymentOwner,

    /** Marks reserved orders whose hold has passed as expired (they already stopped counting). */
    async sweepExpiredHolds(): Promise<number> {
      return expireHolds(db, clock.now());
    },

    // Administration ---------------------------------------------------------------------------

    async list(
      query: {
        q?: string | undefined;
        published?: boolean | undefined;
        when?: 'upcoming' | 'past' | undefined;
      } & PageRequest,
    ): Promise<EventPage> {
      const now = clock.now();
      const filters = { q: query.q, published: query.published, when: query.when, now };
      const page = await readPage({
        request: query,
        keys: eventSortKeys(query.sort as 'startsAt' | 'name'),
        readRows: (window) => findEventPage(db, filters, window),
        countTotal: () => countEvents(db, filters),
        toItem: (row) => row.event,
      });
      const counts = await countSeats(
        db,
        page.items.map((event) => event.id),
        now,
      );
      return {
        ...page,
        items: page.items.map((event) => summaryOf(event, counts.get(event.id), now)),
      };
    },

    async get(id: number): Promise<EventDetail> {
      return detailOf(db, await requireEvent(id));
    },

    async create(auth: AuthContext, input: EventInput): Promise<EventDetail> {
      if (input.slug !== undefined && (await isSlugTaken(db, input.slug)))
        throw appError('EVENT_SLUG_TAKEN');
      // Two events of one name created at once may pick the same free slug: the unique index
      // refuses the second, which then picks the next one.
      for (let tries = 1; ; tries += 1) {
        const slug = input.slug ?? (await freeSlugFor(input.name));
        try {
          const event = await db.transaction(async (tx) => {
            const row = await insertEvent(tx, {
              ...eventValues(input),
              slug,
              createdBy: auth.userId,
            });
            await insertTicketTypes(
              tx,
              input.ticketTypes.map((type, position) => ({
                eventId: row.id,
                name: type.name,
                priceCents: type.priceCents,
                ticketLimit: type.limit ?? null,
                position,
              })),
            );
            return row;
          });
          return await detailOf(db, event);
        } catch (error) {
          if (!isUniqueViolation(error, 'events_slug_unique')) throw error;
          if (input.slug !== undefined || tries >= 5) throw appError('EVENT_SLUG_TAKEN');
        }
      }
    },

    /**
     * Under the event's lock (sales wait): the capacity may not go under the seats sold or held,
     * nor a type's limit under its own; a type with orders stays.
     */
    async update(id: number, input: EventInput): Promise<EventDetail> {
      try {
        const event = await db.transaction(async (tx) => {
          const current = await lockEvent(tx, id);
          if (!current) throw appError('NOT_FOUND');
          // Without a slug the address stays as it was: links already shared keep working.
          const slug = input.slug ?? current.slug;
          if (slug !== current.slug && (await isSlugTaken(tx, slug, id)))
            throw appError('EVENT_SLUG_TAKEN');
          const types = await findTicketTypes(tx, id);
          const known = new Map(types.map((type) => [type.id, type]));
          const keptIds = new Set<number>();
          for (const [index, type] of input.ticketTypes.entries()) {
            if (type.id === undefined) continue;
            if (!known.has(type.id) || keptIds.has(type.id))
              throw appError('VALIDATION_ERROR', {
                issues: [{ path: `ticketTypes.${index}.id`, message: 'validation.invalidValue' }],
              });
            keptIds.add(type.id);
          }
          const removed = types.filter((type) => !keptIds.has(type.id)).map((type) => type.id);
          const withOrders = await findTicketTypesWithOrders(tx, id);
          if (removed.some((typeId) => withOrders.has(typeId)))
            throw appError('TICKET_TYPE_HAS_SALES');
          const now = clock.now();
          const counts = (await countSeats(tx, [id], now)).get(id);
          const taken = (counts?.sold ?? 0) + (counts?.held ?? 0);
          if (input.capacity < taken)
            throw appError('EVENT_CAPACITY_BELOW_SEATS', { params: { num: taken } });
          const byType = await countSeatsByType(tx, id, now);
          for (const type of input.ticketTypes) {
            if (type.id === undefined || type.limit == null) continue;
            const typeTaken = (byType.get(type.id)?.sold ?? 0) + (byType.get(type.id)?.held ?? 0);
            if (type.limit < typeTaken)
              throw appError('EVENT_CAPACITY_BELOW_SEATS', { params: { num: typeTaken } });
          }
          await updateEventRow(tx, id, { ...eventValues(input), slug, updatedAt: now });
          await deleteTicketTypes(tx, removed);
          for (const [position, type] of input.ticketTypes.entries()) {
            if (type.id === undefined) continue;
            await updateTicketType(tx, type.id, {
              name: type.name,
              priceCents: type.priceCents,
              ticketLimit: type.limit ?? null,
              position,
            });
          }
          await insertTicketTypes(
            tx,
            input.ticketTypes.flatMap((type, position) =>
              type.id === undefined
                ? [
                    {
                      eventId: id,
                      name: type.name,
                      priceCents: type.priceCents,
                      ticketLimit: type.limit ?? null,
                      position,
                    },
                  ]
                : [],
            ),
          );
          return (await findEventById(tx, id)) as EventRow;
        });
        return await detailOf(db, event);
      } catch (error) {
        if (isUniqueViolation(error, 'events_slug_unique')) throw appError('EVENT_SLUG_TAKEN');
        throw error;
      }
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const event = await lockEvent(tx, id);
        if (!event) throw appError('NOT_FOUND');
        if (await hasOrders(tx, id)) throw appError('EVENT_HAS_SALES');
        await deleteEventRow(tx, id);
      });
    },

    /** For the image's owner rule and the answer after an upload. */
    async exists(id: number): Promise<boolean> {
      return (await findEventById(db, id)) !== undefined;
    },

    setImageFileId: (tx: Database, id: number, fileId: number | null) =>
      setEventImageFileId(tx, id, fileId),

    async orders(
      id: number,
      query: { q?: string | undefined; status?: OrderStatus | undefined } & PageRequest,
    ): Promise<EventOrderPage> {
      const event = await requireEvent(id);
      const filters: OrderListFilters = { eventId: id, q: query.q, status: query.status };
      const now = clock.now();
      const [page, counts, totals, checkIns] = await Promise.all([
        readPage({
          request: query,
          keys: orderSortKeys(query.sort as 'createdAt' | 'buyer'),
          readRows: (window) => findOrderPage(db, filters, window),
          countTotal: () => countOrders(db, filters),
          toItem: (row) => row,
        }),
        countSeats(db, [id], now),
        findSalesTotals(db, id),
        countCheckIns(db, [id]),
      ]);
      const items = await findOrderItems(
        db,
        page.items.map((row) => row.order.id),
      );
      const sold = counts.get(id)?.sold ?? 0;
      const held = counts.get(id)?.held ?? 0;
      return {
        ...page,
        items: page.items.map((row) => toOrder(row, items)),
        event: { id: event.id, name: event.name, slug: event.slug },
        totals: {
          seatsSold: sold,
          seatsHeld: held,
          seatsLeft: Math.max(0, event.capacity - sold - held),
          capacity: event.capacity,
          revenueCents: totals.revenueCents,
          feeCents: totals.feeCents,
          confirmedOrders: totals.confirmedOrders,
          checkedIn: checkIns.get(id)?.checkedIn ?? 0,
          currency,
        },
      };
    },

    /** Every order of the filter, with its items, for an export. */
    async ordersExport(
      id: number,
      query: {
        q?: string | undefined;
        status?: OrderStatus | undefined;
        sort: string;
        order: 'asc' | 'desc';
      },
    ): Promise<{ event: EventRow; rows: AsyncIterable<EventOrder> }> {
      const event = await requireEvent(id);
      const filters: OrderListFilters = { eventId: id, q: query.q, status: query.status };
      const source = streamOrders(db, filters, query.sort as 'createdAt' | 'buyer', query.order);
      async function* rows(): AsyncIterable<EventOrder> {
        let batch: OrderListRecord[] = [];
        const flush = async function* () {
          const items = await findOrderItems(
            db,
            batch.map((row) => row.order.id),
          );
          for (const row of batch) yield toOrder(row, items);
          batch = [];
        };
        for await (const row of source) {
          batch.push(row);
          if (batch.length >= 500) yield* flush();
        }
        yield* flush();
      }
      return { event, rows: rows() };
    },

    // Check-in -------------------------------------------------------------------------------

    async checkIn(auth: AuthContext, typed: string): Promise<CheckInResult> {
      const code = normalizeTicketCode(typed);
      if (!isTicketCodeShape(code)) throw appError('TICKET_CODE_INVALID');
      const now = clock.now();
      const isCheckedIn = await checkInTicket(db, code, now, auth.userId);
      const record = await findCheckInRecord(db, code);
      if (!record) throw appError('TICKET_CODE_INVALID');
      if (!isCheckedIn) {
        if (record.orderStatus !== 'confirmed') throw appError('TICKET_NOT_VALID');
        throw appError('TICKET_ALREADY_CHECKED_IN', {
          params: { checkedInAt: iso(record.checkedInAt ?? now) },
        });
      }
      return {
        ticket: {
          code: formatTicketCode(record.code),
          eventId: record.eventId,
          eventName: record.eventName,
          eventStartsAt: iso(record.eventStartsAt),
          ticketType: record.ticketType,
          buyerName: `${record.buyerFirstName} ${record.buyerLastName}`,
          checkedInAt: iso(record.checkedInAt ?? now),
        },
      };
    },

    async checkInSummary(id: number): Promise<CheckInSummary> {
      await requireEvent(id);
      const counts = (await countCheckIns(db, [id])).get(id);
      return { eventId: id, checkedIn: counts?.checkedIn ?? 0, total: counts?.total ?? 0 };
    },

    async checkInEvents(): Promise<CheckInEvents> {
      const since = new Date(clock.now().getTime() - CHECK_IN_GRACE_MS);
      const events = await findCheckInEvents(db, since);
      const counts = await countCheckIns(
        db,
        events.map((event) => event.id),
      );
      return {
        items: events.map((event) => ({
          id: event.id,
          name: event.name,
          startsAt: iso(event.startsAt),
          endsAt: iso(event.endsAt),
          location: event.location,
          checkedIn: counts.get(event.id)?.checkedIn ?? 0,
          total: counts.get(event.id)?.total ?? 0,
        })),
      };
    },

    // Public ---------------------------------------------------------------------------------

    async publicList(language: Language): Promise<PublicEventList> {
      const events = await findUpcomingPublished(db, clock.now(), PUBLIC_EVENTS_MAX);
      return { items: await publicSummaries(events, language) };
    },

    async publicGet(slug: string, language: Language): Promise<PublicEvent> {
      const event = await requirePublishedEvent(slug);
      const now = clock.now();
      const [[summary], types, byType] = await Promise.all([
        publicSummaries([event], language),
        findTicketTypes(db, event.id),
        countSeatsByType(db, event.id, now),
      ]);
      const base = summary as PublicEventSummary;
      const ticketTypes = types.map((type) => ({
        id: type.id,
        name: type.name,
        priceCents: type.priceCents,
        left: typeLeft(type, byType.get(type.id), base.seatsLeft),
      }));
      const isEveryTypeGone = ticketTypes.every((type) => type.left === 0);
      // With the unpaid holds given back, would any type have a seat? Then they are the reason.
      const unsold = base.seatsLeft + base.seatsHeld;
      const isAnyTypeHeld = types.some((type) => {
        const taken = byType.get(type.id);
        const kept = taken ? notForPayment(taken) : 0;
        return typeLeft(type, { sold: kept, held: 0 }, unsold) > 0;
      });
      const stateWhenGone: SaleState = isAnyTypeHeld ? 'beingPaid' : 'soldOut';
      return {
        ...base,
        saleState: base.saleState === 'open' && isEveryTypeGone ? stateWhenGone : base.saleState,
        description: textInLanguage(
          { 'en-US': event.description, 'es-CO': event.descriptionEs },
          language,
        ),
        capacity: event.capacity,
        ticketTypes,
      };
    },

    async createOrder(
      slug: string,
      input: OrderInput,
      context: { ip: string; language: Language },
    ): Promise<OrderCreated> {
      const reservation = await throttle.reserve([
        { key: `event-order:ip:${context.ip}`, ...ORDER_THROTTLE },
      ]);
      if (!reservation.isAllowed)
        throw throttledError('TOO_MANY_TICKET_ORDERS', reservation.retryAfterSeconds);

      const event = await requirePublishedEvent(slug);
      if (!isSaleOpen(event, clock.now())) throw appError('SALES_CLOSED');
      const types = new Map((await findTicketTypes(db, event.id)).map((type) => [type.id, type]));
      for (const [index, item] of input.items.entries()) {
        if (!types.has(item.ticketTypeId))
          throw appError('VALIDATION_ERROR', {
            issues: [{ path: `items.${index}.ticketTypeId`, message: 'validation.invalidValue' }],
          });
      }
      const items = input.items.map((item) => ({
        ...item,
        unitPriceCents: (types.get(item.ticketTypeId) as TicketTypeRow).priceCents,
      }));
      const seats = items.reduce((sum, item) => sum + item.quantity, 0);
      const totalCents = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
      // A first look without the lock turns most buyers of a sold-out event away cheaply; the
      // answer that counts is the one under the lock below.
      await requireSeats(db, event, types, items);

      const orderValues = {
        eventId: event.id,
        buyerFirstName: input.buyer.firstName,
        buyerLastName: input.buyer.lastName,
        buyerEmail: input.buyer.email,
        buyerAddressKey: addressKeyOf(deps.jwtSecret, context.ip),
        language: input.language ?? context.language,
        seats,
        totalCents,
        currency,
      };

      /**
       * Holds the seats: locks the event, checks it again (the sale window, then the seats) and
       * inserts the order. A buyer who finds the event locked does not queue on it holding a
       * database connection: they let go, wait a moment and look again without the lock, so
       * that once the seats are gone everyone still waiting is answered SOLD_OUT at once rather
       * than taking the lock in turn only to find nothing left. The last try waits its turn.
       */
      const holdSeats = async (values: NewOrder): Promise<EventOrderRow> => {
        for (let attempt = 1; ; attempt += 1) {
          const isLastTry = attempt >= LOCK_TRIES;
          try {
            return await db.transaction(async (tx) => {
              const locked = await lockEvent(tx, event.id, { noWait: !isLastTry });
              if (!locked?.published) throw appError('NOT_FOUND');
              if (!isSaleOpen(locked, clock.now())) throw appError('SALES_CLOSED');
              if (values.totalCents > 0)
                await checkUnpaidOrderLimits(
                  tx,
                  event.id,
                  { addressKey: values.buyerAddressKey as string, email: values.buyerEmail },
                  clock.now(),
                );
              await requireSeats(tx, locked, types, items);
              return insertOrder(tx, values, items);
            });
          } catch (error) {
            if (isLastTry || !isLockNotAvailable(error)) throw error;
          }
          // Real time: this is about other requests, not the portal's clock.
          await sleep(
            LOCK_RETRY_MIN_MS + Math.random() * Math.min(LOCK_RETRY_MAX_MS, 2 ** attempt),
          );
          await requireSeats(db, event, types, items);
        }
      };

      if (totalCents === 0) {
        // Two steps, so that the PDF and QR codes (slow to draw) are made only for buyers who
        // got seats, and never while the event is locked: first the seats are held like a paid
        // order's, then the order is confirmed with its tickets and their e-mail in one
        // transaction. Should the second step never happen, the hold simply runs out.
        const held = await holdSeats({
          ...orderValues,
          status: 'reserved',
          holdExpiresAt: new Date(clock.now().getTime() + config.events.holdTtlMs),
        });
        try {
          const outcome = await withFreshCodes(async () => {
            const drawn = drawTickets(items, types);
            const message = await buildTicketMail(mailInput(event, held, drawn));
            return db.transaction((tx) =>
              confirmWithTickets(tx, held.id, drawn, message, { confirmedAt: clock.now() }),
            );
          });
          if (outcome !== 'confirmed') throw appError('SOLD_OUT');
        } catch (error) {
          await updateOrder(
            db,
            held.id,
            { status: 'cancelled', updatedAt: clock.now() },
            'reserved',
          );
          throw error;
        }
        return { orderId: held.id, status: 'confirmed', checkoutUrl: null };
      }

      const order = await holdSeats({
        ...orderValues,
        status: 'reserved',
        holdExpiresAt: new Date(clock.now().getTime() + config.events.holdTtlMs),
      });
      const holdExpiresAt = order.holdExpiresAt as Date;
      const back = `${config.publicUrl}/event/${event.slug}?order=${order.id}&session=${orderKey(order.id)}`;
      const description = items
        .map((item) => `${item.quantity} × ${(types.get(item.ticketTypeId) as TicketTypeRow).name}`)
        .join(', ');
      let checkout;
      try {
        checkout = await payments.createCheckout({
          owner: { kind: 'order', id: order.id },
          amountCents: totalCents,
          currency,
          description: `${description}, ${nameIn(event, orderValues.language)}`,
          customerEmail: input.buyer.email,
          language: orderValues.language,
          successUrl: `${back}&result=paid`,
          cancelUrl: `${back}&result=cancelled`,
          expiresAt: new Date(
            Math.max(holdExpiresAt.getTime(), clock.now().getTime() + CHECKOUT_MIN_MS),
          ),
        });
      } catch (error) {
        // Nothing can be paid: give the seats back at once.
        await updateOrder(
          db,
          order.id,
          { status: 'cancelled', updatedAt: clock.now() },
          'reserved',
        );
        if (isAppError(error) && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') throw error;
        log.error({ err: error, orderId: order.id }, 'checkout for an event order failed');
        throw appError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
      }
      await updateOrder(db, order.id, {
        provider: checkout.provider,
        checkoutSessionId: checkout.sessionId,
      });
      return { orderId: order.id, status: 'reserved', checkoutUrl: checkout.url };
    },

    async publicOrder(slug: string, orderId: number, session: string): Promise<PublicOrder> {
      const event = await findEventBySlug(db, slug.toLowerCase());
      const order = await findOrder(db, orderId);
      if (!event || !order || order.eventId !== event.id) throw appError('NOT_FOUND');
      if (
        !isSameSecret(session, orderKey(order.id)) &&
        !isSameSecret(session, order.checkoutSessionId)
      )
        throw appError('NOT_FOUND');
      const isHolding = order.status === 'reserved';
      return {
        orderId: order.id,
        status: order.status,
        eventName: nameIn(event, order.language as Language),
        seats: order.seats,
        totalCents: order.totalCents,
        currency: order.currency,
        holdExpiresAt: isHolding ? isoOrNull(order.holdExpiresAt) : null,
        ticketCount: order.status === 'confirmed' ? await countTicketsOfOrder(db, order.id) : 0,
        emailHint: hideEmail(order.buyerEmail),
      };
    },

    /** The order's secret (tests and the seed make the address the checkout sends back to). */
    orderKey,
  };
}

function toOrder(
  row: OrderListRecord,
  items: Awaited<ReturnType<typeof findOrderItems>>,
): EventOrder {
  const order: EventOrderRow = row.order;
  return {
    id: order.id,
    status: order.status,
    buyer: {
      firstName: order.buyerFirstName,
      lastName: order.buyerLastName,
      email: order.buyerEmail,
    },
    language: order.language as Language,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        ticketTypeId: item.ticketTypeId,
        ticketTypeName: item.ticketTypeName,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
    seats: order.seats,
    totalCents: order.totalCents,
    currency: order.currency,
    createdAt: iso(order.createdAt),
    holdExpiresAt: order.status === 'reserved' ? isoOrNull(order.holdExpiresAt) : null,
    paidAt: isoOrNull(order.paidAt),
    confirmedAt: isoOrNull(order.confirmedAt),
    refundedAt: isoOrNull(order.refundedAt),
    transactionId: order.transactionId,
    feeCents: order.feeCents,
    checkedIn: Number(row.checkedIn),
  };
}

/** "ana.perez@example.org" -> "an***@example.org". */
function hideEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export type EventsService = ReturnType<typeof createEventsService>;
