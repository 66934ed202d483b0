// /edrocks/api/periods: the years (list, details, create, edit), from the contracts
// in packages/shared/src/schemas/periods-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { PERIOD_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { PeriodsService } from './periods.service';

export function periodsRoutes(app: FastifyInstance, periods: PeriodsService): void {
  endpointRoute(app, PERIOD_ENDPOINTS.list, ({ query }) => periods.list(query));
  endpointRoute(app, PERIOD_ENDPOINTS.get, ({ params }) => periods.get(params.id));
  endpointRoute(app, PERIOD_ENDPOINTS.create, ({ body }) => periods.create(body));
  endpointRoute(app, PERIOD_ENDPOINTS.update, ({ params, body }) =>
    periods.update(params.id, body),
  );
  // The activation is the yearly cycle's route (modules/year-cycle): it carries or ends the
  // recommitment requests in the same transaction.
}
