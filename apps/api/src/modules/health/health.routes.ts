// /healthz answers while the process lives; /readyz only while the database and the file store
// answer (a load balancer sends no request to a process that could not serve it).
import type { FastifyInstance } from 'fastify';
import { HEALTH_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { appError } from '../../lib/errors';

/** Something a request needs, and how to tell it answers now. */
export interface ReadinessCheck {
  name: string;
  ping: () => Promise<void>;
}

export function healthRoutes(
  app: FastifyInstance,
  checks: ReadinessCheck[],
  /** Probes hit these every few seconds: log them only at this level (when quieter than the app's). */
  logLevel: 'warn' | undefined,
): void {
  const options = logLevel ? { logLevel } : {};
  endpointRoute(app, HEALTH_ENDPOINTS.live, () => ({ status: 'ok' as const }), options);
  endpointRoute(
    app,
    HEALTH_ENDPOINTS.ready,
    async ({ request }) => {
      const results = await Promise.allSettled(checks.map((check) => check.ping()));
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [{ check: checks[index], error: result.reason }] : [],
      );
      for (const { check, error } of failures)
        request.log.warn({ err: error }, `readiness check: ${check?.name} unreachable`);
      if (failures.length > 0) throw appError('SERVICE_UNAVAILABLE');
      return { status: 'ok' as const };
    },
    options,
  );
}
