// Uploaded files: GET /edrocks/api/files/:id for whoever may see the owning record, and the rule
// for users' own photos. The upload service itself is part of the platform (`platform.files`):
// modules register their owners on `files.owners`.
import { definePortalModule } from '../../platform';
import { filesRoutes } from './files.routes';
import { createUserFileOwner } from './user-photo';

export const filesModule = definePortalModule('files', async (app, platform) => {
  platform.files.owners.register('user', createUserFileOwner(platform.clock));
  filesRoutes(app, platform.files);
});
