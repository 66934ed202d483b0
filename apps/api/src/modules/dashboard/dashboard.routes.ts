// /edrocks/api/dashboard: the caller's figures, from the contract in
// packages/shared/src/schemas/dashboard-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  endpointRoute(app, DASHBOARD_ENDPOINTS.get, ({ auth }) => dashboard.get(auth));
}
