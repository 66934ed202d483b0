// /edrocks/api/retention: the rules with the next run's preview, the rules saved, the runs' log
// and "Run now", from RETENTION_ENDPOINTS (the super admin's alone).
import type { FastifyInstance } from 'fastify';
import { RETENTION_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { RetentionService } from './retention.service';

export function retentionRoutes(app: FastifyInstance, retention: RetentionService): void {
  endpointRoute(app, RETENTION_ENDPOINTS.overview, () => retention.readRetention());
  endpointRoute(app, RETENTION_ENDPOINTS.saveRules, ({ auth, body }) =>
    retention.saveRetentionRules(auth, body),
  );
  endpointRoute(app, RETENTION_ENDPOINTS.runs, () => retention.readRetentionRuns());
  endpointRoute(app, RETENTION_ENDPOINTS.run, ({ auth, body }) =>
    retention.runRetentionNow(auth, body),
  );
}
