// /edrocks/api/me: the signed-in user's profile, password and photo (PROFILE_ENDPOINTS).
import type { FastifyInstance } from 'fastify';
import { PROFILE_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { FilesService } from '../../lib/files/files.service';
import { readUpload } from '../../lib/files/upload';
import type { ProfileService } from './profile.service';

export function profileRoutes(app: FastifyInstance, profile: ProfileService, files: FilesService) {
  endpointRoute(app, PROFILE_ENDPOINTS.get, ({ auth, request }) =>
    request.sessionUser ? profile.profileOf(request.sessionUser) : profile.getProfile(auth.userId),
  );
  endpointRoute(app, PROFILE_ENDPOINTS.update, ({ auth, body }) =>
    profile.updateProfile(auth.userId, body),
  );
  endpointRoute(app, PROFILE_ENDPOINTS.setLanguage, ({ auth, body }) =>
    profile.setLanguage(auth.userId, body.language),
  );
  endpointRoute(app, PROFILE_ENDPOINTS.changePassword, ({ auth, body }) =>
    profile.changePassword(auth.userId, auth.sessionId, body),
  );
  // Both photo answers are the updated user record, whose photoUrl is a fresh signed URL.
  endpointRoute(app, PROFILE_ENDPOINTS.setPhoto, async ({ auth, request }) => {
    const file = await readUpload(request);
    await files.replacePhoto({ ownerKind: 'user', ownerId: auth.userId, file, auth });
    return profile.getProfile(auth.userId);
  });
  endpointRoute(app, PROFILE_ENDPOINTS.removePhoto, async ({ auth }) => {
    await files.removePhoto({ ownerKind: 'user', ownerId: auth.userId, auth });
    return profile.getProfile(auth.userId);
  });
}
