// Events (`app.events`): coordinators create events with ticket types and see their sales;
// guests buy tickets on the public pages; coordinators check tickets in at the door. Each use
// case lives in its own file and takes the module's context (events-context.ts) first; how
// sales share the seats (decision 025) is told in ticket-orders.ts, seat-verdict.ts and
// order-payments.ts.
import type { Database } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import { makeEventsContext, type EventsServiceDeps } from './events-context';
import { createEvent } from './event-creation';
import { eventExists, getEvent } from './event-detail';
import { removeEvent, updateEvent } from './event-editing';
import { listEvents } from './event-list';
import { exportOrders, listOrders } from './event-order-list';
import { setEventImageFileId } from './events.repo';
import { orderPaymentOwner } from './order-payments';
import { publicGet, publicList } from './public-events';
import { orderKey, publicOrder } from './public-order';
import { checkIn, checkInEvents, checkInSummary } from './ticket-check-in';
import { createOrder, sweepExpiredHolds } from './ticket-orders';

export type { EventsServiceDeps } from './events-context';
export type { EventInput } from './event-creation';
export { ORDER_THROTTLE, type OrderInput } from './ticket-orders';

export function createEventsService(deps: EventsServiceDeps) {
  const context = makeEventsContext(deps);
  return {
    paymentOwner: orderPaymentOwner(context),
    /** Within the caller's transaction: lock the row, set the image, answer the previous one. */
    setImageFileId: (tx: Database, id: number, fileId: number | null) =>
      setEventImageFileId(tx, id, fileId),
    ...bindUseCases(context, {
      sweepExpiredHolds,
      // Administration
      list: listEvents,
      get: getEvent,
      create: createEvent,
      update: updateEvent,
      remove: removeEvent,
      exists: eventExists,
      orders: listOrders,
      ordersExport: exportOrders,
      // Check-in
      checkIn,
      checkInSummary,
      checkInEvents,
      // Public
      publicList,
      publicGet,
      createOrder,
      publicOrder,
      /** The order's secret (tests and the seed make the address the checkout sends back to). */
      orderKey,
    }),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

// For the demo's tickets.
export { generateTicketCode } from './ticket-code';
