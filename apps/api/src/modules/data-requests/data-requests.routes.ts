// /edrocks/api/data-requests: the queue and its export, a request recorded, its state changed; and
// /edrocks/api/me/data-requests: a request filed by the signed-in person about themselves.
import type { FastifyInstance } from 'fastify';
import { DATA_REQUEST_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import { DATA_REQUESTS_FILE_NAME, dataRequestExportColumns } from './data-requests.export';
import type { DataRequestsService } from './data-requests.service';

export function dataRequestsRoutes(app: FastifyInstance, requests: DataRequestsService): void {
  listRoutes(app, DATA_REQUEST_ENDPOINTS, {
    page: ({ query }) => requests.listDataRequests(query),
    exportFile: ({ query: { format: _format, ...filters } }) => {
      const { today, rows } = requests.exportDataRequests(filters);
      return {
        fileName: DATA_REQUESTS_FILE_NAME,
        columns: (_t, language) => dataRequestExportColumns(language),
        rows,
        today,
      };
    },
  });
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
