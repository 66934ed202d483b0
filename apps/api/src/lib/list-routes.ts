// A list's two endpoints, its page and its export (the same filters as a file), answered from
// the list's service: one call per list in a module's routes.
import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition } from '@portal/shared';
import { endpointRoute, type EndpointHandler, type EndpointRouteOptions } from './endpoint-route';
import { exportRoute, type ExportFile } from './export-route';
import type { EndpointInput } from './endpoint-route';

export function listRoutes<
  const ListEndpoint extends EndpointDefinition,
  const ExportEndpoint extends EndpointDefinition,
  Row,
>(
  app: FastifyInstance,
  endpoints: { list: ListEndpoint; export: ExportEndpoint },
  answers: {
    page: EndpointHandler<ListEndpoint>;
    exportFile: (
      input: EndpointInput<ExportEndpoint>,
    ) => ExportFile<Row> | Promise<ExportFile<Row>>;
    /** The list's pages kept per process (EndpointRouteOptions.cachedPage). */
    cachedPage?: EndpointRouteOptions['cachedPage'];
  },
): void {
  const { cachedPage } = answers;
  endpointRoute(app, endpoints.list, answers.page, cachedPage ? { cachedPage } : {});
  exportRoute(app, endpoints.export, answers.exportFile);
}
