// /edrocks/api/events (administration), /edrocks/api/tickets (check-in at the door) and
// /edrocks/public/events (the public pages and buying); from the contracts in
// packages/shared/src/schemas/events-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import {
  EVENT_ENDPOINTS as ENDPOINTS,
  PUBLIC_EVENT_ENDPOINTS as PUBLIC,
  TICKET_CHECK_IN_ENDPOINTS as CHECK_IN,
  type EventOrder,
  type MessageKey,
} from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ExportColumn } from '../../lib/export';
import { listRoutes } from '../../lib/list-routes';
import { photoRoutes } from '../../lib/files/photo-routes';
import { resolveLanguage } from '../../lib/language';
import type { EventsService } from './events.service';

const orderColumns =
  () =>
  (t: (key: MessageKey) => string): ExportColumn<EventOrder>[] => [
    { header: t('eventOrdersExport.orderId'), value: (row) => row.id },
    { header: t('eventOrdersExport.createdAt'), value: (row) => row.createdAt },
    { header: t('eventOrdersExport.status'), value: (row) => t(`orderStatuses.${row.status}`) },
    { header: t('eventOrdersExport.lastName'), value: (row) => row.buyer.lastName },
    { header: t('eventOrdersExport.firstName'), value: (row) => row.buyer.firstName },
    { header: t('eventOrdersExport.email'), value: (row) => row.buyer.email },
    {
      header: t('eventOrdersExport.tickets'),
      value: (row) =>
        row.items.map((item) => `${item.quantity} × ${item.ticketTypeName}`).join(', '),
    },
    { header: t('eventOrdersExport.seats'), value: (row) => row.seats },
    { header: t('eventOrdersExport.total'), value: (row) => row.totalCents / 100 },
    { header: t('eventOrdersExport.currency'), value: (row) => row.currency },
    { header: t('eventOrdersExport.paidAt'), value: (row) => row.paidAt },
    { header: t('eventOrdersExport.transactionId'), value: (row) => row.transactionId },
    {
      header: t('eventOrdersExport.fee'),
      value: (row) => (row.feeCents === null ? null : row.feeCents / 100),
    },
    { header: t('eventOrdersExport.checkedIn'), value: (row) => row.checkedIn },
  ];

export function eventsRoutes(app: FastifyInstance, events: EventsService): void {
  endpointRoute(app, ENDPOINTS.list, ({ query }) => events.list(query));
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => events.create(auth, body));
  endpointRoute(app, ENDPOINTS.get, ({ params }) => events.get(params.id));
  endpointRoute(app, ENDPOINTS.update, ({ params, body }) => events.update(params.id, body));
  endpointRoute(app, ENDPOINTS.remove, ({ params }) => events.remove(params.id));
  photoRoutes(
    app,
    { setPhoto: ENDPOINTS.setImage, removePhoto: ENDPOINTS.removeImage },
    { kind: 'event', idOf: (params) => params?.id ?? 0, load: (_auth, id) => events.get(id) },
  );
  listRoutes(
    app,
    { list: ENDPOINTS.orders, export: ENDPOINTS.ordersExport },
    {
      page: ({ params, query }) => events.orders(params.id, query),
      exportFile: async ({ params, query: { format: _format, ...filters } }) => {
        const { rows } = await events.ordersExport(params.id, filters);
        return { fileName: 'eventOrdersExport.fileName', columns: orderColumns(), rows };
      },
    },
  );

  endpointRoute(app, CHECK_IN.events, () => events.checkInEvents());
  endpointRoute(app, CHECK_IN.summary, ({ params }) => events.checkInSummary(params.id));
  endpointRoute(app, CHECK_IN.checkIn, ({ auth, body }) => events.checkIn(auth, body.code));

  // Public texts are in the reader's language (coordinators write them in both).
  endpointRoute(app, PUBLIC.list, ({ request }) =>
    events.publicList(resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, PUBLIC.get, ({ params, request }) =>
    events.publicGet(params.slug, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, PUBLIC.createOrder, ({ params, body, request }) =>
    events.createOrder(params.slug, body, {
      ip: request.ip,
      language: resolveLanguage(request.headers['accept-language']),
    }),
  );
  endpointRoute(app, PUBLIC.getOrder, ({ params, query }) =>
    events.publicOrder(params.slug, params.orderId, query.session),
  );
}
