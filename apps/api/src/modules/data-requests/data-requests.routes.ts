// /edrocks/api/data-requests: the queue, a request recorded, its state changed; and
// /edrocks/api/me/data-requests: a request filed by the signed-in person about themselves.
import type { FastifyInstance } from 'fastify';
import { DATA_REQUEST_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { DataRequestsService } from './data-requests.service';

export function dataRequestsRoutes(app: FastifyInstance, requests: DataRequestsService): void {
  endpointRoute(app, DATA_REQUEST_ENDPOINTS.list, ({ query }) => requests.listDataRequests(query));
  endpointRoute(app, DATA_REQUEST_ENDPOINTS.create, ({ auth, body }) =>
    requests.recordDataRequest(auth, body),
  );
  endpointRoute(app, DATA_REQUEST_ENDPOINTS.update, ({ params, body }) =>
    requests.changeDataRequest(params.id, body),
  );
  endpointRoute(app, DATA_REQUEST_ENDPOINTS.fileOwn, ({ auth, body }) =>
    requests.fileOwnDataRequest(auth, body),
  );
}
