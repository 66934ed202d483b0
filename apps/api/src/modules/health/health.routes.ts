// /healthz answers while the process lives; /readyz only while the database answers.
import type { FastifyInstance } from 'fastify';
import { HEALTH_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { appError } from '../../lib/errors';

export function healthRoutes(
  app: FastifyInstance,
  ping: () => Promise<void>,
  /** Probes hit these every few seconds: log them only at this level (when quieter than the app's). */
  logLevel: 'warn' | undefined,
): void {
  const options = logLevel ? { logLevel } : {};
  endpointRoute(app, HEALTH_ENDPOINTS.live, () => ({ status: 'ok' as const }), options);
  endpointRoute(
    app,
    HEALTH_ENDPOINTS.ready,
    async ({ request }) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable');
        throw appError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
    options,
  );
}
