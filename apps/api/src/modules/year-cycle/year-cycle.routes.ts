// The yearly cycle's routes (year-cycle-endpoints.ts in packages/shared), and the years'
// activation (PERIOD_ENDPOINTS.activate), which settles the cycle's requests.
import type { FastifyInstance } from 'fastify';
import { PERIOD_ENDPOINTS, YEAR_CYCLE_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { YearCycleService } from './year-cycle.service';

export function yearCycleRoutes(app: FastifyInstance, cycle: YearCycleService): void {
  endpointRoute(app, ENDPOINTS.recommit, ({ auth, params, body }) =>
    cycle.recommit(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.upgrade, ({ params, body }) => cycle.upgrade(params.id, body));
  endpointRoute(app, ENDPOINTS.mine, ({ auth }) => cycle.mine(auth));
  endpointRoute(app, ENDPOINTS.answer, ({ auth, params, body }) =>
    cycle.answer(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.summary, ({ auth, params }) => cycle.summary(auth, params.id));
  endpointRoute(app, PERIOD_ENDPOINTS.activate, ({ params, body }) =>
    cycle.activate(params.id, body),
  );
}
