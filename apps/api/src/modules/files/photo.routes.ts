// PUT /edrocks/api/me/photo (multipart, field `file`, a JPEG) and DELETE: the signed-in user's
// profile photo. Both answer the updated user record, whose photoUrl is a fresh signed URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, userDataSchema } from '@portal/shared';
import { errorResponses, noStore } from '../../lib/schemas';
import { getAuth, type RequireAccess } from '../../plugins/auth';
import type { ProfileService } from '../profile/profile.service';
import type { FilesService } from './files.service';
import { readUpload } from './upload';

export const photoRoutes: FastifyPluginAsyncZod<{
  files: FilesService;
  profile: ProfileService;
  requireAccess: RequireAccess;
}> = async (app, { files, profile, requireAccess }) => {
  noStore(app);
  const security = [{ bearer: [] }];

  app.put(
    API.mePhoto,
    {
      preHandler: requireAccess('profile', 'write'),
      schema: {
        tags: ['profile'],
        summary:
          'Set my photo: multipart/form-data with a JPEG in the field `file` (at most 50 MB)',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: userDataSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const file = await readUpload(request);
      await files.replacePhoto({ ownerKind: 'user', ownerId: auth.userId, file, auth });
      return profile.getProfile(auth.userId);
    },
  );

  app.delete(
    API.mePhoto,
    {
      preHandler: requireAccess('profile', 'write'),
      schema: {
        tags: ['profile'],
        summary: 'Remove my photo',
        security,
        response: { 200: userDataSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await files.removePhoto({ ownerKind: 'user', ownerId: auth.userId, auth });
      return profile.getProfile(auth.userId);
    },
  );
};
