// POST/GET /edrocks/public/auth/ (seed, point 7), logout and password recovery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  authResponseSchema,
  loginBodySchema,
  logoutBodySchema,
  recoveryRequestBodySchema,
  recoveryResetBodySchema,
  refreshQuerySchema,
} from '@portal/shared';
import { errorResponses, noContentSchema, noStore } from '../../lib/schemas';
import type { AuthService } from './auth.service';
import type { RecoveryService } from './recovery.service';

/** The same body whether or not the e-mail has an account. */
export const recoveryAcceptedSchema = z.object({ accepted: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  recovery: RecoveryService;
}> = async (app, { auth, recovery }) => {
  noStore(app);
  app.post(
    API.auth,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.get(
    API.auth,
    {
      schema: {
        tags: ['auth'],
        summary: 'Refresh the session (rotates the refresh token)',
        querystring: refreshQuerySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => auth.refresh(request.query.refresh),
  );

  app.post(
    API.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (revokes the session)',
        body: logoutBodySchema,
        response: { 204: noContentSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API.recovery,
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password recovery link by e-mail',
        body: recoveryRequestBodySchema,
        response: { 202: recoveryAcceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await recovery.requestReset(request.body.email, request.ip);
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    API.recoveryReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a recovery link',
        body: recoveryResetBodySchema,
        response: { 204: noContentSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await recovery.resetPassword(request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
