// Response schemas shared by the API's routes (documentation and filtering).
import { errorBodySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Declares the error answers of a route for the OpenAPI description. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** A 204 answer: no body. */
export const noContentSchema = z.null().describe('No content');

/** Answers carrying tokens or personal data must not be kept by browsers or proxies. */
export function noStore(app: { addHook: FastifyInstance['addHook'] }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
