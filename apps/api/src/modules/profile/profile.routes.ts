// /edrocks/api/me: the signed-in user's profile and password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  changePasswordBodySchema,
  updateProfileBodySchema,
  userDataSchema,
} from '@portal/shared';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import { errorResponses, noContentSchema, noStore } from '../../lib/schemas';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  requireAccess: RequireAccess;
}> = async (app, { profile, requireAccess }) => {
  noStore(app);
  const security = [{ bearer: [] }];

  app.get(
    API.me,
    {
      preHandler: requireAccess('profile'),
      schema: {
        tags: ['profile'],
        security,
        response: { 200: userDataSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => profile.getProfile(getAuth(request).userId),
  );

  app.patch(
    API.me,
    {
      preHandler: requireAccess('profile', 'write'),
      schema: {
        tags: ['profile'],
        security,
        body: updateProfileBodySchema,
        response: { 200: userDataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => profile.updateProfile(getAuth(request).userId, request.body),
  );

  app.post(
    API.mePassword,
    {
      preHandler: requireAccess('profile', 'write'),
      schema: {
        tags: ['profile'],
        security,
        body: changePasswordBodySchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = getAuth(request);
      await profile.changePassword(userId, sessionId, request.body);
      return reply.code(204).send(null);
    },
  );
};
