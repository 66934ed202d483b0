// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too),
// for load balancers and orchestrators.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@portal/shared';
import { appError } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';

const statusSchema = z.object({ status: z.literal('ok') });

export interface HealthRoutesOptions {
  ping: () => Promise<void>;
  /** Probes hit these every few seconds: log them only at this level (when it is quieter than the app's). */
  logLevel?: 'warn';
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { ping, logLevel },
) => {
  const quiet = logLevel ? { logLevel } : {};
  app.get(
    API.health,
    { ...quiet, schema: { tags: ['health'], response: { 200: statusSchema } } },
    () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    API.ready,
    {
      ...quiet,
      schema: { tags: ['health'], response: { 200: statusSchema, ...errorResponses(503) } },
    },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable');
        throw appError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
  );
};
